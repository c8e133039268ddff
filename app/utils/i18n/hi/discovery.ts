import type { Messages } from "../messages";

/** Indian digit grouping with Western digits (docs/glossary-hi.md): 1,250. */
const count = new Intl.NumberFormat("hi-IN");

/** "A और B", "A, B और C": names joined the Hindi way (Intl.ListFormat adds a comma before और). */
const joined = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} और ${names.at(-1)}`;

/** The discovery pages' words in Hindi: the keys of ../en/discovery.ts, in docs/glossary-hi.md's terms. */
export const discoveryHi = {
  compare: {
    title: (names: readonly string[]) => `${joined(names)} की तुलना`,
    titleEmpty: "कॉलेजों की आमने-सामने तुलना",
    description: "कॉलेजों की आमने-सामने तुलना करें: जगह, मान्यता, कोर्स और सालाना फ़ीस, प्रवेश परीक्षाएँ, प्लेसमेंट, हॉस्टल और कैंपस।",
    heading: "कॉलेजों की तुलना",
    intro:
      "कॉलेजों को आमने-सामने देखें: वे कहाँ हैं, उनकी मान्यता, कोर्स और सालाना फ़ीस, प्रवेश परीक्षाएँ, प्लेसमेंट और कैंपस की ज़िंदगी। यह फ़ीस अंदाज़े के लिए है। कॉलेज से पक्का कर लें।",
    missing: (missing: number) =>
      missing === 1
        ? "इस लिंक का एक कॉलेज हमें नहीं मिला। हो सकता है उसका नाम बदल गया हो।"
        : `इस लिंक के ${count.format(missing)} कॉलेज हमें नहीं मिले। हो सकता है उनके नाम बदल गए हों।`,
    pickColleges: "तुलना के लिए दो से चार कॉलेज चुनें। किसी भी कॉलेज पर “तुलना करें” दबाएँ, या नीचे से एक कॉलेज चुनें।",
    addOneMore: "तुलना के लिए कम से कम एक और कॉलेज जोड़ें।",
    chooseCollege: "कॉलेज चुनें",
    addCollege: "एक और कॉलेज",
    choose: "चुनें…",
    addToComparison: "तुलना में जोड़ें",
    leadHeading: "इन कॉलेजों के बारे में काउंसलर से पूछें",
    leadIntro: "काउंसलर आपको फ़ोन करेंगे और इन कॉलेजों पर बात करेंगे: फ़ीस, कट-ऑफ़, स्कॉलरशिप और आपको एडमिशन मिल सकता है या नहीं।",
    leadSubmit: "काउंसलर से पूछें",
    caption: (names: readonly string[]) => `${joined(names)} की तुलना`,
    remove: "हटाएँ",
    removeLabel: (name: string) => `${name} को तुलना से हटाएँ`,
    rows: {
      location: "जगह",
      university: "यूनिवर्सिटी",
      approvedBy: "मान्यता",
      studyMode: "पढ़ाई का तरीका",
      stream: "स्ट्रीम",
      fees: "सालाना फ़ीस",
      courses: "कोर्स",
      exams: "प्रवेश परीक्षाएँ",
      placements: "प्लेसमेंट देने वाली कंपनियाँ",
      hostel: "हॉस्टल",
      campus: "कैंपस",
      nirf: "NIRF रैंक",
      accreditation: "NAAC मान्यता",
      intake: "सीटें (इनटेक)",
      placementFigures: "प्लेसमेंट के आँकड़े",
      closingRank: "क्लोज़िंग रैंक (ओपन)",
    },
    facts: {
      totalSeats: (seats: string, year: number) => `${seats} सीटें, ${year} के एडमिशन`,
      median: (pay: string) => `मीडियन ${pay}`,
      placedShare: (share: number) => `${share}% को प्लेसमेंट`,
      closingRange: (lowest: string, highest: string, branches: number) =>
        branches === 1 ? lowest : `${count.format(branches)} ब्रांच में ${lowest} से ${highest}`,
      exam: (exam: string, year: number, round: number, quota: string) => `${exam} ${year}, राउंड ${round}, ${quota}`,
      sample: "नमूना",
    },
    perYear: (fee: string) => `${fee} सालाना`,
    past: " (हो चुकी)",
    notListed: "जानकारी नहीं दी गई",
  },
  shortlist: {
    title: "मेरी शॉर्टलिस्ट",
    description: "इस फ़ोन या कंप्यूटर पर सेव किए गए आपके कॉलेज। सलाह के लिए इन्हें काउंसलर को भेजें।",
    heading: "मेरी शॉर्टलिस्ट",
    intro:
      "इस फ़ोन या कंप्यूटर पर सेव किए गए आपके कॉलेज। यह लिस्ट आपके ब्राउज़र में रहती है, हमारे सर्वर पर नहीं। आप भेजेंगे, तभी यह हमारे पास आएगी।",
    empty: "आपकी शॉर्टलिस्ट ख़ाली है। किसी भी कॉलेज पर “सेव करें” दबाएँ, वह कॉलेज यहाँ दिखेगा।",
    findColleges: "कॉलेज खोजें",
    count: (colleges: number) => `${count.format(colleges)} कॉलेज`,
    compare: (colleges: number, max: number) =>
      colleges > max ? `पहले ${count.format(max)} कॉलेजों की आमने-सामने तुलना करें` : "इनकी आमने-सामने तुलना करें",
    leadHeading: "मेरी शॉर्टलिस्ट काउंसलर को भेजें",
    leadIntro: "काउंसलर आपको इन कॉलेजों के बारे में फ़ोन करेंगे: कौन-से कॉलेज आपकी रैंक और बजट के हिसाब से ठीक हैं, और आगे क्या करना है।",
    leadSubmit: "शॉर्टलिस्ट भेजें",
  },
  exams: {
    title: "प्रवेश परीक्षा कैलेंडर: इंजीनियरिंग, मैनेजमेंट और मेडिकल",
    description:
      "इंजीनियरिंग, मैनेजमेंट और मेडिकल एडमिशन की मुख्य प्रवेश परीक्षाओं की तारीख़ें, और हर परीक्षा को मानने वाले कॉलेज। परीक्षा को अपने फ़ोन के कैलेंडर में जोड़ें और रजिस्ट्रेशन में मुफ़्त मदद लें।",
    home: "होम",
    breadcrumb: "पेज का रास्ता",
    crumb: "परीक्षा कैलेंडर",
    heading: "प्रवेश परीक्षा कैलेंडर",
    intro:
      "इंजीनियरिंग, मैनेजमेंट और मेडिकल की आने वाली प्रवेश परीक्षाएँ, सबसे पहले होने वाली सबसे ऊपर। साथ में हर परीक्षा को मानने वाले कॉलेज। ये तारीख़ें अंदाज़े के लिए हैं। परीक्षा की ऑफ़िशियल वेबसाइट पर इन्हें हमेशा पक्का कर लें।",
    streams: "स्ट्रीम",
    noExams: {
      before: "अभी किसी परीक्षा की तारीख़ नहीं दी गई है। अपने कोर्स की परीक्षाओं के बारे में ",
      link: "काउंसलर से पूछें",
      after: "।",
    },
    help: "कौन-सी परीक्षाएँ देनी हैं, यह अभी तय नहीं है? या रजिस्ट्रेशन की आख़िरी तारीख़ निकल गई? हमारे काउंसलर आपके कोर्स के लिए परीक्षाएँ चुनने में मदद करते हैं। वे समय पर रजिस्ट्रेशन में और रिज़ल्ट के बाद कॉलेज चुनने में भी मदद करते हैं। विद्यार्थियों के लिए यह मदद मुफ़्त है।",
    leadHeading: "परीक्षा के रजिस्ट्रेशन में मदद लें",
    leadIntro: "बताएँ कि आपको कौन-सा कोर्स चाहिए। काउंसलर आपको परीक्षाओं, तारीख़ों और कॉलेजों के बारे में फ़ोन करेंगे।",
    streamHeading: (stream: string) => `${stream} की प्रवेश परीक्षाएँ`,
    noUpcoming: (stream: string) => `अभी ${stream} की कोई आने वाली परीक्षा नहीं दी गई है।`,
    recent: (exams: number) => `हाल की परीक्षाएँ (${count.format(exams)})`,
    acceptedBy: "इसे मानने वाले कॉलेज: ",
    moreColleges: (colleges: number) => `और ${count.format(colleges)} कॉलेज`,
    addToCalendar: "कैलेंडर में जोड़ें",
    addToCalendarLabel: (exam: string) => `कैलेंडर में जोड़ें: ${exam}`,
    // "कल" next to the exam's date, which the page always shows (the glossary: कल with its date).
    daysAway: (days: number) => (days === 0 ? "आज" : days === 1 ? "कल" : `${count.format(days)} दिन बाद`),
    keyDates: "मुख्य तारीख़ें",
    step: { registration: "रजिस्ट्रेशन", "admit-card": "एडमिट कार्ड", exam: "परीक्षा", result: "रिज़ल्ट" },
    examDays: "परीक्षा के दिन",
    officialSite: "ऑफ़िशियल वेबसाइट",
    officialSiteLabel: (exam: string) => `${exam} की ऑफ़िशियल वेबसाइट (नए टैब में खुलेगी)`,
    sampleDates: "इस डेमो के लिए नमूना तारीख़ें।",
  },
} satisfies Messages["discovery"];

import { formatIndiaDayIn } from "#app/utils/india-time";
import { plural } from "../plural";
import type { Messages } from "../messages";

/** Indian digit grouping with Western digits (docs/glossary-hi.md): 1,250. */
const count = new Intl.NumberFormat("hi-IN");

/** The catalogue's streams (its categories) by English name in lower case, in the glossary's words. */
const STREAMS: Readonly<Record<string, string>> = {
  engineering: "इंजीनियरिंग",
  management: "मैनेजमेंट",
  medical: "मेडिकल",
  commerce: "कॉमर्स",
  law: "लॉ",
  dental: "डेंटल",
  arts: "आर्ट्स",
  architecture: "आर्किटेक्चर",
  ayurvedic: "आयुर्वेद",
};

/** A duration as the admin usually writes it: "4 years", "15 months", "5.5 years including internship". */
const DURATION = /^(\d+(?:\.\d+)?) (years?|months?)( including internship)?$/i;

/** The colleges pages' words in Hindi: the keys of ../en/colleges.ts, in docs/glossary-hi.md's terms. */
export const collegesHi = {
  // A stream this list does not know keeps its catalogue name, and the page marks it as English.
  streamName: (stream: string) => STREAMS[stream.trim().toLowerCase()] ?? stream,
  streamColleges: (stream: string) => `${stream} कॉलेज`,
  // Any other wording stays as the admin wrote it, and the page marks it as English.
  duration: (duration: string) => {
    const match = DURATION.exec(duration.trim());
    if (!match) return duration;
    const [, amount, unit = "", internship] = match;
    const years = unit.toLowerCase().startsWith("year");
    const words = `${amount} ${years ? "साल" : amount === "1" ? "महीना" : "महीने"}`;
    return internship ? `${words} (इंटर्नशिप के साथ)` : words;
  },
  examDay: (day: string) => formatIndiaDayIn("hi", day),
  pager: {
    label: "पेज",
    previous: "पिछला",
    next: "अगला",
    pageOf: (page: number, pageCount: number) => `${count.format(pageCount)} में से पेज ${count.format(page)}`,
  },

  card: {
    yearlyFees: "सालाना फ़ीस",
    courses: (courses: number) => `${count.format(courses)} कोर्स`,
    feesOnRequest: "पूछने पर बताएँगे",
  },
  picks: {
    addToCompare: "तुलना में जोड़ें",
    save: "सेव करें",
    saved: "सेव किया",
    compare: "तुलना करें",
    comparing: "तुलना में है",
    saveLabel: (college: string) => `${college} को मेरी शॉर्टलिस्ट में सेव करें`,
    // Holds the button's own words, "तुलना करें", so a voice command that says them finds it.
    compareLabel: (college: string) => `${college} की तुलना करें`,
    full: (max: number) => `आप ज़्यादा से ज़्यादा ${count.format(max)} कॉलेजों की तुलना कर सकते हैं। पहले कोई एक कॉलेज हटाएँ।`,
  },
  picksBar: {
    label: "मेरे कॉलेज",
    shortlist: "शॉर्टलिस्ट",
    compare: "तुलना करें",
  },
  searchInput: {
    suggestions: "सुझाव",
    courseDetail: "यह कोर्स पढ़ाने वाले कॉलेज",
    examDetail: "परीक्षा की तारीख़ और इसे मानने वाले कॉलेज",
  },
  notFound: {
    title: "कॉलेज नहीं मिला",
    text: "इस लिंक पर हमें कोई कॉलेज नहीं मिला। हो सकता है उसका नाम बदल गया हो। पूरी लिस्ट में खोजें।",
    didYouMean: "क्या आप इनमें से कोई कॉलेज ढूँढ रहे हैं?",
    browse: "कॉलेज और कोर्स देखें",
  },
  detail: {
    title: (college: string) => `${college}: कोर्स, फ़ीस और एडमिशन`,
    onlyInEnglish: "यह विवरण अभी केवल अंग्रेज़ी में उपलब्ध है।",
    description: (college: string, cities: string) =>
      `${college}, ${cities}: कोर्स, सालाना फ़ीस, एडमिशन की प्रक्रिया, प्लेसमेंट, हॉस्टल और कैंपस। एडमिशन पर मुफ़्त सलाह पाएँ।`,
    logo: (college: string) => `${college} का लोगो`,
    breadcrumb: "पेज का रास्ता",
    home: "होम",
    colleges: "कॉलेज",
    approved: (bodies: string) => `मान्यता: ${bodies}`,
    onThisPage: "इस पेज पर",
    sections: {
      about: "परिचय",
      ranking: "रैंकिंग",
      admission: "एडमिशन",
      placement: "प्लेसमेंट",
      fee_structure: "फ़ीस का ब्योरा",
      courses_overview: "कोर्स",
      hostel: "हॉस्टल",
      campus: "कैंपस",
    },
    recruiters: "प्लेसमेंट देने वाली कंपनियाँ",
    exams: "प्रवेश परीक्षाएँ",
    past: "हो चुकी",
    allExamDates: "सभी परीक्षाओं की तारीख़ें देखें",
    feesToc: "फ़ीस",
    feesHeading: "कोर्स और फ़ीस",
    course: "कोर्स",
    duration: "अवधि",
    feePerYear: "सालाना फ़ीस",
    sampleData: "यहाँ दी गई फ़ीस और रैंकिंग सिर्फ़ नमूने के तौर पर हैं, अंदाज़े के लिए। कॉलेज से पक्का कर लें।",
    website: (college: string) => `${college} की ऑफ़िशियल वेबसाइट`,
    // The form's heading is plain text in an island, where the college's name could not be
    // marked as English: the page's heading names the college.
    leadHeading: () => "इस कॉलेज के बारे में पूछताछ करें",
    leadIntro: "काउंसलर आपको योग्यता, फ़ीस और एडमिशन की प्रक्रिया के बारे में फ़ोन करेंगे।",
  },
  search: {
    title: "कॉलेज और कोर्स: कॉलेज, कोर्स और फ़ीस खोजें",
    description:
      "भारत के इंजीनियरिंग, मैनेजमेंट और मेडिकल कॉलेज खोजें: नाम, कोर्स, स्ट्रीम, राज्य, शहर या सालाना फ़ीस से। फिर उनकी आमने-सामने तुलना करें।",
    heading: "कॉलेज और कोर्स",
    intro:
      "वे कॉलेज खोजें जिनमें एडमिशन के लिए हम विद्यार्थियों की मदद करते हैं। कोर्स और सालाना फ़ीस की तुलना करें। यह फ़ीस अंदाज़े के लिए है।",
    formLabel: "कॉलेज खोजें",
    search: "खोजें",
    placeholder: "कॉलेज, कोर्स या शहर",
    stream: "स्ट्रीम",
    allStreams: "सभी स्ट्रीम",
    state: "राज्य",
    allStates: "सभी राज्य",
    city: "शहर",
    allCities: "सभी शहर",
    fee: "सालाना फ़ीस",
    anyFee: "कोई भी फ़ीस",
    feeUpTo: (amount: string) => `${amount} तक`,
    feeBetween: (from: string, to: string) => `${from} – ${to}`,
    feeAbove: (amount: string) => `${amount} से ज़्यादा`,
    show: "कॉलेज देखें",
    clear: "फ़िल्टर हटाएँ",
    noMatch: "इन फ़िल्टर से कोई कॉलेज नहीं मिला",
    found: (total: number, filtered: boolean) =>
      filtered
        ? `${count.format(total)} कॉलेज ${plural("hi", total, { one: "मिला", other: "मिले" })}`
        : `${count.format(total)} कॉलेज`,
    partial: (query: string) =>
      `“${query}” के सारे शब्दों वाला कोई कॉलेज नहीं मिला। ये कॉलेज इनमें से कुछ शब्दों से मिलते हैं। जो सबसे ज़्यादा मिलते हैं, वे सबसे ऊपर हैं।`,
    none: {
      before: "कम शब्दों से या कोई दूसरी स्ट्रीम चुनकर खोजें, या ",
      link: "काउंसलर से पूछें",
      after: "। हो सकता है हमें आपके लिए सही कॉलेज पता हो।",
    },
  },
  engineering: {
    collegesHeading: "इंजीनियरिंग कॉलेज",
    collegesCaption: "इंजीनियरिंग कॉलेज और उनके शहर",
    id: "ID",
    college: "कॉलेज",
    city: "शहर",
    feesHeading: "कोर्स के हिसाब से फ़ीस",
    feesCaption: "हर कॉलेज के कोर्सों की सालाना फ़ीस",
    collegeId: "कॉलेज ID",
    course: "कोर्स",
    feePerYear: "सालाना फ़ीस",
    feesNote: "यह फ़ीस अंदाज़े के लिए है। अभी की फ़ीस कॉलेज से पक्का कर लें।",
    rankingsHeading: "रैंकिंग",
    eligibilityHeading: "योग्यता और प्रवेश परीक्षाएँ",
    leadHeading: "इंजीनियरिंग एडमिशन में मदद लें",
    leadIntro: "बताएँ कि आपको कौन-सा कोर्स चाहिए। काउंसलर आपको फ़ोन करेंगे और आपकी रैंक और बजट के हिसाब से विकल्प बताएँगे।",
  },
  management: {
    catHeading: "CAT: एक नज़र में",
    eligibilityHeading: "योग्यता",
    faqHeading: "MBA एडमिशन: सवाल-जवाब",
    collegesHeading: "मैनेजमेंट कॉलेज, जिनमें एडमिशन के लिए हम मदद करते हैं",
    leadHeading: "MBA एडमिशन की तैयारी करें",
    leadIntro: "अपनी जानकारी दें। आपके स्कोर और लक्ष्य के हिसाब से सही कॉलेजों के बारे में हम आपको फ़ोन करेंगे।",
  },
  streamFees: {
    heading: "सालाना फ़ीस",
    caption: "ऊपर दिए कॉलेजों के कोर्सों की सालाना फ़ीस",
    college: "कॉलेज",
    course: "कोर्स",
    feePerYear: "सालाना फ़ीस",
    note: "यह फ़ीस अंदाज़े के लिए है। अभी की फ़ीस कॉलेज से पक्का कर लें।",
  },
  medical: {
    collegesHeading: "कर्नाटक के मेडिकल कॉलेज",
    leadHeading: "NEET काउंसलिंग में मदद",
    leadIntro: "अपना कोर्स बताएँ। कर्नाटक और पूरे भारत में आपके लिए क्या विकल्प हैं, हम आपको समझाएँगे।",
  },
} satisfies Messages["colleges"];

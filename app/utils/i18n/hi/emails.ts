import type { Messages } from "../messages";

/** What we write to the person in Hindi: the keys of ../en/emails.ts, in docs/glossary-hi.md's terms. */
export const emailsHi = {
  acknowledgement: {
    subject: (brand: string) => `आपकी पूछताछ हमें मिल गई है - ${brand}`,
    hello: "नमस्ते,",
    received: (brand: string) =>
      `पूछताछ के लिए धन्यवाद। आपकी पूछताछ हमें मिल गई है। ${brand} के काउंसलर एक कामकाजी दिन के अंदर आपको फ़ोन करेंगे।`,
    nextHeading: "आगे क्या होगा:",
    next: [
      "1. काउंसलर आपको फ़ोन करके समझेंगे कि आप क्या ढूँढ रहे हैं।",
      "2. वे आपके अंकों, बजट और शहर के हिसाब से कॉलेज और कोर्स सुझाएँगे।",
      "3. जब तक आप फ़ैसला न कर लें, वे आवेदन और आख़िरी तारीख़ों में आपकी मदद करेंगे।",
    ],
    sooner: (phone: string) => `जल्दी बात करनी है? ${phone} पर फ़ोन करें।`,
    confirm: [
      "आपने परीक्षा, काउंसलिंग की तारीख़ों और एडमिशन की जानकारी कभी-कभी पाने के लिए कहा था। इसे शुरू करने के लिए यहाँ पक्का करें",
      "(एक क्लिक; अगर यह आपने नहीं किया था, तो इस ई-मेल को छोड़ दें, आपको कुछ नहीं भेजा जाएगा):",
    ],
    choicesHeading: "आपके विकल्प:",
    withdraw: "- जानकारी भेजना बंद करवाएँ, या हमसे कहें कि आपसे बिल्कुल संपर्क न करें (एक क्लिक, बिना साइन-इन):",
    rights: "- अपनी जानकारी देखें, सुधरवाएँ या मिटवाएँ:",
    privacy: "- हम आपकी जानकारी का इस्तेमाल कैसे करते हैं:",
    askedAbout: (course: string | null, college: string | null) =>
      `आपने ${college && course ? `${college} में ${course}` : (course ?? college ?? "")} के बारे में पूछा था।`,
  },
  statusLink: {
    subject: (brand: string) => `आपके आवेदन एक नज़र में - ${brand}`,
    hello: "नमस्ते,",
    made: (brand: string, counsellor: string | null) =>
      `${counsellor ? `${brand} में काउंसलर ${counsellor} ने` : `${brand} ने`} आपके लिए एक पेज बनाया है। इस पर आप और आपके माता-पिता आपके कॉलेज आवेदन, उनकी स्थिति और आने वाली तारीख़ें देख सकते हैं:`,
    until: (day: string) =>
      `यह लिंक ${day} तक काम करेगा। जिसके पास भी यह लिंक होगा, वह पेज खोल सकता है, इसलिए इसे सिर्फ़ अपने परिवार के साथ शेयर करें।`,
    whatsApp: (student: string, brand: string, url: string, day: string) =>
      `नमस्ते ${student}, हम ${brand} से बोल रहे हैं। आप और आपके माता-पिता अपने कॉलेज आवेदन और आने वाली तारीख़ें यहाँ देख सकते हैं: ${url} (यह ${day} तक काम करेगा)। इसे सिर्फ़ अपने परिवार के साथ शेयर करें।`,
  },
  session: {
    when: (time: string) => `${time} (भारतीय समय)`,
    hello: "नमस्ते,",
    callYou: "आपके काउंसलर आपको आपके फ़ोन पर कॉल करेंगे।",
    joinHere: (link: string) => `यहाँ से जुड़ें: ${link}`,
    cancelledSubject: (when: string) => `${when} का आपका काउंसलिंग सेशन रद्द हो गया है`,
    cancelled: (when: string) => `${when} का आपका काउंसलिंग सेशन रद्द हो गया है।`,
    bookAgain: "आप जब चाहें हमारी वेबसाइट पर कोई दूसरा समय बुक कर सकते हैं।",
    reminder: (counsellor: string, inOneHour: boolean, when: string) =>
      `याद दिला दें: काउंसलर ${counsellor} के साथ आपका काउंसलिंग सेशन ${inOneHour ? "एक घंटे में" : "कल"}, ${when} को है।`,
    booked: (counsellor: string, moved: boolean, when: string) =>
      `${moved ? "समय बदल गया है" : "बुक हो गया"}: काउंसलर ${counsellor} के साथ आपका काउंसलिंग सेशन ${when} को है।`,
    manage: (url: string) => `समय बदलने या सेशन रद्द करने के लिए: ${url}`,
    keepLink: "यह लिंक सिर्फ़ अपने और अपने परिवार तक रखें: जिसके पास यह लिंक होगा, वह आपकी बुकिंग बदल सकता है।",
    reminderSubject: (inOneHour: boolean, when: string) =>
      `आपका काउंसलिंग सेशन ${inOneHour ? "एक घंटे में" : "कल"}, ${when} को है`,
    bookedSubject: (moved: boolean, when: string) =>
      moved ? `आपका काउंसलिंग सेशन अब ${when} को है` : `आपका काउंसलिंग सेशन ${when} को बुक हो गया है`,
    calendarSummary: (brand: string) => `काउंसलिंग सेशन: ${brand}`,
    calendarManage: (url: string) => `समय बदलने या रद्द करने के लिए: ${url}`,
  },
  privacyCode: {
    subject: (code: string, brand: string) => `आपका कोड: ${code} - ${brand}`,
    code: (code: string) => `आपका कोड ${code} है।`,
    where: "इसे उस पेज पर लिखें जहाँ आपने अपनी जानकारी के बारे में पूछा था:",
    expiry: "यह 15 मिनट तक काम करेगा। अगर आपने नहीं पूछा था, तो इस ई-मेल को छोड़ दें: कोड के बिना कुछ नहीं होगा।",
  },
  signature: {
    regards: "शुभकामनाओं के साथ,",
    call: (phone: string) => `हमें फ़ोन करें: ${phone}`,
  },
  stepReminder: {
    sentence: (kind: string, step: string, inDays: string) =>
      ({
        application_closes: `आवेदन ${inDays} बंद हो रहे हैं`,
        entrance_exam: `प्रवेश परीक्षा ${inDays} है`,
        counselling_round: `काउंसलिंग राउंड ${inDays} है`,
        fee_due: `फ़ीस ${inDays} जमा करनी है`,
        reporting_date: `कॉलेज में रिपोर्टिंग ${inDays} है`,
      })[kind] ?? `${step} ${inDays} है`,
    inDays: (days: number) => (days <= 0 ? "आज" : days === 1 ? "कल" : `${days} दिन में`),
    hello: "नमस्ते,",
    due: (sentence: string, when: string, application: string) =>
      `${sentence} (${when})।\nयह ${application} में आपके आवेदन के लिए है।`,
    amount: (amount: string) => `राशि: ${amount}`,
    details: (note: string) => `विवरण: ${note}`,
    statusPage: "आपके आवेदन, तारीख़ें और दस्तावेज़, एक ही पेज पर:",
    help: "तब तक किसी भी चीज़ में मदद चाहिए, तो आपके काउंसलर ख़ुशी से मदद करेंगे।",
  },
} satisfies Messages["emails"];

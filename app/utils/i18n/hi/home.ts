import type { Messages } from "../messages";

/** Indian digit grouping with Western digits (docs/glossary-hi.md): 1,250. */
const count = new Intl.NumberFormat("hi-IN");

/**
 * The words of the home page, the information pages and the not-found page in Hindi: the keys of
 * ../en/home.ts, in docs/glossary-hi.md's terms.
 */
export const homeHi = {
  home: {
    title: "{brand}: भारत में कॉलेज एडमिशन और करियर काउंसलिंग",
    description:
      "भारत के इंजीनियरिंग, मैनेजमेंट और मेडिकल कॉलेज खोजें। कोर्सों और फ़ीस की तुलना करें। {brand} के काउंसलरों से एडमिशन की मुफ़्त सलाह लें।",
    eyebrow: "2008 से एडमिशन में मदद",
    searchLabel: "कॉलेज और कोर्स खोजें",
    searchPlaceholder: "कॉलेज, कोर्स या शहर",
    search: "खोजें",
    bookSession: "मुफ़्त काउंसलिंग सेशन बुक करें",
    bannerHeading: "मुफ़्त काउंसलिंग पाएँ",
    bannerIntro: "अपना नंबर छोड़ें, काउंसलर आपको फ़ोन करेंगे।",
    streamsHeading: "भारत में कॉलेज एडमिशन",
    numbersHeading: "आँकड़ों में हमारा काम",
    popularHeading: "लोकप्रिय कॉलेज",
    seeAllColleges: (total: number) => `सभी ${count.format(total)} कॉलेज देखें`,
    servicesHeading: "हम कैसे मदद करते हैं",
    ratings: "रेटिंग",
    outOf: (outOf: string) => ` (${outOf} में से)`,
    reviews: (reviews: string) => `${reviews} रिव्यू`,
    trendingHeading: "आज चर्चा में",
    testimonialsHeading: "विद्यार्थी और माता-पिता क्या कहते हैं",
    quickLinksHeading: "काम के लिंक",
  },
  trending: {
    tabsLabel: "चर्चा के विषय",
    allTopics: "सभी विषय",
    tabs: { ALL: "सभी देखें", EXAMS: "परीक्षाएँ", RESULT: "रिज़ल्ट", ADMISSIONS: "एडमिशन" },
    categories: { EXAMS: "परीक्षा", RESULT: "रिज़ल्ट", ADMISSIONS: "एडमिशन" },
    isNew: "नया",
  },
  testimonials: {
    label: "विद्यार्थियों के अनुभव",
    choosePerson: "अनुभव चुनें",
    play: "अनुभव चलाएँ",
    pause: "अनुभव रोकें",
  },
  whyWe: {
    timelineHeading: "2008 से 2020 तक का हमारा सफ़र",
    studentsHeading: "विद्यार्थियों के लिए फ़ायदे",
    institutesHeading: "संस्थानों के लिए फ़ायदे",
  },
  career: {
    testsHeading: "पाँच टेस्ट",
    book: "काउंसलिंग सेशन बुक करें",
  },
  process: {
    stepsHeading: "सात क़दम",
  },
  faq: {
    questionsHeading: "फ़्रैंचाइज़ी से जुड़े सवाल",
  },
  rootError: {
    notFoundTitle: "पेज नहीं मिला",
    notFoundText: "हमें यह पेज नहीं मिला। हो सकता है यह कहीं और चला गया हो, या पते में टाइपिंग की भूल हो।",
    title: "कृपया एक मिनट बाद फिर कोशिश करें",
    heading: "कुछ गड़बड़ हो गई",
    text: "माफ़ कीजिए, हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया एक मिनट बाद फिर कोशिश करें।",
    goHome: "होम पेज पर जाएँ",
  },
  notFound: {
    title: "पेज नहीं मिला",
    heading: "पेज नहीं मिला",
    text: "हमें यह पेज नहीं मिला। हो सकता है यह कहीं और चला गया हो, या पते में टाइपिंग की भूल हो। ये लिंक काम आ सकते हैं:",
    searchLabel: "कॉलेज और कोर्स खोजें",
    searchPlaceholder: "कॉलेज, कोर्स या शहर",
    search: "खोजें",
    home: "होम",
    engineering: "इंजीनियरिंग कॉलेज",
    management: "मैनेजमेंट कॉलेज",
    medical: "कर्नाटक के मेडिकल कॉलेज",
    counsellor: "काउंसलर से बात करें",
  },
} satisfies Messages["home"];

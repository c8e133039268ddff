import type { Messages } from "./messages";
import { collegesHi } from "./hi/colleges";
import { collegeFactsHi } from "./hi/college-facts";
import { discoveryHi } from "./hi/discovery";
import { emailsHi } from "./hi/emails";
import { homeHi } from "./hi/home";
import { leadFormHi } from "./hi/lead-form";
import { predictorHi } from "./hi/predictor";
import { refusalsHi } from "./hi/refusals";
import { studentHi } from "./hi/student";

/**
 * The public site's Hindi strings: the same keys as ./en.ts, in the words docs/glossary-hi.md
 * fixes. Names stay as written (WhatsApp, NCS, Map My Talent).
 */
export const hi = {
  leadForm: leadFormHi,
  home: homeHi,
  colleges: collegesHi,
  collegeFacts: collegeFactsHi,
  predictor: predictorHi,
  discovery: discoveryHi,
  student: studentHi,
  emails: emailsHi,
  refusals: refusalsHi,
  skipToContent: "सीधे पेज की बात पर जाएँ",
  bodyTooLarge: {
    file: "यह फ़ाइल बहुत बड़ी है: एक फ़ाइल 10 MB तक की हो सकती है। कृपया पीछे जाएँ और इससे छोटी कॉपी अपलोड करें।",
    form: (limit: string) => `भेजा गया फ़ॉर्म बहुत बड़ा है (ज़्यादा से ज़्यादा ${limit})।`,
  },
  scrollToTop: "ऊपर जाएँ",
  whatsapp: {
    text: "नमस्ते, मुझे एडमिशन के बारे में जानकारी चाहिए।",
    interestedIn: (subject: string) => `मुझे ${subject} में रुचि है।`,
  },
  languageOffer: { text: "यह वेबसाइट हिन्दी में भी है।", link: "हिन्दी में देखें", close: "बंद करें" },
  contact: {
    title: "संपर्क करें: ऑफ़िस, फ़ोन और ई-मेल",
    description:
      "मुफ़्त एडमिशन गाइडेंस और करियर काउंसलिंग के लिए {brand} को फ़ोन करें, लिखें या हमारे किसी ऑफ़िस में आएँ। अपनी जानकारी छोड़ें, काउंसलर आपको फ़ोन करेंगे।",
    heading: "संपर्क करें",
    intro: (phone: string, email: string) =>
      `काउंसलर से ${phone} पर बात करें, ${email} पर लिखें, या हमारे किसी ऑफ़िस में आएँ। विद्यार्थियों के लिए काउंसलिंग मुफ़्त है।`,
    offices: "हमारे ऑफ़िस",
    formHeading: "कुछ भी पूछें",
    formIntro: "अपनी जानकारी छोड़ें, हम आपको फ़ोन करेंगे।",
  },
  switchLanguage: { label: "English", lang: "en" },
  header: {
    home: "होम",
    collegesAndCourses: "कॉलेज और कोर्स",
    logoLabel: (brand: string) => `${brand}, होम पेज`,
    readingProgress: "पेज कितना पढ़ा गया",
  },
  nav: {
    name: "मुख्य",
    menu: "मेन्यू",
    close: "बंद करें",
    groups: {
      whoWeAre: "हम कौन हैं",
      weAre: "हमारे बारे में",
      weBelieve: "हमारी सोच",
      whyWe: "हमें क्यों चुनें",
      founder: "संस्थापक का संदेश",
      whatWeDo: "हम क्या करते हैं",
      career: "करियर काउंसलिंग",
      adminLogin: "स्टाफ़ लॉगिन",
      digitalMedia: "डिजिटल मीडिया सेवाएँ",
      brainMatrix: "ब्रेन मैट्रिक्स",
      institutional: "संस्थानों का प्रचार",
      localGuardian: "लोकल अभिभावक सेवाएँ",
      book: "काउंसलिंग सेशन बुक करें",
      exam: "परीक्षाएँ",
      mapMyTalent: "मैप माय टैलेंट",
      channelPartners: "चैनल पार्टनर",
      franchise: "फ़्रैंचाइज़ी",
      industry: "इंडस्ट्री की जानकारी",
      whyNcs: "NCS ही क्यों",
      forWhom: "किसके लिए",
      process: "काम कैसे होता है",
      faq: "सवाल-जवाब",
      contact: "संपर्क करें",
    },
  },
  footer: {
    talkToCounsellor: "काउंसलर से बात करें",
    whatsapp: "WhatsApp पर बात करें",
    explore: "और देखें",
    engineering: "इंजीनियरिंग कॉलेज",
    management: "मैनेजमेंट कॉलेज",
    medical: "कर्नाटक के मेडिकल कॉलेज",
    exams: "परीक्षा कैलेंडर",
    predictor: "रैंक से कॉलेज प्रेडिक्टर",
    booking: "काउंसलिंग सेशन बुक करें",
    franchiseFaq: "फ़्रैंचाइज़ी: सवाल-जवाब",
    contact: "संपर्क करें",
    indicative: "इस साइट पर फ़ीस और रैंकिंग अंदाज़े के लिए हैं; कॉलेज से पक्का कर लें।",
    privacy: "प्राइवेसी नोटिस",
    rights: "अपनी जानकारी देखें, सुधारें या मिटवाएँ",
  },
  actions: {
    call: "फ़ोन करें",
    whatsapp: "WhatsApp",
    enquire: "पूछताछ करें",
  },
  social: {
    name: "सोशल मीडिया",
    opensInNewTab: (network: string) => `${network} (नए टैब में खुलेगा)`,
  },
} satisfies Messages;

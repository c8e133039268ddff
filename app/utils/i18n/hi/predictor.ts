import type { Messages } from "../messages";

/** Indian digit grouping with Western digits (docs/glossary-hi.md): 12,000. */
const number = new Intl.NumberFormat("hi-IN");

/** The rank predictor in Hindi: the keys of ../en/predictor.ts. Exam names and category codes stay in Latin letters. */
export const predictorHi = {
  title: "रैंक से कॉलेज प्रेडिक्टर: JEE Main, JEE Advanced और दूसरी परीक्षाएँ",
  description:
    "अपनी परीक्षा की रैंक, कैटेगरी और गृह राज्य भरें और देखें कि किन कॉलेजों और ब्रांचों की पिछली क्लोज़िंग रैंक आपकी रैंक के बराबर या उससे आगे रही: संभावित, मुमकिन और कोशिश लायक।",
  home: "होम",
  breadcrumb: "आप यहाँ हैं",
  crumb: "कॉलेज प्रेडिक्टर",
  heading: "मेरी रैंक पर कौन-से कॉलेज मिल सकते हैं?",
  intro:
    "अपनी रैंक भरें: हम वे कॉलेज और ब्रांच दिखाएँगे जिनकी आपकी सीट के लिए पिछली क्लोज़िंग रैंक आपकी रैंक के बराबर या उससे आगे रही, और यह भी कि सालों में क्लोज़िंग रैंक कैसे बदली। फ़ोन नंबर या साइन-इन की ज़रूरत नहीं।",
  honest: {
    heading: "यह अंदाज़ा है, वादा नहीं",
    text: "ये पिछले साल की क्लोज़िंग रैंक हैं। ये राह दिखाती हैं; सीट का वादा नहीं करतीं। इस साल रैंक पहले या बाद में बंद हो सकती है, और कोई भी, हम भी, दाख़िले का वादा नहीं कर सकता।",
  },
  form: {
    legend: "आपकी रैंक",
    exam: "परीक्षा",
    chooseExam: "परीक्षा चुनें",
    rank: "रैंक",
    rankHint: "आपकी कैटेगरी की सूची में आपकी रैंक, जैसी परीक्षा ने जारी की, जैसे 12000।",
    category: "कैटेगरी",
    state: "गृह राज्य",
    stateNone: "भारत से बाहर, या नहीं बताना चाहते (सिर्फ़ ऑल इंडिया सीटें)",
    pool: "सीट पूल",
    submit: "मेरे कॉलेज दिखाएँ",
  },
  problems: {
    examMissing: "परीक्षा चुनें।",
    examUnknown: "उस परीक्षा की क्लोज़िंग रैंक हमारे पास नहीं है। सूची में से कोई परीक्षा चुनें।",
    rankMissing: "अपनी रैंक भरें।",
    rankNotNumber: "अपनी रैंक अंकों में भरें, जैसे 12000।",
    rankTooSmall: "रैंक 1 से शुरू होती है।",
    rankTooLarge: "यह रैंक किसी भी परीक्षा की सूची से बड़ी है। अंक जाँच लें।",
    categoryUnknown: "सूची में से कैटेगरी चुनें।",
    stateUnknown: "सूची में से राज्य चुनें।",
    poolUnknown: "सूची में से सीट पूल चुनें।",
  },
  fixProblems: "कृपया लाल निशान वाले फ़ील्ड ठीक करें।",
  noExams: "अभी हमारे पास कोई क्लोज़िंग रैंक नहीं है। काउंसलर फिर भी मदद कर सकते हैं: अपनी जानकारी छोड़ें, हम कॉल करेंगे।",
  resultsHeading: "आपके कॉलेज",
  resultsFrom: (exam: string, year: number, round: number, rank: number, category: string, pool: string) =>
    `${exam} में रैंक ${number.format(rank)}, ${category}, ${pool} सीटें: ${year} के राउंड ${round} की क्लोज़िंग रैंक (हमारे पास का आख़िरी राउंड)।`,
  groups: {
    likely: {
      heading: "संभावित",
      intro: "क्लोज़िंग रैंक आपकी रैंक से कम से कम 10% आगे रही।",
    },
    possible: {
      heading: "मुमकिन",
      intro: "क्लोज़िंग रैंक आपकी रैंक के बराबर या उससे आगे रही, 10% से कम।",
    },
    reach: {
      heading: "कोशिश लायक",
      intro: "क्लोज़िंग रैंक आपकी रैंक से 10% तक पीछे रही: बाद के राउंड में कोशिश कर सकते हैं, पर कोई पक्का नहीं।",
    },
  },
  groupEmpty: "इस रैंक पर कोई नहीं।",
  perGroup: (count: number) => `आपकी रैंक के सबसे पास के ${count} दिखाए गए हैं; और भी हो सकते हैं जो दूर बंद हुए।`,
  nothing: "हमारे पास के किसी कॉलेज में इस सीट की क्लोज़िंग रैंक इस रैंक पर या इसके पास नहीं रही। काउंसलर बता सकते हैं कि कहाँ देखें।",
  college: "कॉलेज और ब्रांच",
  quota: "कोटा",
  closingRank: (year: number) => `क्लोज़िंग रैंक ${year}`,
  trend: "साल के हिसाब से क्लोज़िंग रैंक",
  trendPoint: (year: number, rank: number) => `${year}: ${number.format(rank)}`,
  ask: "इसके बारे में पूछें",
  askAbout: (college: string, branch: string) => `${college}, ${branch} के बारे में काउंसलर से पूछें`,
  sample: "इस डेमो के नमूना आँकड़े",
  lead: {
    heading: "इनके बारे में काउंसलर से बात करें",
    intro: "ऊपर की सूचियों में वे कॉलेज चुनें जिनके बारे में बात करनी है (सभी चुने हुए हैं), काउंसलर आपको इनके बारे में कॉल करेंगे। कोई फ़ीस नहीं।",
  },
} satisfies Messages["predictor"];

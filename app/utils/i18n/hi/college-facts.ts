import { formatIndiaDayIn } from "#app/utils/india-time";
import type { Messages } from "../messages";

/** Indian digit grouping with Western digits (docs/glossary-hi.md): 1,250. */
const number = new Intl.NumberFormat("hi-IN");
const lakh = new Intl.NumberFormat("hi-IN", { maximumFractionDigits: 2 });

/** A college page's facts in Hindi: the keys of ../en/college-facts.ts. Exams, NIRF, NAAC, NBA and the category codes stay in Latin letters. */
export const collegeFactsHi = {
  rankingsHeading: "NIRF रैंक और मान्यता",
  rankingsToc: "NIRF और मान्यता",
  nirfCategory: {
    overall: "कुल मिलाकर",
    university: "विश्वविद्यालय",
    college: "कॉलेज",
    engineering: "इंजीनियरिंग",
    management: "मैनेजमेंट",
    medical: "मेडिकल",
    dental: "डेंटल",
    pharmacy: "फ़ार्मेसी",
    law: "लॉ",
    architecture: "आर्किटेक्चर",
    research: "रिसर्च",
  },
  nirfList: (year: number, list: string) => `NIRF ${year}, ${list}:`,
  rank: (rank: number) => `रैंक ${number.format(rank)}`,
  rankBand: (band: string) => `रैंक बैंड ${band}`,
  naac: (grade: string, cycle: number) => `NAAC ग्रेड ${grade} (चक्र ${cycle})`,
  nbaProgrammes: "NBA से मान्यता प्राप्त प्रोग्राम",
  validUntil: (day: string) => `${formatIndiaDayIn("hi", day)} तक मान्य`,
  intakeHeading: "सीटें (इनटेक)",
  intakeToc: "सीटें",
  intakeCaption: (year: number) => `स्वीकृत सीटें, ${year} के एडमिशन`,
  programme: "कोर्स या ब्रांच",
  seats: "सीटें",
  seatCount: (seats: number) => number.format(seats),
  placementsHeading: "प्लेसमेंट के आँकड़े",
  placementsToc: "प्लेसमेंट के आँकड़े",
  placed: "प्लेसमेंट पाने वाले छात्र",
  placedOf: (placed: number, eligible: number) =>
    `${number.format(eligible)} में से ${number.format(placed)} (${Math.round((placed / eligible) * 100)}%)`,
  median: "मीडियन पैकेज",
  highest: "सबसे ऊँचा पैकेज",
  perAnnum: (rupees: number) => `₹${lakh.format(rupees / 100_000)} लाख सालाना`,
  cutoffsHeading: "क्लोज़िंग रैंक",
  cutoffsToc: "क्लोज़िंग रैंक",
  cutoffsIntro:
    "हमारे पास मौजूद पिछले एडमिशन साल के आख़िरी राउंड में हर ब्रांच में दाख़िला पाने वाली आख़िरी रैंक, आपकी चुनी हुई कैटेगरी के लिए।",
  category: "कैटेगरी",
  show: "दिखाएँ",
  seatCategory: {
    open: "ओपन",
    ews: "EWS",
    "obc-ncl": "OBC-NCL",
    sc: "SC",
    st: "ST",
    "open-pwd": "ओपन (दिव्यांग)",
    "ews-pwd": "EWS (दिव्यांग)",
    "obc-ncl-pwd": "OBC-NCL (दिव्यांग)",
    "sc-pwd": "SC (दिव्यांग)",
    "st-pwd": "ST (दिव्यांग)",
  },
  quota: { "all-india": "ऑल इंडिया", "home-state": "होम स्टेट", "other-state": "दूसरे राज्य" },
  pool: { "gender-neutral": "सभी के लिए", "female-only": "सिर्फ़ छात्राओं के लिए" },
  cutoffsOf: (exam: string, year: number, round: number, quota?: string) =>
    `${exam} ${year}, राउंड ${round}${quota ? `, ${quota}` : ""}: क्लोज़िंग रैंक`,
  branch: "ब्रांच",
  quotaHeading: "कोटा",
  rankNumber: (rank: number) => number.format(rank),
  openingRank: (rank: number) => `ओपनिंग ${number.format(rank)}`,
  noCutoffs: (category: string) => `इस कॉलेज में ${category} कैटेगरी की क्लोज़िंग रैंक हमारे पास नहीं है।`,
  source: "स्रोत",
  sample: "इस डेमो के लिए नमूना आँकड़े",
} satisfies Messages["collegeFacts"];

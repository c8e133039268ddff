import { formatIndiaDayIn } from "#app/utils/india-time";

const number = new Intl.NumberFormat("en-IN");
const lakh = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/**
 * A college page's facts (issue 46, item 3): NIRF, accreditation, intake, placements and cut-offs.
 * The Hindi twin is ../hi/college-facts.ts. Codes stored in the tables (a category, a quota) are
 * worded here, by their value.
 */
export const collegeFactsEn = {
  rankingsHeading: "NIRF rank and accreditation",
  rankingsToc: "NIRF and accreditation",
  nirfCategory: {
    overall: "Overall",
    university: "Universities",
    college: "Colleges",
    engineering: "Engineering",
    management: "Management",
    medical: "Medical",
    dental: "Dental",
    pharmacy: "Pharmacy",
    law: "Law",
    architecture: "Architecture",
    research: "Research",
  },
  /** "NIRF 2026, Engineering": the list, before its rank. */
  nirfList: (year: number, list: string) => `NIRF ${year}, ${list}:`,
  rank: (rank: number) => `Rank ${number.format(rank)}`,
  rankBand: (band: string) => `Rank band ${band}`,
  naac: (grade: string, cycle: number) => `NAAC grade ${grade} (cycle ${cycle})`,
  nbaProgrammes: "NBA-accredited programmes",
  validUntil: (day: string) => `valid until ${formatIndiaDayIn("en", day)}`,
  intakeHeading: "Seats (intake)",
  intakeToc: "Seats",
  intakeCaption: (year: number) => `Sanctioned seats, ${year} admissions`,
  programme: "Course or branch",
  seats: "Seats",
  seatCount: (seats: number) => number.format(seats),
  placementsHeading: "Placement figures",
  placementsToc: "Placement figures",
  placed: "Students placed",
  placedOf: (placed: number, eligible: number) =>
    `${number.format(placed)} of ${number.format(eligible)} (${Math.round((placed / eligible) * 100)}%)`,
  median: "Median package",
  highest: "Highest package",
  /** Whole rupees a year, in lakh: 2400000 → "₹24 lakh per annum". */
  perAnnum: (rupees: number) => `₹${lakh.format(rupees / 100_000)} lakh per annum`,
  cutoffsHeading: "Closing ranks",
  cutoffsToc: "Closing ranks",
  cutoffsIntro:
    "The last rank admitted to each branch in the final round of the last admission year we hold, for the category you choose.",
  category: "Category",
  show: "Show",
  seatCategory: {
    open: "Open",
    ews: "EWS",
    "obc-ncl": "OBC-NCL",
    sc: "SC",
    st: "ST",
    "open-pwd": "Open (PwD)",
    "ews-pwd": "EWS (PwD)",
    "obc-ncl-pwd": "OBC-NCL (PwD)",
    "sc-pwd": "SC (PwD)",
    "st-pwd": "ST (PwD)",
  },
  quota: { "all-india": "All India", "home-state": "Home State", "other-state": "Other State" },
  pool: { "gender-neutral": "Gender-neutral", "female-only": "Female-only" },
  /** "JEE Advanced 2026, round 6": a table's caption. */
  /** The quota is named when all the table's seats are one state quota (a state's own test). */
  cutoffsOf: (exam: string, year: number, round: number, quota?: string) =>
    `${exam} ${year}, round ${round}${quota ? `, ${quota}` : ""}: closing ranks`,
  branch: "Branch",
  quotaHeading: "Quota",
  rankNumber: (rank: number) => number.format(rank),
  /** Under a closing rank: the seat's opening rank. */
  openingRank: (rank: number) => `opening ${number.format(rank)}`,
  noCutoffs: (category: string) => `We hold no closing ranks for the ${category} category at this college.`,
  /** "Source: JoSAA, 2026." */
  source: "Source",
  sample: "Sample figures for this demo",
};

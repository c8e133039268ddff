import type { DemoExam } from "./demo-types";

/** Registration opens and closes, admit card, the last exam day (none: one day), result, official site. */
type Windows = [opens: string, closes: string, admit: string, lastDay: string | null, result: string, site: string];

const exam = (name: string, date: string, stream: DemoExam["stream"], w: Windows): DemoExam => ({
  name,
  date,
  stream,
  windows: {
    registration_opens: w[0],
    registration_closes: w[1],
    admit_card_date: w[2],
    exam_last_date: w[3],
    result_date: w[4],
    official_site: w[5],
  },
});

/**
 * Entrance exams of the 2027 admission cycle. Dates are indicative, for the demo: the
 * conducting bodies announce the final schedule, and staff keep it current in the admin area.
 * The windows are sample dates of our own, shaped like a usual cycle (registration some weeks
 * before, the admit card days before, the result weeks after) and marked as the demo's; the
 * official sites are the conducting bodies' own addresses.
 */
export const demoExams: DemoExam[] = [
  exam("CAT 2026", "2026-11-29", "Management", [
    "2026-08-01",
    "2026-09-20",
    "2026-11-05",
    null,
    "2026-12-24",
    "https://iimcat.ac.in",
  ]),
  exam("XAT 2027", "2027-01-03", "Management", [
    "2026-07-15",
    "2026-12-05",
    "2026-12-20",
    null,
    "2027-01-12",
    "https://xatonline.in",
  ]),
  exam("CMAT 2027", "2027-01-24", "Management", [
    "2026-11-10",
    "2026-12-15",
    "2027-01-14",
    null,
    "2027-02-18",
    "https://cmat.nta.nic.in",
  ]),
  exam("JEE Main 2027 (Session 1)", "2027-01-21", "Engineering", [
    "2026-10-28",
    "2026-11-27",
    "2027-01-17",
    "2027-01-30",
    "2027-02-11",
    "https://jeemain.nta.nic.in",
  ]),
  exam("JEE Main 2027 (Session 2)", "2027-04-03", "Engineering", [
    "2027-02-01",
    "2027-02-28",
    "2027-03-29",
    "2027-04-09",
    "2027-04-22",
    "https://jeemain.nta.nic.in",
  ]),
  exam("MET 2027", "2027-04-10", "Engineering", [
    "2026-10-15",
    "2027-03-15",
    "2027-04-03",
    "2027-04-20",
    "2027-05-05",
    "https://manipal.edu",
  ]),
  exam("KCET 2027", "2027-04-17", "Engineering", [
    "2027-01-15",
    "2027-02-20",
    "2027-04-05",
    "2027-04-18",
    "2027-05-30",
    "https://cetonline.karnataka.gov.in",
  ]),
  exam("MHT CET 2027", "2027-04-20", "Engineering", [
    "2027-01-01",
    "2027-02-15",
    "2027-04-10",
    "2027-04-30",
    "2027-06-14",
    "https://cetcell.mahacet.org",
  ]),
  exam("VITEEE 2027", "2027-04-19", "Engineering", [
    "2026-11-01",
    "2027-03-31",
    "2027-04-12",
    "2027-04-27",
    "2027-05-02",
    "https://viteee.vit.ac.in",
  ]),
  exam("COMEDK UGET 2027", "2027-05-09", "Engineering", [
    "2027-02-05",
    "2027-03-25",
    "2027-05-01",
    null,
    "2027-05-24",
    "https://www.comedk.org",
  ]),
  exam("BITSAT 2027 (Session 1)", "2027-05-24", "Engineering", [
    "2027-01-10",
    "2027-04-15",
    "2027-05-15",
    "2027-05-28",
    "2027-06-20",
    "https://www.bitsadmission.com",
  ]),
  exam("JEE Advanced 2027", "2027-05-23", "Engineering", [
    "2027-04-23",
    "2027-05-02",
    "2027-05-15",
    null,
    "2027-06-02",
    "https://jeeadv.ac.in",
  ]),
  exam("NEET UG 2027", "2027-05-02", "Medical", [
    "2027-02-07",
    "2027-03-07",
    "2027-04-25",
    null,
    "2027-06-14",
    "https://neet.nta.nic.in",
  ]),
  exam("NEET PG 2027", "2027-06-13", "Medical", [
    "2027-04-15",
    "2027-05-06",
    "2027-06-06",
    null,
    "2027-07-10",
    "https://natboard.edu.in",
  ]),
];

/** Categories created in a new database: the three streams with colleges, and the other home-page tiles. */
export const demoCategories = [
  "Engineering",
  "Management",
  "Medical",
  "Law",
  "Architecture",
  "Ayurvedic",
  "Dental",
  "Commerce",
] as const;

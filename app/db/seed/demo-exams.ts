import type { DemoExam } from "./demo-types";

/**
 * Entrance exams of the 2027 admission cycle. Dates are indicative, for the demo: the
 * conducting bodies announce the final schedule, and staff keep it current in the admin area.
 */
export const demoExams: DemoExam[] = [
  { name: "CAT 2026", date: "2026-11-29", stream: "Management" },
  { name: "XAT 2027", date: "2027-01-03", stream: "Management" },
  { name: "CMAT 2027", date: "2027-01-24", stream: "Management" },
  { name: "JEE Main 2027 (Session 1)", date: "2027-01-21", stream: "Engineering" },
  { name: "JEE Main 2027 (Session 2)", date: "2027-04-03", stream: "Engineering" },
  { name: "MET 2027", date: "2027-04-10", stream: "Engineering" },
  { name: "KCET 2027", date: "2027-04-17", stream: "Engineering" },
  { name: "MHT CET 2027", date: "2027-04-20", stream: "Engineering" },
  { name: "VITEEE 2027", date: "2027-04-19", stream: "Engineering" },
  { name: "COMEDK UGET 2027", date: "2027-05-09", stream: "Engineering" },
  { name: "BITSAT 2027 (Session 1)", date: "2027-05-24", stream: "Engineering" },
  { name: "JEE Advanced 2027", date: "2027-05-23", stream: "Engineering" },
  { name: "NEET UG 2027", date: "2027-05-02", stream: "Medical" },
  { name: "NEET PG 2027", date: "2027-06-13", stream: "Medical" },
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

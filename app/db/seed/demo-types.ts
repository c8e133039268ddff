/**
 * Shape of the demo catalogue. The demo data is written in our own words; fees and
 * rankings are indicative sample figures, and every record says so (see `sampleNote`).
 */
import type { ExamWindows } from "#app/features/exams/exam-windows";

type DemoStream = "Engineering" | "Management" | "Medical";

interface DemoCourse {
  name: string;
  /** Human-readable, e.g. "4 years". */
  duration: string;
  /** Indicative total annual tuition in whole rupees (integer). */
  feeInr: number;
  semesters: number;
}

export interface DemoCollege {
  name: string;
  stream: DemoStream;
  /** Short locality line, e.g. "Guindy, Chennai". */
  location: string;
  address: string;
  /** Comma-separated city or cities, e.g. "Chennai". */
  cities: string;
  state: string;
  university: string;
  /** Accrediting or approving bodies, e.g. "AICTE, NAAC A++". */
  verifiedBy: string;
  /** Official site, https URL. */
  website: string;
  /** e.g. "Full time". */
  studyMode: string;
  /** Short names and aliases students search by, comma-separated, e.g. "IIT Bombay, IITB". */
  shortNames: string;
  /** Names of the entrance exams (demo-exams.ts) the college admits through. */
  exams: string[];
  about: string;
  ranking: string;
  admission: string;
  placement: string;
  feeStructure: string;
  coursesOverview: string;
  hostel: string;
  campus: string;
  branches: string[];
  courses: DemoCourse[];
  placements: string[];
}

/**
 * A demo college's long texts in Hindi (issue 44, item 7): the `<field>_hi` columns its Hindi page
 * shows. Written in our own words in plain Hindi, the same facts as the English; exams and degrees
 * keep their Latin letters (docs/glossary-hi.md), other names are written in Devanagari.
 */
export type DemoHindiTexts = Pick<
  DemoCollege,
  "about" | "ranking" | "admission" | "placement" | "feeStructure" | "coursesOverview" | "hostel" | "campus"
>;

export interface DemoExam {
  name: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  stream: DemoStream;
  /** Sample windows of our own (registration, admit card, last day, result, official site). */
  windows: ExamWindows;
}

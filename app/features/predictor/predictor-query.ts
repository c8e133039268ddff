import { z } from "zod";
import { SEAT_CATEGORIES, SEAT_POOLS, type SeatCategory, type SeatPool } from "#app/db/column-values";

/**
 * What a student asks the rank predictor (issue 46, item 4), read from the address: the form is
 * a plain GET form, so a result is a link anyone can open again or share, with or without
 * JavaScript. Nothing here is personal: an exam, a rank, a category, a state and a seat pool.
 */

/** India's states and union territories, as the catalogue stores a college's state. */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

/** The groups, by how a seat's last closing rank stands against the student's rank. */
export const GROUPS = ["likely", "possible", "reach"] as const;
export type PredictorGroup = (typeof GROUPS)[number];

/** Seats shown per group, nearest the student's rank first: a list a student reads through. */
export const PER_GROUP = 15;

/** The counsellor form's tick boxes are named with this and a number (a form body is read as one value per name). */
export const PICK_PREFIX = "pick-";

/** A seat's identity in those tick boxes: college, quota and branch. */
export const pickValue = (seat: { slug: string; branch: string; quota: string }) =>
  `${seat.slug}|${seat.quota}|${seat.branch}`;

/** The highest rank the predictor takes: JEE Main ranks about 14 lakh candidates, NEET UG 23 lakh. */
export const MAX_RANK = 5_000_000;

export interface PredictorQuery {
  exam: string;
  rank: number;
  category: SeatCategory;
  /** The student's home state; null: All India seats only. */
  state: string | null;
  pool: SeatPool;
}

/** Why a field was refused: a code each language's catalogue words (ADR 069). */
export type PredictorProblem =
  | "examMissing"
  | "examUnknown"
  | "rankMissing"
  | "rankNotNumber"
  | "rankTooSmall"
  | "rankTooLarge"
  | "categoryUnknown"
  | "stateUnknown"
  | "poolUnknown";

export type PredictorField = "exam" | "rank" | "category" | "state" | "pool";

/** The form's fields as sent, to show them again beside a refusal. */
export type PredictorValues = Partial<Record<PredictorField, string>>;

export type PredictorRead =
  | { state: "empty" }
  | { state: "invalid"; problems: Partial<Record<PredictorField, PredictorProblem>>; values: PredictorValues }
  | { state: "ok"; query: PredictorQuery; values: PredictorValues };

const FIELDS: readonly PredictorField[] = ["exam", "rank", "category", "state", "pool"];

/** "12,000", "12000" or " 12000 ": digits with optional Indian or Western separators. */
const RANK_TEXT = /^\d{1,3}(,\d{2,3})*$|^\d+$/;

function rankProblem(raw: string): PredictorProblem | number {
  const text = raw.trim();
  if (text === "") return "rankMissing";
  if (!RANK_TEXT.test(text)) return "rankNotNumber";
  const rank = Number(text.replaceAll(",", ""));
  if (rank < 1) return "rankTooSmall";
  if (rank > MAX_RANK) return "rankTooLarge";
  return rank;
}

/**
 * The question in the address, checked: `exams` are the exams we hold closing ranks for, and an
 * exam not among them is refused by name rather than answered with an empty list. An address
 * with none of the fields is the empty form.
 */
export function readPredictorQuery(params: URLSearchParams, exams: readonly string[]): PredictorRead {
  const values: PredictorValues = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value.slice(0, 200);
  }
  if (Object.keys(values).length === 0) return { state: "empty" };

  const problems: Partial<Record<PredictorField, PredictorProblem>> = {};
  const exam = values.exam?.trim() ?? "";
  if (exam === "") problems.exam = "examMissing";
  else if (!exams.includes(exam)) problems.exam = "examUnknown";
  const rank = rankProblem(values.rank ?? "");
  if (typeof rank === "string") problems.rank = rank;
  const category = z.enum(SEAT_CATEGORIES).safeParse(values.category || "open");
  if (!category.success) problems.category = "categoryUnknown";
  const state = values.state?.trim() || null;
  if (state !== null && !(INDIAN_STATES as readonly string[]).includes(state)) problems.state = "stateUnknown";
  const pool = z.enum(SEAT_POOLS).safeParse(values.pool || "gender-neutral");
  if (!pool.success) problems.pool = "poolUnknown";

  if (Object.keys(problems).length > 0 || typeof rank === "string" || !category.success || !pool.success) {
    return { state: "invalid", problems, values };
  }
  return { state: "ok", query: { exam, rank, category: category.data, state, pool: pool.data }, values };
}

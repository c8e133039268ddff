import type { SeatCategory, SeatPool, SeatQuota } from "#app/db/column-values";
import { asWords } from "./cutoff-columns";

/**
 * A counselling body's words for a seat, read as our codes (column-values.ts): JoSAA writes
 * "OBC-NCL (PwD)", "AI", "Female-only (including Supernumerary)"; a state body "GEN", "HS". A
 * word not known here is undefined: the row is refused with the value it had, never guessed.
 */

const CATEGORY_WORDS: Record<string, "open" | "ews" | "obc-ncl" | "sc" | "st"> = {
  open: "open",
  general: "open",
  gen: "open",
  ur: "open",
  unreserved: "open",
  ews: "ews",
  "gen ews": "ews",
  "obc ncl": "obc-ncl",
  obc: "obc-ncl",
  sc: "sc",
  st: "st",
};

/** JoSAA's "(PwD)", a state's "PH" or "PwD" after the category. */
const DISABILITY = /\s(pwd|ph|pd|divyang)$/;

export function readCategory(text: string): SeatCategory | undefined {
  const said = asWords(text);
  const pwd = DISABILITY.test(said);
  const base = CATEGORY_WORDS[said.replace(DISABILITY, "")];
  if (!base) return undefined;
  return pwd ? `${base}-pwd` : base;
}

const QUOTA_WORDS: Record<string, SeatQuota> = {
  ai: "all-india",
  "all india": "all-india",
  hs: "home-state",
  "home state": "home-state",
  os: "other-state",
  "other state": "other-state",
};

export const readQuota = (text: string): SeatQuota | undefined => QUOTA_WORDS[asWords(text)];

export function readPool(text: string): SeatPool | undefined {
  const said = asWords(text);
  if (said.startsWith("gender neutral") || said === "neutral" || said === "both") return "gender-neutral";
  if (said.startsWith("female")) return "female-only";
  return undefined;
}

/**
 * A rank as a whole number ("1,234" is 1234); undefined for anything else, JoSAA's preparatory
 * ranks ("123P", a PwD seat's preparatory course) among them: they are not on the same list.
 */
export function readRank(text: string): number | undefined {
  const digits = text.trim().replaceAll(",", "");
  return /^\d{1,7}$/.test(digits) ? Number(digits) : undefined;
}

/** A branch's name for matching: JoSAA's "(4 Years, Bachelor of Technology)" and "B.Tech" left out. */
export const branchKey = (name: string) =>
  asWords(name.replace(/\([^)]*\)\s*$/, "")).replace(/^(b ?tech|b ?e|bachelor of technology)\s+/, "");

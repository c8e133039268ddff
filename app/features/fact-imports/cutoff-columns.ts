/**
 * The cut-off fields a CSV's columns can be mapped to, and the first guess from the header row:
 * JoSAA's opening and closing ranks ("Institute", "Academic Program Name", "Quota", "Seat Type",
 * "Gender", "Opening Rank", "Closing Rank") map themselves, and a state counselling body's or a
 * management quota's file mostly does. Exam, year and round may be columns, or given on the form.
 */
export const CUTOFF_FIELDS = {
  institute: "Institute",
  branch: "Course or branch",
  category: "Category (seat type)",
  quota: "Quota",
  pool: "Seat pool (gender)",
  opening_rank: "Opening rank",
  closing_rank: "Closing rank",
  exam: "Exam",
  year: "Year",
  round: "Round",
} as const;
export type CutoffField = keyof typeof CUTOFF_FIELDS;
export const CUTOFF_FIELD_IDS = Object.keys(CUTOFF_FIELDS) as CutoffField[];

/** Which column (its index in the header row) each field is read from; a field not in the file is absent. */
export type CutoffMapping = Partial<Record<CutoffField, number>>;

/** The fields every file must have; the others may come from the form (exam, year, round) or a default. */
const REQUIRED: readonly CutoffField[] = ["institute", "branch", "category", "opening_rank", "closing_rank"];

/** Header words per field, tried in this order ("Opening Rank" before a bare "Rank"). */
const GUESSES: readonly [CutoffField, RegExp][] = [
  ["opening_rank", /\b(opening|open rank|or)\b/],
  ["closing_rank", /\b(closing|close rank|cr|last rank|cutoff rank|cut off rank)\b/],
  ["institute", /\b(institute|institution|college|university)\b/],
  ["branch", /\b(program|programme|course|branch|academic program name)\b/],
  ["category", /\b(seat type|category|caste|reservation)\b/],
  ["quota", /\bquota\b/],
  ["pool", /\b(gender|seat pool|pool)\b/],
  ["exam", /\b(exam|examination|test)\b/],
  ["year", /\b(year|session)\b/],
  ["round", /\b(round)\b/],
];

/** Text as words: lower case, "&" as "and", anything but letters and digits a space. */
export const asWords = (text: string) =>
  text
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A mapping guessed from the header row: each field from the first column that looks like it, each column used once. */
export function guessCutoffMapping(headers: readonly string[]): CutoffMapping {
  const mapping: CutoffMapping = {};
  const used = new Set<number>();
  for (const [field, pattern] of GUESSES) {
    const index = headers.findIndex((header, i) => !used.has(i) && pattern.test(asWords(header)));
    if (index >= 0 && mapping[field] === undefined) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

/** What is missing from a mapping before anything can be checked, in the screen's words; undefined when none. */
export function cutoffMappingProblem(mapping: CutoffMapping): string | undefined {
  const missing = REQUIRED.filter((field) => mapping[field] === undefined);
  if (missing.length > 0)
    return `Choose the columns that hold: ${missing.map((field) => CUTOFF_FIELDS[field].toLowerCase()).join(", ")}.`;
  const used = Object.values(mapping);
  if (new Set(used).size !== used.length) return "Each column can be read into one field only.";
  return undefined;
}

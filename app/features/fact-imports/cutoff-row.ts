import type { CutoffRow } from "#app/features/college-facts/cutoff-upsert.server";
import { CutoffSchema } from "#app/features/college-facts/fact-schemas";
import type { CutoffField, CutoffMapping } from "./cutoff-columns";
import { readCategory, readPool, readQuota, readRank } from "./cutoff-values";

/** What the form gives where the file has no column: the exam, year and round, and the source every row names. */
export interface CutoffDefaults {
  exam: string;
  year: number | null;
  round: number | null;
  source: string;
}

/** A row read and checked, its institute not yet looked up. */
export type ReadCutoff = Omit<CutoffRow, "college_id"> & { institute: string };

export type CutoffRowResult = { ok: true; cutoff: ReadCutoff } | { ok: false; reason: string };

const refused = (reason: string): CutoffRowResult => ({ ok: false, reason });

/** A cell's value ("" when the field is not mapped or the row is short), trimmed. */
const cellOf = (cells: readonly string[], mapping: CutoffMapping, field: CutoffField) => {
  const index = mapping[field];
  return index === undefined ? "" : (cells[index] ?? "").trim();
};

/** Why a seat's words are not ours, naming the value, or undefined when all are read. */
function seatProblem(text: { category: string; quota: string; pool: string }, mapping: CutoffMapping) {
  if (!readCategory(text.category)) return `unknown category “${text.category}”`;
  if (mapping.quota !== undefined && !readQuota(text.quota)) return `unknown quota “${text.quota}”`;
  if (mapping.pool !== undefined && !readPool(text.pool)) return `unknown seat pool “${text.pool}”`;
  return undefined;
}

/**
 * One data row as a cut-off: the counselling body's words read as codes, the form's values where
 * the file has none, then the one schema every cut-off is written through (fact-schemas.ts).
 * A row refused says why, in words an owner can correct the file by.
 */
export function readCutoffRow(
  cells: readonly string[],
  mapping: CutoffMapping,
  defaults: CutoffDefaults,
): CutoffRowResult {
  const cell = (field: CutoffField) => cellOf(cells, mapping, field);
  const institute = cell("institute");
  if (!institute) return refused("no institute");
  const seat = { category: cell("category"), quota: cell("quota"), pool: cell("pool") };
  const problem = seatProblem(seat, mapping);
  if (problem) return refused(problem);
  const opening = readRank(cell("opening_rank"));
  if (opening === undefined) return refused(`bad opening rank “${cell("opening_rank")}”`);
  const closing = readRank(cell("closing_rank"));
  if (closing === undefined) return refused(`bad closing rank “${cell("closing_rank")}”`);
  const checked = CutoffSchema.safeParse({
    exam: mapping.exam === undefined ? defaults.exam : cell("exam"),
    year: mapping.year === undefined ? defaults.year : cell("year"),
    round: mapping.round === undefined ? defaults.round : cell("round"),
    branch: cell("branch"),
    category: readCategory(seat.category),
    quota: mapping.quota === undefined ? "all-india" : readQuota(seat.quota),
    pool: mapping.pool === undefined ? "gender-neutral" : readPool(seat.pool),
    opening_rank: opening,
    closing_rank: closing,
    source: defaults.source,
  });
  if (!checked.success) return refused(checked.error.issues[0]?.message ?? "not a cut-off");
  const { is_sample: _sample, ...cutoff } = checked.data;
  return { ok: true, cutoff: { institute, ...cutoff } };
}

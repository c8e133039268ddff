import type { DB } from "#app/db/db.server";
import { CUTOFF_KEY, type CutoffRow } from "#app/features/college-facts/cutoff-upsert.server";
import { MAX_IMPORT_ROWS, readDataRows } from "#app/features/imports/import-file.server";
import { place, type Catalogue } from "./cutoff-catalogue.server";
import type { CutoffMapping } from "./cutoff-columns";
import { readCutoffRow, type CutoffDefaults } from "./cutoff-row";

/**
 * What importing a file would do (the dry run) and, batch by batch, what the run does: the same
 * steps, so the dry run's counts are the import's. A row is read and checked (cutoff-row.ts),
 * its college and branch found (cutoff-catalogue.server.ts), then compared with the stored row
 * of the same seat (the table's unique key): added, changed (other ranks) or unchanged.
 */

/** Rows per batch: one read of stored seats, and in the run one transaction (ADR 086). */
export const CUTOFF_BATCH_ROWS = 2000;

/** At most this many refused rows, unknown institutes and unknown branches are kept by name; the counts are whole. */
const KEPT = 100;

export interface CutoffReport {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Rows refused: a bad rank, opening after closing, an unknown category, a seat repeated… */
  rejected: number;
  rejectedRows: { row: number; reason: string }[];
  /** Rows whose institute is no catalogue college (nor one an owner matched): left out until matched. */
  unmatchedRows: number;
  unknownInstitutes: { name: string; rows: number }[];
  unknownInstituteCount: number;
  /** Branches a matched college does not list: imported under the file's name, listed to check. */
  unknownBranches: { collegeId: number; branch: string; rows: number }[];
  unknownBranchCount: number;
}

const emptyReport = (): CutoffReport => ({
  rows: 0,
  added: 0,
  changed: 0,
  unchanged: 0,
  rejected: 0,
  rejectedRows: [],
  unmatchedRows: 0,
  unknownInstitutes: [],
  unknownInstituteCount: 0,
  unknownBranches: [],
  unknownBranchCount: 0,
});

export class TooManyCutoffRows extends Error {
  constructor() {
    super(
      `This file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. Please split it into smaller files.`,
    );
  }
}

/** A seat's identity: the columns of the table's unique key, as one string. */
const seatKey = (row: Omit<CutoffRow, "source">) => CUTOFF_KEY.map((column) => row[column]).join("\u0000");

/** One row's fate: refused, of an unknown institute, or a seat to compare with the stored one. */
type Outcome =
  | { kind: "rejected"; row: number; reason: string }
  | { kind: "unmatched"; institute: string }
  | { kind: "seat"; cutoff: CutoffRow; unknownBranch: boolean };

/** A batch with each seat's verdict: what the run stores (added and changed) and what it counts. */
export interface PlannedBatch {
  read: number;
  outcomes: Outcome[];
  verdicts: ("added" | "changed" | "unchanged")[];
  writes: CutoffRow[];
}

/**
 * The file's rows in batches, from the `skip`-th data row on, each judged against the stored
 * seats. A seat a row repeats from earlier in the file is refused, naming that row.
 */
export async function* plannedBatches(
  db: DB,
  input: { bytes: Uint8Array; mapping: CutoffMapping; defaults: CutoffDefaults; catalogue: Catalogue },
  skip = 0,
): AsyncGenerator<PlannedBatch> {
  const firstRowOf = new Map<string, number>();
  let outcomes: Outcome[] = [];
  let read = skip;
  for await (const { row, cells } of readDataRows(input.bytes, skip)) {
    read = row - 1;
    if (read > MAX_IMPORT_ROWS) throw new TooManyCutoffRows();
    outcomes.push(judge(row, readCutoffRow(cells, input.mapping, input.defaults), input.catalogue, firstRowOf));
    if (outcomes.length === CUTOFF_BATCH_ROWS) {
      yield await compared(db, read, outcomes);
      outcomes = [];
    }
  }
  if (outcomes.length > 0) yield await compared(db, read, outcomes);
}

function judge(
  row: number,
  read: ReturnType<typeof readCutoffRow>,
  catalogue: Catalogue,
  firstRowOf: Map<string, number>,
): Outcome {
  if (!read.ok) return { kind: "rejected", row, reason: read.reason };
  const placed = place(catalogue, read.cutoff);
  if (placed.kind === "unmatched") return placed;
  const key = seatKey(placed.row);
  const first = firstRowOf.get(key);
  if (first !== undefined) return { kind: "rejected", row, reason: `the same seat as row ${first}` };
  firstRowOf.set(key, row);
  return { kind: "seat", cutoff: placed.row, unknownBranch: placed.unknownBranch };
}

async function compared(db: DB, read: number, outcomes: Outcome[]): Promise<PlannedBatch> {
  const seats = outcomes.flatMap((outcome) => (outcome.kind === "seat" ? [outcome.cutoff] : []));
  const stored = await storedRanks(db, seats);
  const verdicts = seats.map((seat) => {
    const ranks = stored.get(seatKey(seat));
    if (!ranks) return "added" as const;
    return ranks[0] === seat.opening_rank && ranks[1] === seat.closing_rank
      ? ("unchanged" as const)
      : ("changed" as const);
  });
  return { read, outcomes, verdicts, writes: seats.filter((_, i) => verdicts[i] !== "unchanged") };
}

/** The stored opening and closing ranks of these seats' colleges, exams and years, by seat. */
async function storedRanks(db: DB, seats: readonly CutoffRow[]): Promise<Map<string, [number, number]>> {
  const ranks = new Map<string, [number, number]>();
  if (seats.length === 0) return ranks;
  const distinct = <T>(pick: (seat: CutoffRow) => T) => [...new Set(seats.map(pick))];
  const rows = await db
    .selectFrom("cutoffs")
    .select([...CUTOFF_KEY, "opening_rank", "closing_rank"])
    .where(
      "college_id",
      "in",
      distinct((seat) => seat.college_id),
    )
    .where(
      "exam",
      "in",
      distinct((seat) => seat.exam),
    )
    .where(
      "year",
      "in",
      distinct((seat) => seat.year),
    )
    .where(
      "round",
      "in",
      distinct((seat) => seat.round),
    )
    .execute();
  for (const row of rows) ranks.set(seatKey(row), [row.opening_rank, row.closing_rank]);
  return ranks;
}

/** A name counted once however many rows carry it: its entry in the report, or null past the KEPT listed. */
type Named = Map<string, { rows: number } | null>;

function countNamed<Entry extends { rows: number }>(
  seen: Named,
  key: string,
  list: Entry[],
  entry: () => Entry,
): boolean {
  const known = seen.get(key);
  if (known !== undefined) {
    if (known) known.rows++;
    return false;
  }
  const fresh = list.length < KEPT ? entry() : null;
  if (fresh) list.push(fresh);
  seen.set(key, fresh);
  return true;
}

/** Adds a batch's outcomes to a report; `seen` remembers the names counted in earlier batches. */
function tally(report: CutoffReport, batch: PlannedBatch, seen: { institutes: Named; branches: Named }): void {
  for (const outcome of batch.outcomes) {
    report.rows++;
    if (outcome.kind === "rejected") {
      report.rejected++;
      if (report.rejectedRows.length < KEPT) report.rejectedRows.push({ row: outcome.row, reason: outcome.reason });
    } else if (outcome.kind === "unmatched") {
      report.unmatchedRows++;
      const name = outcome.institute;
      if (countNamed(seen.institutes, name, report.unknownInstitutes, () => ({ name, rows: 1 })))
        report.unknownInstituteCount++;
    } else if (outcome.unknownBranch) {
      const { college_id: collegeId, branch } = outcome.cutoff;
      if (
        countNamed(seen.branches, `${collegeId}\u0000${branch}`, report.unknownBranches, () => ({
          collegeId,
          branch,
          rows: 1,
        }))
      )
        report.unknownBranchCount++;
    }
  }
  for (const verdict of batch.verdicts) report[verdict]++;
}

/** The dry run: what importing the file would do, writing nothing. */
export async function dryRunCutoffs(
  db: DB,
  input: { bytes: Uint8Array; mapping: CutoffMapping; defaults: CutoffDefaults; catalogue: Catalogue },
): Promise<CutoffReport> {
  const report = emptyReport();
  const seen = { institutes: new Map(), branches: new Map() };
  for await (const batch of plannedBatches(db, input)) tally(report, batch, seen);
  return report;
}

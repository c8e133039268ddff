import type { DB } from "#app/db/db.server";
import type { Selectable } from "kysely";
import type { Database } from "#app/db/schema";
import { now } from "#app/utils/clock";

/** A cut-off as an import stores it: checked by CutoffSchema already, its college found; never a sample. */
export type CutoffRow = Omit<Selectable<Database["cutoffs"]>, "id" | "is_sample" | "created_at">;

/** The columns of `cutoffs_key`, the unique key an import matches a stored row on (ADR 085). */
export const CUTOFF_KEY = ["college_id", "exam", "year", "round", "branch", "category", "quota", "pool"] as const;

/** Rows per statement: 12 values a row, well under either engine's limit of bound values. */
const CHUNK = 500;

/**
 * Stores imported cut-offs (features/fact-imports): a new seat is added, a stored one takes the
 * file's ranks and source. The caller passes only rows that add or change something, in its
 * own transaction, so importing the same file again writes nothing. Imported rows are never
 * samples.
 */
export async function upsertCutoffs(db: DB, rows: readonly CutoffRow[]): Promise<void> {
  const created_at = now();
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto("cutoffs")
      .values(rows.slice(start, start + CHUNK).map((row) => ({ ...row, is_sample: 0, created_at })))
      .onConflict((oc) =>
        oc.columns([...CUTOFF_KEY]).doUpdateSet((eb) => ({
          opening_rank: eb.ref("excluded.opening_rank"),
          closing_rank: eb.ref("excluded.closing_rank"),
          source: eb.ref("excluded.source"),
          is_sample: 0,
        })),
      )
      .execute();
  }
}

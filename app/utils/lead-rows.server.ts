import type { DB } from "#app/db/db.server";

/**
 * The tables a merge moves from one lead to the other (docs/decisions/068-feature-graph.md). Each
 * belongs to one feature, which moves its own rows through these helpers when the merge (features/
 * merges) asks it to; the merge records the rows' ids so an undo moves exactly those back.
 */
export type MovedTable =
  | "lead_enquiries"
  | "lead_events"
  | "consent_records"
  | "lead_applications"
  | "status_links"
  | "payments"
  | "counselling_sessions";

/** The ids of a table's rows on a lead, in order. */
export async function leadRowIds(trx: DB, table: MovedTable, leadId: number): Promise<number[]> {
  const rows = await trx.selectFrom(table).select("id").where("lead_id", "=", leadId).orderBy("id").execute();
  return rows.map((row) => row.id);
}

/** Moves these rows of a table from one lead to another. */
export async function moveLeadRows(trx: DB, table: MovedTable, ids: readonly number[], from: number, to: number) {
  // In chunks, well under SQLite's and PostgreSQL's limits on bound parameters.
  for (let start = 0; start < ids.length; start += 500) {
    await trx
      .updateTable(table)
      .set({ lead_id: to })
      .where("lead_id", "=", from)
      .where("id", "in", ids.slice(start, start + 500))
      .execute();
  }
}

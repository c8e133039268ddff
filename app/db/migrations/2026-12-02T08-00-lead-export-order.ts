import type { Kysely } from "kysely";

/**
 * The CSV export's order, newest first (features/inbox/lead-export.server.ts): each batch of a
 * million leads is one range of this index, read where the last batch ended. It serves every
 * use of the created_at index it replaces (a range of days, newest first).
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("leads_created_at_id_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("leads_created_at_idx").execute();
}

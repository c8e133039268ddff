import { sql, type Kysely } from "kysely";

/**
 * When a member of staff first opened a file the student uploaded from their status link (issue
 * 43, item 1; docs/decisions/073-my-day.md): until then it is on My day as "to review". A file
 * staff uploaded, and every file from before this, counts as seen when it was uploaded, so My day
 * does not open with a season's backlog. A nullable column without a default is added without
 * rewriting the table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("document_files").addColumn("reviewed_at", "text").execute();
  await sql`update document_files set reviewed_at = created_at`.execute(db);
}

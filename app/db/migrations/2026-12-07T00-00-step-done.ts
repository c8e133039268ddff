import type { Kysely } from "kysely";

/**
 * A step can be marked done (issue 43, item 8): it stays on the application, shown as done with
 * when (`done_at`, an instant) and by whom (`done_by`, the member of staff). Null for every step
 * before this: none was done. Nullable columns without a default are added without rewriting the
 * table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("application_steps").addColumn("done_at", "text").execute();
  await db.schema.alterTable("application_steps").addColumn("done_by", "integer").execute();
}

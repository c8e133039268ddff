import type { Kysely } from "kysely";

/**
 * A step can name the amount due (issue 44, item 5): a fee's reminder says how much, in paise.
 * Null for every step before this, and for a step with no amount. A nullable column without a
 * default is added without rewriting the table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("application_steps").addColumn("amount_paise", "integer").execute();
}

import type { Kysely } from "kysely";

/**
 * A break in a counsellor's day (issue 43, item 8): minutes after India midnight, inside the
 * day's hours, when no slot is offered (features/counselling/slots.ts). Null for every day before
 * this: no break. Nullable columns without a default are added without rewriting the table.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("counsellor_availability").addColumn("break_start_minute", "integer").execute();
  await db.schema.alterTable("counsellor_availability").addColumn("break_end_minute", "integer").execute();
}

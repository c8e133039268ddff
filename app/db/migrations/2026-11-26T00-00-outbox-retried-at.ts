import type { Kysely } from "kysely";

/**
 * When an owner last pressed Retry on an outbox row: the day of automatic retries counts from
 * then, not from the event, so a retried row gets a full retry window again. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("retried_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("retried_at").execute();
}

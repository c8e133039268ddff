import type { Kysely } from "kysely";

/**
 * To whom each notification went and what it said on its subject line (issue 43, item 6;
 * docs/decisions/075-lead-workspace.md), so the outbox and a lead's Messages section can say so.
 * An e-mail's are written by the worker when it writes the message (its kind decides both at
 * sending time); a webhook's when it is queued (the receiver's host and the event). Null for every
 * row before this, and for an e-mail not written yet. Nullable columns without a default are added
 * without rewriting the table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("recipient", "text").execute();
  await db.schema.alterTable("outbox").addColumn("subject", "text").execute();
}

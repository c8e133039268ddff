import type { Kysely } from "kysely";

/**
 * Which channel a new enquiry after a withdrawal opened (issue 41, item 3; docs/decisions/
 * 062-enquiry-after-withdrawal-opens-its-own-channel.md). `enquiry_after_withdrawal_at` lets staff
 * call about that enquiry; `email_reopened_at` is set only when that enquiry carried the lead's own
 * e-mail address, and only then may anything be e-mailed to it again. Null for every lead before
 * this: a withdrawn lead's e-mail stays off until its person writes from the address. A nullable
 * column without a default is added without rewriting the table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("email_reopened_at", "text").execute();
}

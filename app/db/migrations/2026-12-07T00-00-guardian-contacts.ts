import type { Kysely } from "kysely";

/**
 * Parents are contacts (issue 43, item 3; docs/decisions/076-guardian-contacts-and-document-locker.md):
 * a minor's parent or guardian gives an e-mail as well as a phone, kept on the lead and on each
 * enquiry as they are for the name and the phone. `guardian_email_withdrawn_at` is when that
 * address withdrew through its own link: mail to it stops, and the student's contact is untouched.
 * Each row of the consent ledger says whose it is (`contact`): null for the lead's own person, as
 * every row before this was, or "guardian". Nullable columns without a default are added without
 * rewriting a table on both engines.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["leads", "lead_enquiries"]) {
    await db.schema.alterTable(table).addColumn("guardian_email", "text").execute();
  }
  await db.schema.alterTable("leads").addColumn("guardian_email_withdrawn_at", "text").execute();
  await db.schema.alterTable("consent_records").addColumn("contact", "text").execute();
}

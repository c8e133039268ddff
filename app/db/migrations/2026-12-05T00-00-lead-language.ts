import type { Kysely } from "kysely";

/**
 * The language a person wrote to us in (issue 26): "hi" for an enquiry sent from a Hindi page
 * (/hi/…), "en" otherwise, and for every enquiry before this. On the lead (its first enquiry's:
 * the counsellor calls in it, and the messages we send the person are written in it) and on each
 * enquiry (what that page was). Both engines add a column with a constant default without
 * rewriting the table, so this is quick at a million leads.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["leads", "lead_enquiries"]) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}

import { sql, type Kysely } from "kysely";

/**
 * Indexes for a consultancy of a million leads (issue 25, docs/decisions/056-a-million-leads.md):
 *
 * - leads_inbox_order_idx: the inbox's order, newest enquiry first (the expression listLeads sorts
 *   by), so its first page reads 25 rows instead of sorting every lead;
 * - leads_follow_up_idx: follow-ups due (the dashboard's overdue count, the inbox's filters);
 * - leads_assignee_follow_up_idx: a counsellor's queue, section by section.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_inbox_order_idx on leads ((coalesce(last_enquiry_at, created_at)) desc, id desc)`.execute(
    db,
  );
  await db.schema.createIndex("leads_follow_up_idx").on("leads").column("next_follow_up_at").execute();
  await db.schema
    .createIndex("leads_assignee_follow_up_idx")
    .on("leads")
    .columns(["assignee_id", "next_follow_up_at"])
    .execute();
}

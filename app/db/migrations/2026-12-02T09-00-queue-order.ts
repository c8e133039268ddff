import { sql, type Kysely } from "kysely";

/**
 * A counsellor's leads with no follow-up set, oldest enquiry first (features/inbox/lead-queue.server.ts):
 * the queue's "new" and unscheduled "later" leads are a walk along this index that stops after a
 * page, where before they were tens of thousands of rows sorted for each visit. Partial on "no
 * follow-up" (the query says so in the same words); the order is the query's own expression.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leads_queue_unscheduled_idx on leads (assignee_id, (coalesce(last_enquiry_at, created_at)), id)
    where next_follow_up_at is null`.execute(db);
}

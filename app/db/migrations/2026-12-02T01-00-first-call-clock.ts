import { sql, type Kysely } from "kysely";

/**
 * The first-call clock (issue 25, part 2; docs/decisions/052-first-call-clock.md). Frozen in time.
 *
 * - `first_call_due_at`: when a new lead's first call falls due, the target's working minutes
 *   after it came, worked out when it came. Null for leads that have no clock: those from before
 *   this migration, and imported ones.
 * - `first_call_overdue_at`: when the repeating job marked it "Overdue for first call" (and wrote
 *   the e-mails in the same transaction): set once, by a conditional update.
 * - `first_call_reassign_at`: when it goes to the next counsellor if still not called (set with
 *   the overdue mark while the owners have that limit on); `first_call_reassigned_at`: when it did.
 *
 * The working hours and the targets are a site_settings row (`first_call_clock`), as the alert
 * settings and the documents checklist are: no table of their own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    "first_call_due_at",
    "first_call_overdue_at",
    "first_call_reassign_at",
    "first_call_reassigned_at",
  ]) {
    await db.schema.alterTable("leads").addColumn(column, "text").execute();
  }
  // The job's two questions, each over the few leads still waiting: partial indexes stay small
  // however many leads a site has (the rest were called, marked or never had a clock).
  await db.schema
    .createIndex("leads_first_call_due_idx")
    .on("leads")
    .column("first_call_due_at")
    .where(sql.ref("first_call_at"), "is", null)
    .where(sql.ref("first_call_overdue_at"), "is", null)
    .where(sql.ref("first_call_due_at"), "is not", null)
    .execute();
  await db.schema
    .createIndex("leads_first_call_reassign_idx")
    .on("leads")
    .column("first_call_reassign_at")
    .where(sql.ref("first_call_at"), "is", null)
    .where(sql.ref("first_call_reassigned_at"), "is", null)
    .where(sql.ref("first_call_reassign_at"), "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_first_call_reassign_idx").execute();
  await db.schema.dropIndex("leads_first_call_due_idx").execute();
  for (const column of [
    "first_call_reassigned_at",
    "first_call_reassign_at",
    "first_call_overdue_at",
    "first_call_due_at",
  ]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}

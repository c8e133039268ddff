import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Identity (docs/decisions/034-enquiries-are-claims.md): an enquiry is a claim until its sender
 * proves it. A look-alike enquiry (same phone, other e-mail, or the reverse) makes a new lead
 * marked as a possible duplicate of the older one; staff merge the two by hand, and a merge
 * keeps what it needs to be undone for 30 days. A new enquiry on a lead whose person withdrew
 * is marked, so staff call about that enquiry only. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema.alterTable("leads").addColumn("duplicate_of", "integer").execute();
  await db.schema.alterTable("leads").addColumn("merged_into", "integer").execute();
  await db.schema.alterTable("leads").addColumn("enquiry_after_withdrawal_at", "text").execute();
  // Matching a repeat enquiry reads every enquiry of a phone or an e-mail.
  await db.schema.createIndex("lead_enquiries_phone_idx").on("lead_enquiries").column("phone").execute();
  await db.schema
    .createIndex("lead_enquiries_email_lower_idx")
    .on("lead_enquiries")
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable("lead_merges")
    .addColumn("id", "integer", id)
    .addColumn("survivor_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("merged_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("actor_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    // JSON: the survivor's columns before and right after the merge, and the ids of the rows moved onto it.
    .addColumn("survivor_before", "text", (c) => c.notNull())
    .addColumn("survivor_after", "text")
    .addColumn("moved", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("undone_at", "text")
    .addColumn("undone_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("lead_merges_survivor_idx").on("lead_merges").column("survivor_id").execute();
  await db.schema.createIndex("lead_merges_merged_idx").on("lead_merges").column("merged_id").execute();
}

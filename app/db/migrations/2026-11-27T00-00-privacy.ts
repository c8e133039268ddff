import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Privacy under India's DPDP Act (docs/privacy.md): who sent an enquiry (a student of 18 or over,
 * a student under 18, a parent), a parent's details for a minor and who confirmed them, a
 * ledger of each consent given, refused or withdrawn, rights requests with their one-time code,
 * when a lead was erased, and an audit log of what staff did. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  for (const column of ["applicant", "guardian_name", "guardian_phone"]) {
    await db.schema.alterTable("leads").addColumn(column, "text").execute();
    await db.schema.alterTable("lead_enquiries").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("leads").addColumn("parent_confirmed_at", "text").execute();
  await db.schema.alterTable("leads").addColumn("parent_confirmed_by", "integer").execute();
  await db.schema.alterTable("leads").addColumn("contact_withdrawn_at", "text").execute();
  await db.schema.alterTable("leads").addColumn("erased_at", "text").execute();
  await db.schema.createIndex("leads_updated_at_idx").on("leads").column("updated_at").execute();

  await db.schema
    .createTable("consent_records")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("notice_version", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consent_records_lead_idx").on("consent_records").columns(["lead_id", "id"]).execute();

  await db.schema
    .createTable("privacy_requests")
    .addColumn("id", "integer", id)
    // The requester's handle on their request, in the address of its page: random, never the id.
    .addColumn("public_id", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("contact", "text", (c) => c.notNull())
    .addColumn("details", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("code_hash", "text")
    .addColumn("code_expires_at", "text")
    .addColumn("code_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verified_at", "text")
    .addColumn("lead_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("log", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .execute();
  await db.schema
    .createIndex("privacy_requests_status_idx")
    .on("privacy_requests")
    .columns(["status", "due_at"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", id)
    // No foreign key: the record outlives the staff member; their name is kept as it was.
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("privacy_requests").execute();
  await db.schema.dropTable("consent_records").execute();
  await db.schema.dropIndex("leads_updated_at_idx").execute();
  for (const column of ["erased_at", "contact_withdrawn_at", "parent_confirmed_by", "parent_confirmed_at"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
  for (const column of ["guardian_phone", "guardian_name", "applicant"]) {
    await db.schema.alterTable("lead_enquiries").dropColumn(column).execute();
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}

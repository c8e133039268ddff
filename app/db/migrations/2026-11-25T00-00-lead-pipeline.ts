import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The lead pipeline (docs/leads.md): a lead is a person, and each form they send is an enquiry
 * on it; staff have a role; each lead has an assignee, a next follow-up and a timeline of
 * events; notifications wait in an outbox until delivered. Existing leads become one enquiry
 * each. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // Auto-increment primary key, spelt the way each engine wants it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  // Staff: owners run the site, counsellors call the students. Everyone before this is an owner.
  await db.schema
    .alterTable("admins")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema
    .alterTable("admins")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // Round-robin: the active counsellor assigned longest ago (lowest turn) gets the next new lead.
  // A counter, not a time: two leads in one millisecond must still go to two people.
  await db.schema.alterTable("admins").addColumn("assignment_turn", "integer").execute();

  for (const column of [
    "assignee_id",
    "next_follow_up_at",
    "last_enquiry_at",
    "first_call_at",
    "consent_notice_version",
    "email_key",
  ]) {
    const type = column === "assignee_id" ? "integer" : "text";
    await db.schema.alterTable("leads").addColumn(column, type).execute();
  }
  await sql`update leads set last_enquiry_at = created_at, email_key = lower(email)`.execute(db);
  await db.schema.createIndex("leads_phone_idx").on("leads").column("phone").execute();
  await db.schema.createIndex("leads_email_key_idx").on("leads").column("email_key").execute();
  await db.schema.createIndex("leads_assignee_idx").on("leads").columns(["assignee_id", "status"]).execute();

  // Each form a person sends: its own page, form, course, college, campaign tags and time.
  await db.schema
    .createTable("lead_enquiries")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("course", "text")
    .addColumn("stream", "text")
    .addColumn("college_name", "text")
    .addColumn("message", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("consent_purposes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("consent_notice_version", "text")
    .addColumn("user_agent", "text")
    .addColumn("ip_hash", "text")
    .addColumn("submission_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_enquiries_submission_id_key")
    .on("lead_enquiries")
    .column("submission_id")
    .unique()
    .execute();
  await db.schema.createIndex("lead_enquiries_lead_idx").on("lead_enquiries").columns(["lead_id", "id"]).execute();
  await db.schema
    .createIndex("lead_enquiries_ip_hash_created_at_idx")
    .on("lead_enquiries")
    .columns(["ip_hash", "created_at"])
    .execute();
  await sql`
    insert into lead_enquiries (lead_id, form, page, name, email, phone, course, stream, college_name, message,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, consent_purposes, user_agent, ip_hash,
      submission_id, created_at)
    select id, form, page, name, email, phone, course, stream, college_name, message,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, consent_purposes, user_agent, ip_hash,
      submission_id, created_at
    from leads order by id`.execute(db);

  // The timeline: every change to a lead, with who (null: the visitor or the system) and when.
  await db.schema
    .createTable("lead_events")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "id"]).execute();
  await sql`insert into lead_events (lead_id, kind, data, created_at)
    select id, 'created', '{}', created_at from leads order by id`.execute(db);

  // Notifications, written in the same transaction as the lead; a worker delivers them.
  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", id)
    /** Unique per event and recipient, the same on every retry: the receiver's idempotency key. */
    .addColumn("event_key", "text", (c) => c.notNull().unique())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("set null"))
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("lead_enquiries").execute();
  for (const index of ["leads_assignee_idx", "leads_email_key_idx", "leads_phone_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of [
    "email_key",
    "consent_notice_version",
    "first_call_at",
    "last_enquiry_at",
    "next_follow_up_at",
    "assignee_id",
  ]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
  for (const column of ["assignment_turn", "active", "role"]) {
    await db.schema.alterTable("admins").dropColumn(column).execute();
  }
}

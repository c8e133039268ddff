import { sql, type Kysely } from "kysely";

/**
 * A person is found by every enquiry they sent, not only by a lead's first contact; a rights
 * request is limited per connection as well as per contact (docs/review-2026-11/privacy.md).
 *
 * - lead_enquiries.erased_at: an erasure can now take one person's enquiries off a lead that
 *   keeps someone else's; enquiries of leads erased before this are marked with their lead's time.
 * - (matching an e-mail by lower(email), and a phone, against each enquiry uses the indexes of
 *   the identity migration just before this one.)
 * - privacy_requests.ip_hash: the keyed hash of the requester's address (as on leads), counted
 *   by the per-connection limit; both limits count rows of the last hour, hence the indexes.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("lead_enquiries").addColumn("erased_at", "text").execute();
  await sql`update lead_enquiries set erased_at = (select leads.erased_at from leads where leads.id = lead_enquiries.lead_id)
    where lead_id in (select id from leads where erased_at is not null)`.execute(db);

  await db.schema.alterTable("privacy_requests").addColumn("ip_hash", "text").execute();
  await db.schema
    .createIndex("privacy_requests_ip_hash_idx")
    .on("privacy_requests")
    .columns(["ip_hash", "created_at"])
    .execute();
  await db.schema
    .createIndex("privacy_requests_contact_idx")
    .on("privacy_requests")
    .columns(["contact", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("privacy_requests_contact_idx").execute();
  await db.schema.dropIndex("privacy_requests_ip_hash_idx").execute();
  await db.schema.alterTable("privacy_requests").dropColumn("ip_hash").execute();
  await db.schema.alterTable("lead_enquiries").dropColumn("erased_at").execute();
}

import type { Kysely } from "kysely";

/**
 * What lead capture needs beyond the initial schema: where a lead came from (a keyed hash of
 * the IP, for the per-IP rate limit), an idempotency key (a double submit stores one lead), and
 * the purposes the visitor consented to (India's DPDP Act 2023). Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("ip_hash", "text").execute();
  await db.schema.alterTable("leads").addColumn("submission_id", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("consent_purposes", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("leads_submission_id_key").on("leads").column("submission_id").unique().execute();
  await db.schema.createIndex("leads_ip_hash_created_at_idx").on("leads").columns(["ip_hash", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_ip_hash_created_at_idx").execute();
  await db.schema.dropIndex("leads_submission_id_key").execute();
  await db.schema.alterTable("leads").dropColumn("consent_purposes").execute();
  await db.schema.alterTable("leads").dropColumn("submission_id").execute();
  await db.schema.alterTable("leads").dropColumn("ip_hash").execute();
}

import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The intake API (issue 25, part 5; docs/decisions/055-intake-api.md).
 *
 * - api_keys: one row per key an owner created. Only `key_hash` (SHA-256 of the key) and a short
 *   `prefix` to recognise it by are kept; the key itself is shown once. A revoked key keeps its
 *   row (`revoked_at`), so the list and the audit log can still name it. `created_by` is set to
 *   null when that member of staff is removed: the key belongs to the site, not to them.
 * - api_idempotency: what a call with an `Idempotency-Key` header answered, per key, until
 *   `expires_at`. The primary key (api_key_id, idempotency_key) makes a second record of the same
 *   call impossible on either engine, whatever process writes it.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("api_idempotency")
    .addColumn("api_key_id", "integer", (c) => c.notNull().references("api_keys.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    /** SHA-256 of the request's body, in a canonical form: the same key with another body is refused. */
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("api_idempotency_pk", ["api_key_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("api_idempotency_expiry_idx").on("api_idempotency").column("expires_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_idempotency").execute();
  await db.schema.dropTable("api_keys").execute();
}

import type { Kysely } from "kysely";

/**
 * One-time tokens for creating the first admin of a new production site: a start without
 * ADMIN_EMAIL prints a link carrying one (docs/decisions/011-first-admin-setup-link.md). Only
 * the SHA-256 of a token is kept. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_setup_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_setup_tokens").execute();
}

import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Failed and successful sign-ins, counted per account and per IP to refuse guessing (429).
 * Kept in the database so the limit holds across processes. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_email_idx")
    .on("login_attempts")
    .columns(["email", "created_at"])
    .execute();
  await db.schema
    .createIndex("login_attempts_ip_idx")
    .on("login_attempts")
    .columns(["ip_hash", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_attempts").execute();
}

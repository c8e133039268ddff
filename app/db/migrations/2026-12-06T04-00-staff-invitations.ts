import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Colleagues are invited (issue 43, item 5; docs/decisions/074-staff-invitations.md). An owner
 * invites a name, an e-mail and a role; the e-mail's link (its token derived from the server's
 * secret and the row's salt, as a status link's is) sets the colleague's own password within 72
 * hours, once. The row keeps the salt and the token's SHA-256, never the token. The staff
 * account is made only when the link is used, so an invitation takes no leads.
 *
 * On `admins`: `last_signed_in_at` for the team list, and `deactivated_at`: a deactivated person
 * cannot sign in (their sessions end) and takes no leads. Nullable columns without a default are
 * added without rewriting the table on both engines. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable("admins").addColumn("last_signed_in_at", "text").execute();
  await db.schema.alterTable("admins").addColumn("deactivated_at", "text").execute();
  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("salt", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("staff_invitations_email_idx").on("staff_invitations").column("email").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_invitations").execute();
  await db.schema.alterTable("admins").dropColumn("deactivated_at").execute();
  await db.schema.alterTable("admins").dropColumn("last_signed_in_at").execute();
}

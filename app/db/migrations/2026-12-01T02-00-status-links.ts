import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The student's status link (issue 24, part 4; docs/decisions/049-status-link.md), and the
 * counters of the shared rate limiter (app/utils/rate-limit.server.ts).
 *
 * - status_links: one row per link sent. `salt` is random; the link's token is derived from it
 *   with a key outside the database, so the database alone gives no usable link; `token_hash`
 *   (SHA-256 of the token) is how an opened link is found. Gone with the lead.
 * - rate_limit_hits: one row per bucket and window, counted up in one statement, so every
 *   process on one database shares the count.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("status_links")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("salt", "text", (c) => c.notNull().unique())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("sent_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("emailed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("opened_on", "text")
    .execute();
  await db.schema.createIndex("status_links_lead_idx").on("status_links").columns(["lead_id", "id"]).execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_hits_pk", ["bucket", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_hits_window_idx").on("rate_limit_hits").column("window_start").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("status_links").execute();
}

import type { Kysely } from "kysely";

/**
 * A private iCalendar feed per member of staff (issue 24, part 2;
 * docs/decisions/046-calendar-feed.md): `calendar_feeds` keeps the SHA-256 of the feed's token,
 * never the token; one per admin, gone with the admin. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("admin_id", "integer", (c) => c.primaryKey().references("admins.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").execute();
}

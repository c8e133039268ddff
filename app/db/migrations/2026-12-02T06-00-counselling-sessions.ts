import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Counselling sessions booked by the student (issue 25, part 1; docs/decisions/051-counselling-bookings.md).
 *
 * - counsellor_availability: a counsellor's weekly hours, one row per India weekday (1 = Monday
 *   … 7 = Sunday), minutes after India midnight, the slot length and an optional meeting link.
 * - counselling_holidays: India days nobody is booked (owners set them).
 * - counselling_sessions: one row per booking. A live session (booked, attended or no-show)
 *   holds its counsellor's slot through a partial unique index on (admin_id, starts_at): two
 *   bookings of one slot, from any number of processes, give one row and one unique violation.
 *   A cancelled session leaves the index, so its slot is free again, on both engines.
 *   `uid` and `sequence` are the invitation's iCalendar UID and SEQUENCE; the student's link to
 *   reschedule or cancel is derived from `manage_salt` with a key kept outside the database,
 *   and only its SHA-256 (`manage_token_hash`) is stored.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("counsellor_availability")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("start_minute", "integer", (c) => c.notNull())
    .addColumn("end_minute", "integer", (c) => c.notNull())
    .addColumn("slot_minutes", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("meeting_link", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("counsellor_availability_day", ["admin_id", "weekday"])
    .execute();

  await db.schema
    .createTable("counselling_holidays")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("note", "text")
    .addColumn("created_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("counselling_sessions")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("booked"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("meeting_link", "text")
    .addColumn("uid", "text", (c) => c.notNull().unique())
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("manage_salt", "text", (c) => c.notNull().unique())
    .addColumn("manage_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .addColumn("marked_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("marked_at", "text")
    .execute();
  // The rule that makes a double booking impossible: the database decides, not a read first.
  await db.schema
    .createIndex("counselling_sessions_live_slot")
    .on("counselling_sessions")
    .columns(["admin_id", "starts_at"])
    .unique()
    .where(sql.ref("status"), "<>", "cancelled")
    .execute();
  await db.schema
    .createIndex("counselling_sessions_lead_idx")
    .on("counselling_sessions")
    .columns(["lead_id", "starts_at"])
    .execute();
  await db.schema
    .createIndex("counselling_sessions_starts_idx")
    .on("counselling_sessions")
    .columns(["starts_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("counselling_sessions").execute();
  await db.schema.dropTable("counselling_holidays").execute();
  await db.schema.dropTable("counsellor_availability").execute();
}

import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * One counter that goes up whenever anything a public page shows changes: the catalogue tables
 * and the site settings. Database triggers bump it, so no write path can forget to, and every
 * process on the database sees the new value at once: the in-process HTML cache compares it on
 * each request (server/html-cache.ts). Frozen in time.
 *
 * Colleges count every column but view_count: a visitor following a college link must not
 * empty the cache. A later migration that adds a college column must recreate that trigger.
 */
const TABLES = ["categories", "branches", "courses", "exams", "placement_companies", "site_settings"] as const;

const COLLEGE_CONTENT_COLUMNS = [
  "slug",
  "name",
  "logo_path",
  "location",
  "address",
  "cities",
  "state",
  "university",
  "verified_by",
  "website",
  "study_mode",
  "category_id",
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
  "is_sample_data",
  "updated_at",
];

const BUMP = "update content_version set version = version + 1 where id = 1";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

  const collegeColumns = COLLEGE_CONTENT_COLUMNS.join(", ");
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function bump_content_version() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`,
      )
      .execute(db);
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger ${table}_content_version after insert or update or delete on ${table} for each statement execute function bump_content_version()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger colleges_content_version after insert or delete or update of ${collegeColumns} on colleges for each statement execute function bump_content_version()`,
      )
      .execute(db);
    return;
  }
  // SQLite has row-level triggers only, one per event.
  for (const table of [...TABLES, "colleges"]) {
    for (const event of ["insert", "update", "delete"]) {
      const on = table === "colleges" && event === "update" ? `update of ${collegeColumns}` : event;
      await sql.raw(`create trigger ${table}_content_${event} after ${on} on ${table} begin ${BUMP}; end`).execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...TABLES, "colleges"]) {
      await sql.raw(`drop trigger if exists ${table}_content_version on ${table}`).execute(db);
    }
    await sql.raw("drop function if exists bump_content_version()").execute(db);
  } else {
    for (const table of [...TABLES, "colleges"]) {
      for (const event of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger if exists ${table}_content_${event}`).execute(db);
      }
    }
  }
  await db.schema.dropTable("content_version").execute();
}

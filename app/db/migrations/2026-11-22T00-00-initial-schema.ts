import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Initial schema. Frozen in time: never edit a migration that has shipped; add a new one.
 * `Kysely<any>` on purpose, so this file does not follow later changes to schema.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // Auto-increment primary key, spelt the way each engine wants it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const id = (col: any) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  // Catalogue text sections are never NULL: an empty section is the empty string.
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo("");

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("colleges")
    .addColumn("id", "integer", id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo_path", "text")
    .addColumn("location", "text", text)
    .addColumn("address", "text", text)
    .addColumn("cities", "text", text)
    .addColumn("state", "text", text)
    .addColumn("university", "text", text)
    .addColumn("verified_by", "text", text)
    .addColumn("website", "text", text)
    .addColumn("study_mode", "text", text)
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("restrict"))
    .addColumn("about", "text", text)
    .addColumn("ranking", "text", text)
    .addColumn("admission", "text", text)
    .addColumn("placement", "text", text)
    .addColumn("fee_structure", "text", text)
    .addColumn("courses_overview", "text", text)
    .addColumn("hostel", "text", text)
    .addColumn("campus", "text", text)
    .addColumn("is_sample_data", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("colleges_category_id_idx").on("colleges").column("category_id").execute();

  await db.schema
    .createTable("branches")
    .addColumn("id", "integer", id)
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("restrict"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("branches_college_id_name_key", ["college_id", "name"])
    .execute();

  await db.schema
    .createTable("courses")
    .addColumn("id", "integer", id)
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("restrict"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("duration", "text", (c) => c.notNull())
    .addColumn("fee_inr", "integer", (c) => c.notNull().check(sql`fee_inr >= 0`))
    .addColumn("semesters", "integer", (c) => c.notNull().check(sql`semesters >= 0`))
    .addColumn("is_sample_data", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("courses_college_id_idx").on("courses").column("college_id").execute();

  await db.schema
    .createTable("exams")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("exam_date", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("restrict"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("exams_category_id_idx").on("exams").column("category_id").execute();

  await db.schema
    .createTable("placement_companies")
    .addColumn("id", "integer", id)
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("restrict"))
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("placement_companies_college_id_idx")
    .on("placement_companies")
    .column("college_id")
    .execute();

  await db.schema
    .createTable("admins")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_admin_id_idx").on("admin_sessions").column("admin_id").execute();

  // Leads have no foreign keys on purpose: nothing an admin deletes may take a lead with it.
  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", id)
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("course", "text")
    .addColumn("stream", "text")
    .addColumn("college_name", "text")
    .addColumn("message", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("consent_at", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
  await db.schema.createIndex("leads_status_idx").on("leads").column("status").execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "site_settings",
    "leads",
    "admin_sessions",
    "admins",
    "placement_companies",
    "exams",
    "courses",
    "branches",
    "colleges",
    "categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

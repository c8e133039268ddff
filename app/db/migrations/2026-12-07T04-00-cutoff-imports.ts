import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Cut-off import (issue 46, item 2; docs/decisions/086-cutoff-import.md). Frozen in time.
 *
 * - `cutoff_imports`: one uploaded CSV of opening and closing ranks (JoSAA's shape or a generic
 *   one): its bytes (in the database, so any process can check or run it, as lead imports are),
 *   the column mapping and the values the form gives when the file lacks them (exam, year, round,
 *   source), the dry run's report, the state, the progress committed with each batch, and a lease
 *   so that one process runs it and a run whose process stopped can be continued.
 * - `institute_aliases`: an institute's name as a counselling body writes it, matched by an owner
 *   to a catalogue college once, and remembered for the next import.
 *
 * Neither holds a person's details: no lead id, no eraser.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = "id";
  await db.schema
    .createTable("cutoff_imports")
    .addColumn(id, "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_sha256", "text", (c) => c.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("headers", "text", (c) => c.notNull())
    .addColumn("mapping", "text")
    .addColumn("defaults", "text")
    .addColumn("report", "text")
    // uploaded → checked (dry run done) → importing → done, or failed.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("rows_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rows_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("added_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("changed_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unchanged_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rejected_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("institute_aliases")
    .addColumn(id, "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    // The name as words (lower case, letters and digits): what a file's name is looked up by.
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("cascade"))
    .addColumn("created_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("institute_aliases").execute();
  await db.schema.dropTable("cutoff_imports").execute();
}

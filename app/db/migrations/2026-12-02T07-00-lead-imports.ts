import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Lead import (issue 25, part 4; docs/decisions/054-lead-import.md). Frozen in time.
 *
 * - `lead_imports`: one uploaded CSV file: its name, SHA-256 and bytes (kept in the database so any
 *   process can check or run it, as document files are, ADR 047), the column mapping, the dry
 *   run's report, the state and the progress (`rows_done`, committed with each batch), and a lease
 *   so that one process at a time runs it and a run whose process died can be continued.
 * - `lead_enquiries.import_fingerprint`: a hash of an imported row's mapped values, unique, so the
 *   same row imported again (from the same file or another) adds nothing; `import_id` says which
 *   import brought the enquiry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("lead_imports")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_sha256", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("headers", "text", (c) => c.notNull())
    .addColumn("mapping", "text")
    .addColumn("report", "text")
    // uploaded → checked (dry run done) → importing → done, or failed.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("rows_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rows_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("new_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("merged_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("duplicate_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rejected_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_imports_created_idx").on("lead_imports").column("created_at").execute();
  await db.schema.alterTable("lead_enquiries").addColumn("import_fingerprint", "text").execute();
  await db.schema
    .alterTable("lead_enquiries")
    .addColumn("import_id", "integer", (c) => c.references("lead_imports.id").onDelete("set null"))
    .execute();
  // Unique: two processes importing the same row at once store it once (NULLs, web enquiries, never clash).
  await db.schema
    .createIndex("lead_enquiries_import_fingerprint_idx")
    .on("lead_enquiries")
    .column("import_fingerprint")
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_enquiries_import_fingerprint_idx").execute();
  await db.schema.alterTable("lead_enquiries").dropColumn("import_id").execute();
  await db.schema.alterTable("lead_enquiries").dropColumn("import_fingerprint").execute();
  await db.schema.dropTable("lead_imports").execute();
}

import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Earlier versions of a checklist item's file (issue 41, item 2;
 * docs/decisions/061-document-file-versions.md): when staff upload a new file for an item that
 * has one, the file it replaces moves here, bytes and all, with when and by whom it was replaced,
 * until staff delete it. `document_files` keeps only each item's current file, so every reader of
 * it (the checklist, the missing list, the season's counts, downloads) is unchanged. Gone with
 * the item, as the current file is. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("document_file_versions")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("document_id", "integer", (c) => c.notNull().references("application_documents.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("uploaded_by_student", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("replaced_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("document_file_versions_document_idx")
    .on("document_file_versions")
    .columns(["document_id", "replaced_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("document_file_versions").execute();
}

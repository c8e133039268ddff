import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Documents of an application, and files kept in the database (issue 24, part 3;
 * docs/decisions/047-documents-and-files-in-the-database.md): `application_documents` (the
 * checklist of an application, gone with it), `document_files` (the one file uploaded to an item,
 * its bytes in a BLOB or bytea, gone with the item) and `college_logos` (a college logo's bytes
 * under its content-hashed file name, served at /uploads/logos/<name>). Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bytes = pg ? "bytea" : "blob";
  await db.schema
    .createTable("application_documents")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("application_id", "integer", (c) => c.notNull().references("lead_applications.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("optional", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("needed"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_documents_application_idx")
    .on("application_documents")
    .columns(["application_id", "position"])
    .execute();
  await db.schema
    .createTable("document_files")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("document_id", "integer", (c) =>
      c.notNull().unique().references("application_documents.id").onDelete("cascade"),
    )
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("data", bytes, (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("uploaded_by_student", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("college_logos")
    .addColumn("file_name", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", bytes, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("college_logos").execute();
  await db.schema.dropTable("document_files").execute();
  await db.schema.dropTable("application_documents").execute();
}

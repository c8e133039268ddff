import { sql, type Kysely } from "kysely";

/**
 * One document locker per student (issue 43, item 4; docs/decisions/076-guardian-contacts-and-document-locker.md):
 * a checklist item names a kind of document ("class 12 marksheet"), and a file on file for one of
 * the student's applications counts for every other application that asks for the same kind.
 * The kind is the item's name as it was written, lower-cased and trimmed, fixed when the item is
 * made, so an owner renaming the checklist later does not split a student's documents. Existing
 * items get theirs from their names; their files stay where they are, each still shown under the
 * application it was uploaded for.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("application_documents")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db
    .updateTable("application_documents")
    .set({ kind: sql`lower(trim(name))` })
    .execute();
  await db.schema.createIndex("application_documents_kind_idx").on("application_documents").column("kind").execute();
}

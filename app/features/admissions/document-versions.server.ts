import type { DB } from "#app/db/db.server";
import { touchLead } from "#app/features/leads/lead-work.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { applicationLabel } from "./application-schema";
import { applicationsWithCollege, workableLead, type Viewer } from "./applications.server";

/**
 * Earlier versions of an item's file (issue 41, item 2; docs/decisions/061-document-file-versions.md).
 * A new upload for an item that has a file moves the file it replaces to `document_file_versions`
 * (in the upload's transaction), where it stays, downloadable by staff who may see the lead, until
 * staff who may work on the lead delete it. Only the current file (document_files) is the item's
 * file anywhere else. Versions count towards the lead's 50 MB and go with the item, the lead's
 * erasure and a merge, as the current file does.
 */

/** The earlier versions of a lead's files (`where lead_applications.lead_id`). */
export function versionsOfLead(db: DB, leadId: number) {
  return db
    .selectFrom("document_file_versions")
    .innerJoin("application_documents", "application_documents.id", "document_file_versions.document_id")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .where("lead_applications.lead_id", "=", leadId);
}

/** What an earlier version keeps of the file, under the same names (its `created_at` becomes `uploaded_at`). */
const KEPT_COLUMNS = [
  "document_id",
  "file_name",
  "content_type",
  "byte_size",
  "sha256",
  "data",
  "uploaded_by",
  "uploaded_by_student",
] as const;

/**
 * Keeps the item's current file as an earlier version, replaced by `replacedBy` (a member of
 * staff; null for the student) at `at`, and takes it off the item. Copied inside the database, so
 * the bytes never pass through this process. Undefined when the item has no file yet.
 */
export async function keepReplacedFile(
  trx: DB,
  input: { documentId: number; replacedBy: number | null; at: string },
): Promise<{ fileName: string } | undefined> {
  const current = await trx
    .selectFrom("document_files")
    .select(["id", "file_name"])
    .where("document_id", "=", input.documentId)
    .executeTakeFirst();
  if (!current) return undefined;
  await trx
    .insertInto("document_file_versions")
    .columns([...KEPT_COLUMNS, "uploaded_at", "replaced_by", "replaced_at"])
    .expression((eb) =>
      eb
        .selectFrom("document_files")
        .select((s) => [
          ...KEPT_COLUMNS,
          "created_at",
          // Typed, so PostgreSQL does not take the parameters for text (an insert's select).
          s.cast<number | null>(s.val(input.replacedBy), "integer").as("replaced_by"),
          s.cast<string>(s.val(input.at), "text").as("replaced_at"),
        ])
        .where("id", "=", current.id),
    )
    .execute();
  await trx.deleteFrom("document_files").where("id", "=", current.id).execute();
  return { fileName: current.file_name };
}

/** The earlier versions of a lead's files, newest first, for its page: each under its item. */
export async function earlierVersions(db: DB, leadId: number) {
  return versionsOfLead(db, leadId)
    .leftJoin("admins as uploader", "uploader.id", "document_file_versions.uploaded_by")
    .leftJoin("admins as replacer", "replacer.id", "document_file_versions.replaced_by")
    .select([
      "document_file_versions.id",
      "document_file_versions.document_id",
      "document_file_versions.file_name",
      "document_file_versions.byte_size",
      "document_file_versions.uploaded_at",
      "document_file_versions.uploaded_by_student",
      "document_file_versions.replaced_at",
      "uploader.name as uploaded_by_name",
      "replacer.name as replaced_by_name",
    ])
    .orderBy("document_file_versions.replaced_at", "desc")
    .orderBy("document_file_versions.id", "desc")
    .execute();
}

/**
 * Deletes an earlier version of one of the lead's files, by staff who may work on the lead; on
 * the timeline (and so in the audit log). A version that is not the lead's is a 404 refusal.
 */
export async function deleteDocumentVersion(
  db: DB,
  input: { leadId: number; versionId: number },
  viewer: Viewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const version = await applicationsWithCollege(trx)
      .innerJoin("application_documents", "application_documents.application_id", "lead_applications.id")
      .innerJoin("document_file_versions", "document_file_versions.document_id", "application_documents.id")
      .select([
        "document_file_versions.id as version_id",
        "application_documents.id as document_id",
        "application_documents.name",
      ])
      .where("lead_applications.lead_id", "=", lead.id)
      .where("document_file_versions.id", "=", input.versionId)
      .executeTakeFirst();
    if (!version) throw new Refusal({ code: "documents.version_not_there" }, { status: 404 });
    const at = now();
    await trx.deleteFrom("document_file_versions").where("id", "=", version.version_id).execute();
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "document_version_deleted",
      actorId: viewer.id,
      at,
      data: {
        application: applicationLabel(version),
        document: version.name,
        documentId: version.document_id,
        versionId: version.version_id,
      },
    });
  });
}

import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { recordAudit, leadSubject } from "#app/features/audit/audit-log.server";
import { visibleLead, touchLead } from "#app/features/leads/lead-work.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { enqueueDocumentUploaded } from "./document-uploaded-email.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { applicationLabel } from "./application-schema";
import { applicationsWithCollege, workableLead, type Viewer } from "./applications.server";
import { checkDocumentFile } from "./document-file.server";
import { heldElsewhere, missingItems, onePerKind } from "./document-locker.server";
import { keepReplacedFile, versionsOfLead } from "./document-versions.server";
import { DOCUMENT_STATUS_LABELS, MAX_LEAD_DOCUMENT_BYTES, isPhotoId, type DocumentStatus } from "./document-schema";

/**
 * An application's document checklist and the files uploaded to it
 * (docs/decisions/047-documents-and-files-in-the-database.md). A new application gets the
 * owners' list (settings); staff who may work on the lead mark an item received or not needed,
 * and upload its file; the student uploads from their status link. Files live in the database
 * (document_files), so any process serves them; they go with their item, its application, and an
 * erasure of the lead.
 */

/** Who uploaded a file: a member of staff who may work on the lead, or the student from their status link. */
export type Uploader = { kind: "staff"; viewer: Viewer } | { kind: "student" };

/** The files of a lead's documents (`where lead_applications.lead_id`): each with its item and application. */
function filesOfLead(db: DB, leadId: number) {
  return db
    .selectFrom("document_files")
    .innerJoin("application_documents", "application_documents.id", "document_files.document_id")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .where("lead_applications.lead_id", "=", leadId);
}

/** A lead's checklist items with their file, if any, by application and place in the list. */
export async function leadDocuments(db: DB, leadId: number) {
  const rows = await db
    .selectFrom("application_documents")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .leftJoin("document_files", "document_files.document_id", "application_documents.id")
    .select([
      "application_documents.id",
      "application_documents.application_id",
      "application_documents.name",
      "application_documents.kind",
      "application_documents.optional",
      "application_documents.status",
      "document_files.id as file_id",
      "document_files.file_name",
      "document_files.content_type",
      "document_files.byte_size",
      "document_files.created_at as uploaded_at",
      "document_files.uploaded_by_student",
    ])
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("application_documents.application_id")
    .orderBy("application_documents.position")
    .orderBy("application_documents.id")
    .execute();
  // One locker per student: an item still needed counts as on file when another holds its kind.
  const held = heldElsewhere(rows);
  const labels = new Map((await leadApplicationLabels(db, leadId)).map((row) => [row.id, applicationLabel(row)]));
  return rows.map((row) => {
    const holder = held.get(row.id);
    return {
      ...row,
      photoId: isPhotoId(row.name),
      /** On file through another application's item: that application's label. */
      onFileFor: holder ? (labels.get(holder.application_id) ?? "") : null,
    };
  });
}

function leadApplicationLabels(db: DB, leadId: number) {
  return applicationsWithCollege(db).where("lead_applications.lead_id", "=", leadId).execute();
}

/** A kind of document still missing for the student: needed, not optional, none on file. */
export interface MissingDocument {
  /** The first item asking for it: where an upload goes (and then counts for the others). */
  documentId: number;
  applicationId: number;
  /** "RV College (B.E. CSE, 2027)", and the others that ask for it, comma-separated. */
  application: string;
  /** "Class 12 marksheet". */
  name: string;
  /** An identity document: its upload form shows the Aadhaar rule (AADHAAR_NOTE). */
  photoId: boolean;
}

/**
 * The documents a lead still needs, for the status page and the dashboard: each kind once, while
 * an application needs it and none of the student's is on file (document-locker.server.ts). None
 * for an erased or merged lead.
 */
export async function missingDocuments(db: DB, leadId: number): Promise<MissingDocument[]> {
  const rows = await missingItems(db).where("lead_applications.lead_id", "=", leadId).execute();
  return onePerKind(rows).map((row) => ({
    documentId: row.document_id,
    applicationId: row.id,
    application: row.applications.join(", "),
    name: row.name,
    photoId: isPhotoId(row.name),
  }));
}

/** An item of the lead's checklist with its application's name; a 404 refusal when it is not the lead's. */
async function documentOf(trx: DB, leadId: number, documentId: number) {
  const found = await applicationsWithCollege(trx)
    .innerJoin("application_documents", "application_documents.application_id", "lead_applications.id")
    .select([
      "application_documents.id as document_id",
      "application_documents.name",
      "application_documents.status as document_status",
    ])
    .where("lead_applications.lead_id", "=", leadId)
    .where("application_documents.id", "=", documentId)
    .executeTakeFirst();
  if (!found) throw new Refusal({ code: "documents.not_on_list" }, { status: 404 });
  return found;
}

/** Marks an item received, not needed, or still needed; the same state again writes nothing. */
export async function setDocumentStatus(
  db: DB,
  input: { leadId: number; documentId: number; status: DocumentStatus },
  viewer: Viewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const item = await documentOf(trx, lead.id, input.documentId);
    if (item.document_status === input.status) return;
    const at = now();
    await trx
      .updateTable("application_documents")
      .set({ status: input.status, updated_at: at })
      .where("id", "=", item.document_id)
      .execute();
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "document_changed",
      actorId: viewer.id,
      at,
      data: {
        application: applicationLabel(item),
        document: item.name,
        documentId: item.document_id,
        documentStatus: DOCUMENT_STATUS_LABELS[input.status],
      },
    });
  });
}

/**
 * Uploads the file of a checklist item: checked and re-encoded first (checkDocumentFile), then
 * stored with the item marked received, an event on the timeline and, for a student's upload, an
 * e-mail to the assigned counsellor through the outbox, all in one transaction. Refused (on the
 * file field) past 50 MB of files for the lead, earlier versions included.
 *
 * A staff upload checks the viewer may work on the lead; for an item that has a file it replaces
 * it, and the file it replaces is kept as an earlier version (document-versions.server.ts), with
 * a "Document replaced" event naming who replaced it. A student upload trusts `leadId`: the
 * caller (the status page) has proved the link names this lead; an erased or merged lead takes
 * none. The status link adds, it never replaces: a student may upload only to an item still
 * missing (missingDocuments, the list their page shows).
 *
 * Serialised per lead, so two uploads at once can neither both pass the 50 MB nor both fill one item.
 */
export async function uploadDocument(
  db: DB,
  input: { leadId: number; documentId: number; fileName: string; bytes: Uint8Array; uploadedBy: Uploader },
): Promise<{ fileId: number }> {
  const file = await checkDocumentFile(input.bytes, input.fileName);
  return serialisedTransaction(db, [`documents:lead:${input.leadId}`], async (trx) => {
    const byStaff = input.uploadedBy.kind === "staff" ? input.uploadedBy.viewer : undefined;
    const lead = byStaff ? await workableLead(trx, input.leadId, byStaff) : await studentLead(trx, input.leadId);
    const item = await documentOf(trx, lead.id, input.documentId);
    if (
      !byStaff &&
      !(await missingDocuments(trx, lead.id)).some((missing) => missing.documentId === item.document_id)
    ) {
      throw new Refusal({ code: "documents.not_missing" }, { field: "file", status: 409 });
    }
    if ((await leadFileBytes(trx, lead.id)) + file.data.byteLength > MAX_LEAD_DOCUMENT_BYTES) {
      throw new Refusal({ code: "documents.all_files_too_large" }, { field: "file" });
    }
    const at = now();
    const actorId = byStaff?.id ?? null;
    const replaced = await keepReplacedFile(trx, { documentId: item.document_id, replacedBy: actorId, at });
    const { id } = await trx
      .insertInto("document_files")
      .values({
        document_id: item.document_id,
        file_name: file.fileName,
        content_type: file.contentType,
        byte_size: file.data.byteLength,
        sha256: file.sha256,
        data: file.data,
        uploaded_by: actorId,
        uploaded_by_student: byStaff ? 0 : 1,
        created_at: at,
        // A student's upload waits on My day until staff open it (markReviewed).
        reviewed_at: byStaff ? at : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("application_documents")
      .set({ status: "received", updated_at: at })
      .where("id", "=", item.document_id)
      .execute();
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: replaced ? "document_replaced" : "document_uploaded",
      actorId,
      at,
      data: {
        application: applicationLabel(item),
        document: item.name,
        documentId: item.document_id,
        fileId: id,
        by: input.uploadedBy.kind,
        // Who replaced it, in words, as staff were named when it happened. Only staff replace: the
        // student's link uploads only to items still missing.
        ...(replaced && byStaff ? { replacedBy: await staffName(trx, byStaff.id) } : {}),
      },
    });
    if (!byStaff) await enqueueDocumentUploaded(trx, { leadId: lead.id, fileId: id });
    return { fileId: id };
  });
}

// In the status page's refusals table, which has their Hindi (app/utils/i18n/en/student.ts).

async function staffName(trx: DB, adminId: number): Promise<string> {
  const row = await trx.selectFrom("admins").select("name").where("id", "=", adminId).executeTakeFirst();
  return row?.name ?? "staff";
}

/** The lead of a student's upload: there, not erased, not merged (a 404 refusal otherwise). */
async function studentLead(trx: DB, leadId: number) {
  const lead = await trx
    .selectFrom("leads")
    .select(["id", "status"])
    .where("id", "=", leadId)
    .where("erased_at", "is", null)
    .where("merged_into", "is", null)
    .executeTakeFirst();
  if (!lead) throw new Refusal({ code: "documents.page_not_there" }, { status: 404 });
  return lead;
}

/** The bytes of all the lead's files, the current ones and the earlier versions kept. */
async function leadFileBytes(trx: DB, leadId: number): Promise<number> {
  const current = await filesOfLead(trx, leadId)
    .select((eb) => eb.fn.sum<number | string | null>("document_files.byte_size").as("bytes"))
    .executeTakeFirst();
  const earlier = await versionsOfLead(trx, leadId)
    .select((eb) => eb.fn.sum<number | string | null>("document_file_versions.byte_size").as("bytes"))
    .executeTakeFirst();
  return Number(current?.bytes ?? 0) + Number(earlier?.bytes ?? 0);
}

/**
 * A file of the lead for download by staff who may see the lead (visibleLead: owners, and the
 * counsellor it is assigned to or the pool's): its current file (`fileId`) or an earlier version
 * (`versionId`). Undefined for anyone else and for a file that is not the lead's, so both answer
 * the same 404. Each download is in the audit log.
 */
export async function documentDownload(
  db: DB,
  input: { leadId: number } & ({ fileId: number } | { versionId: number }),
  viewer: Viewer,
) {
  try {
    await visibleLead(db, input.leadId, viewer);
  } catch (error) {
    if (error instanceof Refusal) return undefined;
    throw error;
  }
  const file =
    "versionId" in input
      ? await versionsOfLead(db, input.leadId)
          .select([
            "document_file_versions.id",
            "document_file_versions.file_name",
            "document_file_versions.content_type",
            "document_file_versions.data",
            "document_file_versions.document_id",
          ])
          .where("document_file_versions.id", "=", input.versionId)
          .executeTakeFirst()
      : await filesOfLead(db, input.leadId)
          .select([
            "document_files.id",
            "document_files.file_name",
            "document_files.content_type",
            "document_files.data",
            "document_files.document_id",
          ])
          .where("document_files.id", "=", input.fileId)
          .executeTakeFirst();
  if (!file) return undefined;
  if (!("versionId" in input)) await markReviewed(db, file.id);
  await recordAudit(db, {
    actor: { id: viewer.id },
    action: "document.downloaded",
    subject: leadSubject(input.leadId),
    details: { documentId: file.document_id, ...("versionId" in input ? { versionId: file.id } : { fileId: file.id }) },
  });
  return { fileName: file.file_name, contentType: file.content_type, data: Buffer.from(file.data) };
}

/** Staff opened the file: a student's upload leaves My day's "to review" (the first opening counts). */
async function markReviewed(db: DB, fileId: number): Promise<void> {
  await db
    .updateTable("document_files")
    .set({ reviewed_at: now() })
    .where("id", "=", fileId)
    .where("reviewed_at", "is", null)
    .execute();
}

/** A file the student uploaded that no member of staff has opened yet. */
export interface DocumentToReview {
  fileId: number;
  leadId: number;
  leadName: string;
  /** "Class 12 marksheet". */
  document: string;
  /** "RV College (B.E. CSE, 2027)". */
  application: string;
  uploadedAt: string;
}

/**
 * The files students uploaded from their status link that no member of staff has opened yet, on
 * leads neither erased nor merged, oldest first, for My day (features/agenda). With `assigneeId`,
 * on that person's leads only; without it, everyone's.
 */
export async function documentsToReview(db: DB, options: { assigneeId?: number }): Promise<DocumentToReview[]> {
  let query = applicationsWithCollege(db)
    .innerJoin("application_documents", "application_documents.application_id", "lead_applications.id")
    .innerJoin("document_files", "document_files.document_id", "application_documents.id")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .select([
      "document_files.id as file_id",
      "document_files.created_at as uploaded_at",
      "application_documents.name as document",
      "leads.id as lead_id",
      "leads.name as lead_name",
    ])
    .where("document_files.uploaded_by_student", "=", 1)
    .where("document_files.reviewed_at", "is", null)
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null);
  if (options.assigneeId !== undefined) query = query.where("leads.assignee_id", "=", options.assigneeId);
  const rows = await query.orderBy("document_files.created_at").orderBy("document_files.id").execute();
  return rows.map((row) => ({
    fileId: row.file_id,
    leadId: row.lead_id,
    leadName: row.lead_name,
    document: row.document,
    application: applicationLabel(row),
    uploadedAt: row.uploaded_at,
  }));
}

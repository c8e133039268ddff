import type { DB } from "#app/db/db.server";
import { applicationLabel } from "./application-schema";

/**
 * The counsellor's notice that a student uploaded a document from their status link
 * (features/admissions). Like a reminder, it names the file, not its words: whom it goes to and
 * what it says are read when it is sent (features/admissions/document-upload-notice.server.ts).
 */
export interface DocumentUploadedPayload {
  kind: "document_uploaded";
  fileId: number;
}

/** The notice as it is sent: its words read at sending time. */
export interface DocumentUploadedContent {
  kind: "document_uploaded";
  to: string;
  leadId: number;
  student: string;
  application: string;
  document: string;
}

/**
 * What the counsellor's notice of a student's upload says, read when the outbox sends it: the
 * counsellor assigned to the lead now. Nothing to send (undefined) when the file was replaced or
 * erased, or nobody is assigned.
 */
export async function documentUploadedContent(
  db: DB,
  payload: DocumentUploadedPayload,
): Promise<DocumentUploadedContent | undefined> {
  const found = await db
    .selectFrom("document_files")
    .innerJoin("application_documents", "application_documents.id", "document_files.document_id")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .innerJoin("admins", "admins.id", "leads.assignee_id")
    .select([
      "application_documents.name as document",
      "lead_applications.course",
      "lead_applications.intake",
      "colleges.name as college",
      "leads.id as lead_id",
      "leads.name",
      "leads.erased_at",
      "admins.email",
    ])
    .where("document_files.id", "=", payload.fileId)
    .executeTakeFirst();
  if (!found || found.erased_at) return undefined;
  return {
    kind: "document_uploaded",
    to: found.email,
    leadId: found.lead_id,
    student: found.name,
    application: applicationLabel(found),
    document: found.document,
  };
}

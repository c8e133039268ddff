import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import {
  documentUploadedContent,
  type DocumentUploadedContent,
  type DocumentUploadedPayload,
} from "./document-upload-notice.server";

/** The counsellor's notice of a student's upload names the file, not its words (document-upload-notice.server.ts). */
const documentUploadedPayload = z.object({
  kind: z.literal("document_uploaded"),
  fileId: z.number().int(),
}) satisfies z.ZodType<DocumentUploadedPayload>;

export const documentUploadedKind = defineEmailKind({
  kind: "document_uploaded",
  payload: documentUploadedPayload,
  write: async (db, payload, { origin }) => {
    const content = await documentUploadedContent(db, payload);
    return content && { to: content.to, ...documentUploadedEmail(content, origin) };
  },
});

/** Writes the counsellor's notice of a student's upload into the outbox, in the upload's transaction. */
export async function enqueueDocumentUploaded(trx: DB, input: { leadId: number; fileId: number }): Promise<void> {
  await enqueueEmails(trx, [
    {
      eventKey: `document-file-${input.fileId}-uploaded`,
      leadId: input.leadId,
      payload: { kind: "document_uploaded", fileId: input.fileId } satisfies DocumentUploadedPayload,
    },
  ]);
}

/** A counsellor's notice that their student uploaded a document from the status link. */
function documentUploadedEmail(payload: DocumentUploadedContent, origin: string): { subject: string; text: string } {
  return {
    subject: `${payload.student} uploaded ${payload.document}`,
    text: [
      `${payload.student} uploaded their ${payload.document} for ${payload.application} from their status link.`,
      "",
      "Please check it and mark anything else still needed.",
      "",
      `Open the lead: ${origin}/Admin/leads/${payload.leadId}`,
    ].join("\n"),
  };
}

import { z } from "zod";
import { idField } from "#app/utils/ids";
import { perLocale } from "#app/utils/i18n/locale";
import { sayIn } from "#app/utils/i18n/refusal-text";
import { DOCUMENT_STATUSES, type DocumentStatus } from "#app/db/column-values";
import { studentEn } from "#app/utils/i18n/en/student";
export { DOCUMENT_STATUSES, type DocumentStatus };

/**
 * An application's document checklist (features/admissions/documents.server.ts does the work):
 * the states of an item, the file rules the form states, and the forms that change an item and
 * upload its file, shared by the lead page and the server.
 */

/** The admin area's labels: the words a person's own answer shows too, kept with their Hindi in the catalogue (ADR 069). */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = studentEn.privacy.verified.documentStatuses;

const MB = 1024 * 1024;
/** The largest file one item takes (as uploaded; an image is re-encoded smaller or about the same). */
export const MAX_DOCUMENT_BYTES = 10 * MB;
/** All of a lead's files together, as stored. */
export const MAX_LEAD_DOCUMENT_BYTES = 50 * MB;
/** What the file input offers; the server checks the content, not this. */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
export const FILE_RULES = "PDF, JPEG or PNG, up to 10 MB.";

/** The kind of document a checklist item names (document-locker.server.ts): its name, trimmed, spaces collapsed, lower-cased. */
export const documentKind = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** An item that is an identity document: its form asks for a masked Aadhaar (docs/admissions.md#documents). */
export const isPhotoId = (name: string) => /\b(photo\s*id|id\s*proof|identity|aadhaa?r)\b/i.test(name);

/** The Aadhaar rule, in the words the upload form shows (staff's and the student's). */
export const AADHAAR_NOTE =
  "Upload a masked Aadhaar, where only the last 4 digits of the number show (download it from the UIDAI website or the mAadhaar app), or another photo ID such as a passport, PAN card or driving licence. Please do not upload a full Aadhaar: we do not keep unmasked copies.";

export const DocumentStatusFormSchema = z.object({
  intent: z.literal("document-status"),
  document_id: idField("This document is not on the list."),
  status: z.enum(DOCUMENT_STATUSES, { error: "Choose received, not needed or still needed" }),
});

/**
 * The upload form (multipart): the item and one file. Its type and size are checked again from its
 * bytes. Its messages are in the language of the page that parses it: the status page is in either
 * (docs/decisions/069-messages-by-code.md), the lead page in English.
 */
export const documentUploadFormSchema = perLocale((locale) =>
  z.object({
    document_id: idField(sayIn(locale, { code: "documents.not_on_list" })),
    file: z
      .instanceof(File, { message: sayIn(locale, { code: "documents.choose_file" }) })
      .refine((file) => file.size > 0, { message: sayIn(locale, { code: "documents.choose_file" }), abort: true })
      .refine((file) => file.size <= MAX_DOCUMENT_BYTES, sayIn(locale, { code: "documents.too_large" })),
  }),
);
export const DocumentUploadFormSchema = documentUploadFormSchema("en");

/** "Delete" on an earlier version of an item's file (the lead page). */
export const DeleteDocumentVersionFormSchema = z.object({
  intent: z.literal("document-version-delete"),
  version_id: idField("This earlier version is not there, or was deleted already."),
});

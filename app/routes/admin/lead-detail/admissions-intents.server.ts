import { AddApplicationFormSchema, ApplicationStatusFormSchema } from "#app/features/admissions/application-schema";
import { addApplication, changeApplicationStatus } from "#app/features/admissions/applications.server";
import {
  AddStepFormSchema,
  RemoveStepFormSchema,
  StepDoneFormSchema,
} from "#app/features/admissions/application-step-schema";
import { addStep, markStepDone, removeStep } from "#app/features/admissions/application-steps.server";
import { RevokeStatusLinkFormSchema, SendStatusLinkFormSchema } from "#app/features/status-link/status-link-schema";
import { revokeStatusLink, sendStatusLink } from "#app/features/status-link/status-links.server";
import {
  DeleteDocumentVersionFormSchema,
  DocumentStatusFormSchema,
  DocumentUploadFormSchema,
} from "#app/features/admissions/document-schema";
import { setDocumentStatus, uploadDocument } from "#app/features/admissions/documents.server";
import { deleteDocumentVersion } from "#app/features/admissions/document-versions.server";
import { setCommission } from "#app/features/admissions/commissions.server";
import { CommissionFormSchema, RecordPaymentFormSchema } from "#app/features/admissions/payment-schema";
import { recordPayment } from "#app/features/admissions/payments.server";
import { siteOrigin } from "#app/utils/env.server";
import { leadIdOf, leadIntent, saved } from "./lead-intent-shared.server";

/**
 * The lead page's admissions forms (issue 24): applications, their steps and documents, the
 * status link, payments and the commission. Each names its schema, its domain function and its
 * words, as the page's other intents do (lead-intents.server.ts).
 */
export const ADMISSIONS_INTENTS = {
  application: leadIntent({
    schema: AddApplicationFormSchema,
    mutate: ({ college_id, course, intake, application_number, status }, { db, admin, params }) =>
      addApplication(
        db,
        {
          leadId: leadIdOf(params),
          collegeId: college_id,
          course,
          intake,
          applicationNumber: application_number,
          status,
        },
        admin,
      ),
    messages: { ...saved, done: "Application added.", resetForm: true },
  }),
  "application-status": leadIntent({
    schema: ApplicationStatusFormSchema,
    mutate: ({ application_id, status }, { db, admin, params }) =>
      changeApplicationStatus(db, { leadId: leadIdOf(params), applicationId: application_id, status }, admin),
    messages: { ...saved, done: "Application status saved." },
  }),
  step: leadIntent({
    schema: AddStepFormSchema,
    mutate: async ({ application_id, kind, on_date, at_time, note, amount }, { db, admin, params }) => {
      await addStep(
        db,
        {
          leadId: leadIdOf(params),
          applicationId: application_id,
          kind,
          onDate: on_date,
          atTime: at_time,
          note,
          amountPaise: amount,
        },
        admin,
      );
    },
    messages: { ...saved, done: "Step added.", resetForm: true },
  }),
  "step-remove": leadIntent({
    schema: RemoveStepFormSchema,
    mutate: ({ step_id }, { db, admin, params }) =>
      removeStep(db, { leadId: leadIdOf(params), stepId: step_id }, admin),
    messages: { done: "Step removed.", refused: (reason) => reason },
  }),
  "step-done": leadIntent({
    schema: StepDoneFormSchema,
    mutate: ({ step_id }, { db, admin, params }) =>
      markStepDone(db, { leadId: leadIdOf(params), stepId: step_id }, admin),
    messages: { done: "Step marked done.", refused: (reason) => reason },
  }),
  "status-link": leadIntent({
    schema: SendStatusLinkFormSchema,
    mutate: ({ to }, { db, admin, params, app }) =>
      sendStatusLink(db, { leadId: leadIdOf(params), secret: app.ipHashKey, origin: siteOrigin(app.env), to }, admin),
    // The link goes to this answer only (docs/decisions/049-status-link.md): the page shows it once.
    messages: {
      done: ({ emailedTo, emailOff }) =>
        emailedTo
          ? `Status link sent to ${emailedTo}. You can also send it on WhatsApp now: it is not shown again.`
          : `Status link made, not e-mailed: ${emailOff ? "the person withdrew e-mail" : "there is no e-mail address"}. Send it on WhatsApp now: it is not shown again.`,
      extra: (sent) => sent,
      refused: (reason) => reason,
    },
  }),
  "status-link-revoke": leadIntent({
    schema: RevokeStatusLinkFormSchema,
    mutate: ({ link_id }, { db, admin, params }) =>
      revokeStatusLink(db, { leadId: leadIdOf(params), linkId: link_id }, admin),
    messages: { done: "Link revoked: it no longer opens the page.", refused: (reason) => reason },
  }),
  "document-status": leadIntent({
    schema: DocumentStatusFormSchema,
    mutate: ({ document_id, status }, { db, admin, params }) =>
      setDocumentStatus(db, { leadId: leadIdOf(params), documentId: document_id, status }, admin),
    messages: { ...saved, done: "Document saved.", refused: (reason) => reason },
  }),
  "document-version-delete": leadIntent({
    schema: DeleteDocumentVersionFormSchema,
    mutate: ({ version_id }, { db, admin, params }) =>
      deleteDocumentVersion(db, { leadId: leadIdOf(params), versionId: version_id }, admin),
    messages: { done: "Earlier version deleted.", refused: (reason) => reason },
  }),
  payment: leadIntent({
    schema: RecordPaymentFormSchema,
    mutate: ({ amount, paid_on, mode, reference, application_id }, { db, admin, params }) =>
      recordPayment(
        db,
        {
          leadId: leadIdOf(params),
          applicationId: application_id,
          amountPaise: amount,
          paidOn: paid_on,
          mode,
          reference,
        },
        admin,
      ),
    messages: {
      ...saved,
      done: ({ receiptNumber }) => `Payment recorded: receipt ${receiptNumber}.`,
      resetForm: true,
    },
  }),
  commission: leadIntent({
    schema: CommissionFormSchema,
    mutate: ({ application_id, expected, received_on, received }, { db, admin, params }) =>
      setCommission(
        db,
        {
          leadId: leadIdOf(params),
          applicationId: application_id,
          expectedPaise: expected,
          receivedOn: received_on,
          receivedPaise: received,
        },
        admin,
      ),
    messages: { ...saved, done: "Commission saved.", refused: (reason) => reason },
  }),
};

/**
 * The checklist's upload form: a multipart post of the lead page, answered under the scope
 * "document-upload" (lead-detail.tsx picks it by its Content-Type; the intents above are read as text).
 */
export const DOCUMENT_UPLOAD = leadIntent({
  schema: DocumentUploadFormSchema,
  mutate: async ({ document_id, file }, { db, admin, params }) => {
    await uploadDocument(db, {
      leadId: leadIdOf(params),
      documentId: document_id,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      uploadedBy: { kind: "staff", viewer: admin },
    });
  },
  messages: {
    invalid: (first) => first,
    done: "Uploaded. The document is marked received.",
    refused: (reason) => reason,
  },
});

import type { DB } from "#app/db/db.server";
import { ERASED_NAME, type Eraser, type ErasedEnquiries } from "#app/utils/erasure";

/**
 * Admissions' part of an erasure (app/utils/erasure.ts). Where the person applied, and their
 * application numbers, go whole; the status changes an admission made keep their from and to,
 * not the college (features/leads erases those events). Receipts are the consultancy's
 * accounting records (docs/decisions/048-payments-and-receipts.md): each keeps its number, date,
 * amount, mode and GST for the books; the name it was received from, the reference (a UPI or
 * bank reference, a cheque number, traceable to the person) and the application it was for go.
 * A commission keeps its college, intake and amounts, not the application.
 */
export const admissionsEraser: Eraser = {
  name: "admissions",
  tables: [
    "lead_applications",
    "application_steps",
    "application_documents",
    "document_files",
    "document_file_versions",
    "application_commissions",
    "payments",
  ],
  eraseLead,
  eraseEnquiries,
};

async function eraseLead(trx: DB, leadId: number): Promise<void> {
  const applicationIds = trx.selectFrom("lead_applications").select("id").where("lead_id", "=", leadId);
  await trx
    .updateTable("payments")
    .set({ received_from: ERASED_NAME, reference: "", application_id: null })
    .where("lead_id", "=", leadId)
    .execute();
  await trx
    .updateTable("application_commissions")
    .set({ application_id: null })
    .where("application_id", "in", applicationIds)
    .execute();
  // Their steps, documents and files (earlier versions too) go first (the engine's cascade would take them too).
  const documentIds = trx
    .selectFrom("application_documents")
    .innerJoin("lead_applications", "lead_applications.id", "application_documents.application_id")
    .select("application_documents.id")
    .where("lead_applications.lead_id", "=", leadId);
  await trx.deleteFrom("document_files").where("document_id", "in", documentIds).execute();
  await trx.deleteFrom("document_file_versions").where("document_id", "in", documentIds).execute();
  await trx.deleteFrom("application_documents").where("id", "in", documentIds).execute();
  await trx.deleteFrom("application_steps").where("application_id", "in", applicationIds).execute();
  await trx.deleteFrom("lead_applications").where("lead_id", "=", leadId).execute();
}

/**
 * A lead that keeps someone else's enquiries keeps its applications. A receipt issued to the
 * erased person keeps its figures, without their name or reference.
 */
async function eraseEnquiries(trx: DB, leadId: number, { redact }: ErasedEnquiries): Promise<void> {
  const payments = await trx
    .selectFrom("payments")
    .select(["id", "received_from", "reference"])
    .where("lead_id", "=", leadId)
    .execute();
  for (const payment of payments) {
    const [receivedFrom, reference] = [redact(payment.received_from), redact(payment.reference)];
    if (receivedFrom === payment.received_from && reference === payment.reference) continue;
    await trx
      .updateTable("payments")
      .set({
        received_from: receivedFrom === payment.received_from ? receivedFrom : ERASED_NAME,
        reference: reference === payment.reference ? reference : "",
      })
      .where("id", "=", payment.id)
      .execute();
  }
}

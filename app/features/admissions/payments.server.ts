import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { visibleLead, touchLead } from "#app/features/leads/lead-work.server";
import { receiptGst, receiptPrefix } from "#app/features/settings/site-settings";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { now } from "#app/utils/clock";
import { splitGst } from "#app/utils/gstin";
import { Refusal } from "#app/utils/refusal";
import { applicationLabel } from "./application-schema";
import { applicationsWithCollege, workableLead, type Viewer } from "./applications.server";
import { financialYear, receiptNumber, type PaymentMode } from "./payment-schema";

/**
 * Payments from a student, each with a numbered receipt (docs/decisions/048-payments-and-receipts.md).
 * Whoever may work on the lead records them (a counsellor their own and the pool's leads, an
 * owner all); each is on the lead's timeline. Receipt numbers run in one sequence per Indian
 * financial year: the year's counter row is raised in the payment's own transaction, which holds
 * the row's lock (PostgreSQL) or the database's write lock (SQLite) until it commits, so two
 * processes never take one number, and a payment that fails takes none.
 */

/** Records a payment and gives it the next receipt number of its financial year. */
export async function recordPayment(
  db: DB,
  input: {
    leadId: number;
    applicationId: number | null;
    amountPaise: number;
    paidOn: string;
    mode: PaymentMode;
    reference: string;
  },
  viewer: Viewer,
): Promise<{ id: number; receiptNumber: string }> {
  // No lock keys: on PostgreSQL the counter row's lock orders the writers; on SQLite this opens
  // with BEGIN IMMEDIATE, so a second process waits for the write lock instead of failing.
  return serialisedTransaction(db, [], async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    if (input.applicationId !== null) {
      const application = await trx
        .selectFrom("lead_applications")
        .select("id")
        .where("id", "=", input.applicationId)
        .where("lead_id", "=", lead.id)
        .executeTakeFirst();
      if (!application) throw new Refusal({ code: "payments.application_not_on_lead" }, { field: "application_id" });
    }
    const settings = await getSiteSettings(trx);
    const year = financialYear(input.paidOn);
    const { last_number } = await trx
      .insertInto("receipt_counters")
      .values({ financial_year: year, last_number: 1 })
      .onConflict((oc) =>
        oc.column("financial_year").doUpdateSet((eb) => ({ last_number: eb("receipt_counters.last_number", "+", 1) })),
      )
      .returning("last_number")
      .executeTakeFirstOrThrow();
    const number = receiptNumber(receiptPrefix(settings), year, last_number);
    const gst = receiptGst(settings);
    const split = gst ? splitGst(input.amountPaise, gst.rate) : null;
    const at = now();
    const { id } = await trx
      .insertInto("payments")
      .values({
        lead_id: lead.id,
        application_id: input.applicationId,
        financial_year: year,
        number_in_year: last_number,
        receipt_number: number,
        amount_paise: input.amountPaise,
        paid_on: input.paidOn,
        mode: input.mode,
        reference: input.reference,
        received_from: lead.name,
        gstin: gst?.gstin ?? null,
        gst_rate: gst?.rate ?? null,
        taxable_paise: split?.taxablePaise ?? null,
        tax_paise: split?.taxPaise ?? null,
        recorded_by: viewer.id,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await touchLead(trx, lead.id, at);
    // The receipt and the amount, not the reference: the timeline of an erased lead keeps this event.
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "payment_recorded",
      actorId: viewer.id,
      at,
      data: { receipt: number, amountPaise: input.amountPaise, paymentId: id },
    });
    return { id, receiptNumber: number };
  });
}

const PAYMENT_COLUMNS = [
  "payments.id",
  "payments.lead_id",
  "payments.application_id",
  "payments.receipt_number",
  "payments.amount_paise",
  "payments.paid_on",
  "payments.mode",
  "payments.reference",
  "payments.received_from",
  "payments.gstin",
  "payments.gst_rate",
  "payments.taxable_paise",
  "payments.tax_paise",
  "payments.created_at",
] as const;

/** A lead's payments, oldest receipt first, each with the application it was for (named), if any. */
export async function leadPayments(db: DB, leadId: number) {
  const rows = await db
    .selectFrom("payments")
    .select(PAYMENT_COLUMNS)
    .where("payments.lead_id", "=", leadId)
    .orderBy("payments.paid_on")
    .orderBy("payments.id")
    .execute();
  const named = await applicationNames(db, rows);
  return rows.map((row) => ({ ...row, application: named.get(row.application_id ?? 0) ?? null }));
}

async function applicationNames(db: DB, rows: { application_id: number | null }[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.application_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const applications = await applicationsWithCollege(db).where("lead_applications.id", "in", ids).execute();
  return new Map(applications.map((application) => [application.id, applicationLabel(application)]));
}

/** A payment with what its receipt prints (the application named, who recorded it); undefined when not there. */
async function receiptRow(db: DB, paymentId: number) {
  const payment = await db
    .selectFrom("payments")
    .leftJoin("admins", "admins.id", "payments.recorded_by")
    .select([...PAYMENT_COLUMNS, "admins.name as recorded_by_name"])
    .where("payments.id", "=", paymentId)
    .executeTakeFirst();
  if (!payment) return undefined;
  const named = await applicationNames(db, [payment]);
  return { ...payment, application: named.get(payment.application_id ?? 0) ?? null };
}

/** A receipt as receipt-view.tsx prints it. */
export type Receipt = NonNullable<Awaited<ReturnType<typeof receiptRow>>>;

/**
 * A receipt as its page prints it; undefined when the payment is not there or its lead is not
 * one the viewer may see (the page answers 404 to both).
 */
export async function receiptFor(db: DB, paymentId: number, viewer: Viewer): Promise<Receipt | undefined> {
  const receipt = await receiptRow(db, paymentId);
  if (!receipt) return undefined;
  try {
    await visibleLead(db, receipt.lead_id, viewer);
  } catch (error) {
    if (error instanceof Refusal) return undefined;
    throw error;
  }
  return receipt;
}

/**
 * A receipt of one lead's, for the student's status link (issue 44): undefined when the payment
 * is not that lead's. Who recorded it is left out: the family sees the consultancy, not its staff.
 */
export async function leadReceipt(db: DB, leadId: number, paymentId: number): Promise<Receipt | undefined> {
  const receipt = await receiptRow(db, paymentId);
  if (!receipt || receipt.lead_id !== leadId) return undefined;
  return { ...receipt, recorded_by_name: null };
}

/** Who issues a receipt: the consultancy. */
export interface ReceiptIssuer {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** Who issues the receipts: the consultancy's name, first office, phone and e-mail, from the settings. */
export async function receiptIssuer(db: DB): Promise<ReceiptIssuer> {
  const settings = await getSiteSettings(db);
  return {
    name: settings.brandName,
    address: settings.offices[0]?.address ?? "",
    phone: settings.phone,
    email: settings.email,
  };
}

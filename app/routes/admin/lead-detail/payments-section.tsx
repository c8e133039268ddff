import { href, Link } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { applicationLabel } from "#app/features/admissions/application-schema";
import {
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  REFERENCE_HINTS,
  type PaymentMode,
} from "#app/features/admissions/payment-schema";
import { formatIndiaDay } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import type { LeadPageData } from "./lead-page-data";
import { type LiveSectionProps, SubForm, useWorkForm } from "./work-forms";

const MODE_OPTIONS = PAYMENT_MODES.map((value) => ({ value, label: PAYMENT_MODE_LABELS[value] }));

const modeLabel = (mode: PaymentMode) => PAYMENT_MODE_LABELS[mode];

/**
 * The student's payments (features/admissions/payments.server.ts), each with its receipt's page,
 * and "Record a payment" below while the lead takes new work (`live`). The form posts through the
 * page's one fetcher; without JavaScript it posts the page.
 */
export function PaymentsSection({ page, live, actionData }: LiveSectionProps) {
  const { payments } = page;
  const total = payments.reduce((sum, payment) => sum + payment.amount_paise, 0);
  return (
    <section className="card" aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      {payments.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <>
          <TableScroll label="Receipts">
            <table>
              <ColumnHeads names={["Receipt", "Paid on", "Amount", "Mode", "Reference", "For"]} />
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className="nowrap">
                      <Link to={href("/Admin/receipts/:id", { id: String(payment.id) })}>{payment.receipt_number}</Link>
                    </td>
                    <td className="nowrap">{formatIndiaDay(payment.paid_on)}</td>
                    <td className="amount">{formatPaise(payment.amount_paise)}</td>
                    <td>{modeLabel(payment.mode)}</td>
                    <td>{payment.reference || "—"}</td>
                    <td>{payment.application ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className="payments-total">
            Received in all: <strong>{formatPaise(total)}</strong>
          </p>
        </>
      )}
      {live ? <RecordPayment page={page} actionData={actionData} /> : null}
    </section>
  );
}

function RecordPayment({ page, actionData }: { page: LeadPageData; actionData: AdminFormAnswer<unknown> | undefined }) {
  const { min, max } = page.paymentDates;
  const record = useWorkForm(actionData, "payment", { defaultValue: { paid_on: max, mode: "", application_id: "" } });
  return (
    <SubForm heading="Record a payment" form={record} submitLabel="Record payment">
      <Field
        label="Amount"
        hint="In rupees, as received (GST included), e.g. 25000 or 25,000.50."
        meta={record.fields.amount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={40}
      />
      <Field
        label="Date"
        hint="The day it was paid (India time)."
        meta={record.fields.paid_on}
        type="date"
        min={min}
        max={max}
      />
      <SelectField label="Mode" meta={record.fields.mode} options={MODE_OPTIONS} placeholder="Choose how they paid" />
      <Field
        label="Reference"
        hint={
          <>
            Optional. What to write:{" "}
            {PAYMENT_MODES.map((mode, i) => (
              <span key={mode}>
                {i > 0 ? "; " : ""}
                <strong>{PAYMENT_MODE_LABELS[mode]}</strong>: {REFERENCE_HINTS[mode]}
              </span>
            ))}
            .
          </>
        }
        meta={record.fields.reference}
        autoComplete="off"
        maxLength={60}
      />
      {page.applications.length > 0 ? (
        <SelectField
          label="For application (optional)"
          meta={record.fields.application_id}
          placeholder="None in particular"
          options={page.applications.map((application) => ({
            value: String(application.id),
            label: applicationLabel(application),
          }))}
        />
      ) : null}
    </SubForm>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { AnswerAndSubmit } from "#app/components/forms/form-result";
import { formatIndiaDay } from "#app/utils/india-time";
import { formatPaise, paiseToInput } from "#app/utils/rupees";
import type { LeadPageData } from "./lead-page-data";
import { answerFor, useWorkForm } from "./work-forms";

type Commission = LeadPageData["commissions"][number];

/** What the summary says of a commission: "expected ₹50,000.00 · received ₹50,000.00 on 2 Dec 2026". */
function commissionSummary(commission: Commission | undefined): string {
  if (!commission) return "not recorded";
  const parts = [
    commission.expected_paise === null ? "" : `expected ${formatPaise(commission.expected_paise)}`,
    commission.received_paise === null || commission.received_on === null
      ? "not received yet"
      : `received ${formatPaise(commission.received_paise)} on ${formatIndiaDay(commission.received_on)}`,
  ];
  return parts.filter(Boolean).join(" · ");
}

/**
 * An admission's commission from the college (owners only; features/admissions/commissions.server.ts):
 * a summary that opens to its form. It takes the page's answer only when the answer was about it,
 * and stays open then, so a refusal is seen without JavaScript.
 */
export function CommissionForm({
  applicationId,
  named,
  commission,
  actionData,
  maxDay,
}: {
  applicationId: number;
  named: string;
  commission: Commission | undefined;
  actionData: AdminFormAnswer<unknown> | undefined;
  maxDay: string;
}) {
  const posted = answerFor(actionData, "commission")?.result.initialValue?.application_id;
  const mine = posted === String(applicationId) ? actionData : undefined;
  const form = useWorkForm(mine, "commission", {
    defaultValue: {
      expected: paiseToInput(commission?.expected_paise ?? null),
      received_on: commission?.received_on ?? "",
      received: paiseToInput(commission?.received_paise ?? null),
    },
    id: `commission-${applicationId}-${commission ? `${commission.expected_paise}-${commission.received_on}-${commission.received_paise}` : "none"}`,
  });
  return (
    <details className="commission" open={mine !== undefined && !mine.ok}>
      <summary>
        Commission: {commissionSummary(commission)}
        <span className="visually-hidden"> ({named})</span>
      </summary>
      <form.fetcher.Form method="post" {...form.formProps} className="admin-form narrow-form">
        <input type="hidden" name="intent" value={form.intent} />
        <input type="hidden" name="application_id" value={applicationId} />
        <p className="muted small">Only owners see this. Leave a field blank for not yet.</p>
        <RupeesField label="Commission expected" meta={form.fields.expected} />
        <Field label="Received on" meta={form.fields.received_on} type="date" max={maxDay} />
        <RupeesField label="Amount received" meta={form.fields.received} />
        <AnswerAndSubmit form={form} label="Save commission" ghost />
      </form.fetcher.Form>
    </details>
  );
}

/** An amount of the commission, in rupees; blank for not yet. */
function RupeesField({ label, meta }: { label: string; meta: FieldMetadata<string> }) {
  return <Field label={label} hint="In rupees." meta={meta} inputMode="decimal" maxLength={40} />;
}

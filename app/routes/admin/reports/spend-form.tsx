import { Form, useNavigation } from "react-router";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import type { SpendFormSchema } from "#app/features/reports/spend-schema";
import { formatPaise } from "#app/utils/rupees";

interface SpendEntry {
  source: string;
  month: string;
  amount_paise: number;
}

/**
 * The owner's entry of marketing spend: a source, a month and the amount. It posts the page, so
 * the report above shows the new costs at once, with or without JavaScript.
 */
export function SpendSection({
  answer,
  month,
  entries,
}: {
  answer: AdminFormAnswer<unknown> | undefined;
  month: string;
  entries: SpendEntry[];
}) {
  const { fields, formProps } = useAdminForm<typeof SpendFormSchema>(answer, { defaultValue: { month } });
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="spend-heading" className="card">
      <h2 id="spend-heading">Marketing spend</h2>
      <p className="muted">
        What you spent on each source in a month. The report divides it by that source&apos;s leads and admissions; a
        range that covers part of a month counts that part of its spend. Enter the same source and month again to change
        it, or 0 to remove it.
      </p>
      <Form method="post" {...formProps} className="admin-form inline-form">
        <Field
          label="Source"
          meta={fields.source}
          hint="The utm_source, e.g. google; (none) for leads with no source"
          autoComplete="off"
        />
        <Field label="Month" meta={fields.month} type="month" hint="The month it was spent in" />
        <Field label="Amount (₹)" meta={fields.amount} inputMode="decimal" hint="e.g. 25,000" />
        <button type="submit" className="button button-primary" disabled={busy}>
          Save spend
        </button>
        <FormResult result={answer} />
      </Form>
      {entries.length > 0 ? (
        <table className="count-table">
          <caption>Spend entered for these months</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Source</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.month} ${entry.source}`}>
                <td>{entry.month}</td>
                <th scope="row">{entry.source || "(none)"}</th>
                <td>{formatPaise(Number(entry.amount_paise))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

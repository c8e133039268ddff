import { Form, href } from "react-router";
import { Field } from "#app/components/forms/field";

/** After a data breach: the contacts of everyone whose enquiry arrived in the chosen days, as CSV. */
export function BreachExport() {
  return (
    <details className="card">
      <summary>After a data breach: export the contact details of the people affected</summary>
      <p className="muted">
        The runbook is in docs/privacy.md: contain it, tell the Data Protection Board and each person affected without
        delay, and send the Board a full report within 72 hours. This list holds everyone whose enquiry arrived in the
        days you choose; the export is recorded in the audit log.
      </p>
      <Form method="get" action={href("/Admin/leads.csv")} reloadDocument className="inline-form">
        <input type="hidden" name="for" value="breach" />
        <Field label="Received from" name="from" type="date" required />
        <Field label="to" name="to" type="date" required />
        <button type="submit" className="button button-small button-primary">
          Download contacts (CSV)
        </button>
      </Form>
    </details>
  );
}

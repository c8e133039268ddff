import { Form, href } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field } from "#app/components/forms/field";
import type { LeadPageData } from "./lead-page-data";
import { IntentForm } from "./intent-form";

/** Merging with another lead: the number, then the merge screen (lead-merge.tsx). */
export function MergeWith({ page }: { page: LeadPageData }) {
  const { lead } = page;
  return (
    <section className="card" aria-labelledby="merge-heading">
      <h2 id="merge-heading">Merge with another lead</h2>
      <p className="muted">
        When two leads are one person. You choose which details to keep on the next screen, and can undo the merge for
        30 days.
      </p>
      <LeadNumberForm leadId={lead.id} suggested={lead.duplicate_of} />
    </section>
  );
}

/**
 * The number of the lead to merge with, sent to the merge screen: a GET form, so each comparison
 * has an address. The merge screen asks again with it when the number was not one to merge.
 */
export function LeadNumberForm({ leadId, suggested }: { leadId: number; suggested?: number | null }) {
  return (
    <Form method="get" action={href("/Admin/leads/:id/merge", { id: String(leadId) })} className="inline-form">
      <Field
        label="Lead number"
        name="with"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={suggested ?? ""}
        required
      />
      <button type="submit" className="button button-ghost">
        Compare
      </button>
    </Form>
  );
}

/** An owner's erasure, for a request made by letter or phone. */
export function EraseForm({ actionData }: { actionData: AdminFormAnswer<unknown> | undefined }) {
  return (
    <section className="card" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase this person's details</h2>
      <p className="muted">
        For a request made by letter or phone. The name, phone, e-mail, guardian, messages and notes go for good; the
        counts stay. Requests made online are carried out from the privacy requests page.
      </p>
      <IntentForm
        intent="erase"
        actionData={actionData}
        className="admin-form narrow-form"
        fields={
          <div className="check">
            <input type="checkbox" id="erase-confirm" name="confirm" value="yes" />
            <label htmlFor="erase-confirm">I confirm this person asked for their details to be erased</label>
          </div>
        }
        button={(busy) => (
          <button type="submit" className="button button-danger" disabled={busy}>
            Erase details
          </button>
        )}
      />
    </section>
  );
}

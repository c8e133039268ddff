import { useEffect } from "react";
import { useSectionForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import type { LeadBulkFormSchema } from "#app/features/inbox/lead-bulk-schema";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import type { BULK_INTENTS } from "./bulk-intents.server";
import type { LeadsPageData } from "./leads-page-data";

const INTENTS: readonly (keyof typeof BULK_INTENTS)[] = ["assign", "status"];

/**
 * The owners' bulk bar: assign or set the status of the ticked leads, each button its intent
 * (bulk-intents.server.ts). The ticks are checkboxes in the table that name this form (`form="bulk"`).
 */
export function BulkBar({ page, answer }: { page: LeadsPageData; answer: AdminFormAnswer<unknown> | undefined }) {
  const bulk = useSectionForm<typeof LeadBulkFormSchema>(answer, INTENTS, { id: "bulk" });
  // After a bulk change the ticks go: the next change starts from nothing selected.
  useEffect(() => {
    if (!bulk.answer?.ok) return;
    for (const box of document.querySelectorAll<HTMLInputElement>('input[form="bulk"]')) box.checked = false;
  }, [bulk.answer]);
  return (
    <bulk.fetcher.Form method="post" {...bulk.formProps} className="bulk-bar card" aria-labelledby="bulk-heading">
      {/* Folded on a phone, so the first lead is on the first screen; always open on a wide one (admin.css). */}
      <details className="phone-fold bulk-fold" open={Boolean(bulk.answer)}>
        <summary>
          <h2 id="bulk-heading" className="bulk-heading">
            With the ticked leads
          </h2>
        </summary>
        <div className="bulk-fields">
          <BulkFields page={page} bulk={bulk} />
        </div>
      </details>
      <FormResult result={bulk.answer} />
    </bulk.fetcher.Form>
  );
}

/** The bulk bar's two choices, each with its button. */
function BulkFields({
  page,
  bulk,
}: {
  page: LeadsPageData;
  bulk: ReturnType<typeof useSectionForm<typeof LeadBulkFormSchema>>;
}) {
  return (
    <>
      <SelectField
        label="Assign to"
        meta={bulk.fields.assignee}
        placeholder="Choose…"
        placeholderDisabled
        options={[
          { value: "none", label: "Nobody (unassigned pool)" },
          ...page.staff.map((member) => ({ value: String(member.id), label: member.name })),
        ]}
      />
      <button type="submit" name="intent" value="assign" className="button button-primary" disabled={bulk.busy}>
        Assign
      </button>
      <SelectField
        label="Set status"
        meta={bulk.fields.status}
        placeholder="Choose…"
        placeholderDisabled
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
      />
      <button type="submit" name="intent" value="status" className="button button-primary" disabled={bulk.busy}>
        Set status
      </button>
    </>
  );
}

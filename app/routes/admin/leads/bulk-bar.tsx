import { useEffect } from "react";
import { Form } from "react-router";
import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import type { LeadsPageData } from "./leads-page-data";

/**
 * The owners' bulk bar: assign or set the status of the ticked leads. The ticks are checkboxes in
 * the table that name this form (`form="bulk"`).
 */
export function BulkBar({ page, answer }: { page: LeadsPageData; answer: AdminFormAnswer<unknown> | undefined }) {
  const { staff } = page;
  // After a bulk change the ticks go: the next change starts from nothing selected.
  useEffect(() => {
    if (!answer?.ok) return;
    for (const box of document.querySelectorAll<HTMLInputElement>('input[form="bulk"]')) box.checked = false;
  }, [answer]);
  return (
    <Form method="post" id="bulk" className="bulk-bar card" aria-labelledby="bulk-heading">
      <h2 id="bulk-heading" className="bulk-heading">
        With the ticked leads
      </h2>
      <BulkChoice
        id="bulk-assignee"
        name="assignee"
        label="Assign to"
        options={[
          { value: "none", label: "Nobody (unassigned pool)" },
          ...staff.map((member) => ({ value: String(member.id), label: member.name })),
        ]}
      />
      <button type="submit" name="intent" value="assign" className="button button-primary">
        Assign
      </button>
      <BulkChoice
        id="bulk-status"
        name="status"
        label="Set status"
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
      />
      <button type="submit" name="intent" value="status" className="button button-primary">
        Set status
      </button>
      <FormResult result={answer} />
    </Form>
  );
}

/** One choice of the bar: nothing chosen at first, and "Choose…" is no value one can send. */
function BulkChoice({
  id,
  name,
  label,
  options,
}: {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue="">
        <option value="" disabled>
          Choose…
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

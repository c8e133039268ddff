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
      <div className="field">
        <label htmlFor="bulk-assignee">Assign to</label>
        <select id="bulk-assignee" name="assignee" defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          <option value="none">Nobody (unassigned pool)</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="assign" className="button button-primary">
        Assign
      </button>
      <div className="field">
        <label htmlFor="bulk-status">Set status</label>
        <select id="bulk-status" name="status" defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="status" className="button button-primary">
        Set status
      </button>
      <FormResult result={answer} />
    </Form>
  );
}

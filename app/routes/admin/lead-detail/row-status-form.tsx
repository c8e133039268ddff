import type { AdminFormAnswer } from "#app/components/forms/admin-form";
import { SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { answerFor, useWorkForm } from "./work-forms";

/**
 * A row's status form on the lead page (an application's, a document's), posted through the
 * page's fetcher. Every row has one: a form takes the page's answer only when the answer was
 * about its own row, and its id names the row and the status it shows, so a saved change
 * starts it afresh.
 */
export function RowStatusForm({
  row,
  id,
  status,
  options,
  label,
  ariaLabel,
  submitLabel,
  answer,
  showAnswer = false,
}: {
  row: "application" | "document";
  id: number;
  status: string;
  options: { value: string; label: string }[];
  label: string;
  ariaLabel?: string;
  submitLabel: string;
  answer: AdminFormAnswer<unknown> | undefined;
  /** Whether the form shows its own answer (the application's shows with its section's). */
  showAnswer?: boolean;
}) {
  const intent = `${row}-status` as const;
  const field = `${row}_id` as const;
  const posted = answerFor(answer, intent)?.result.initialValue?.[field];
  const form = useWorkForm(posted === String(id) ? answer : undefined, intent, {
    defaultValue: { status },
    id: `${row}-${id}-${status}`,
  });
  return (
    <form.fetcher.Form method="post" {...form.formProps} className="inline-form">
      <input type="hidden" name="intent" value={form.intent} />
      <input type="hidden" name={field} value={id} />
      <SelectField label={label} aria-label={ariaLabel} meta={form.fields.status} options={options} />
      <button type="submit" className="button button-ghost" disabled={form.busy}>
        {submitLabel}
      </button>
      {showAnswer ? <FormResult result={form.answer} /> : null}
    </form.fetcher.Form>
  );
}

import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";

/**
 * What every admin form's action answers (app/routes/admin/admin-form.server.ts makes it):
 * Conform's submission result, which carries the field errors and the values to show again, and
 * the screen's one line (the original product's wording for that screen), success or failure.
 */
export type AdminFormAnswer<Extra = undefined> = (
  | { ok: true; message: string; result: SubmissionResult<string[]>; extra: Extra }
  | { ok: false; message: string; result: SubmissionResult<string[]> }
) & {
  /** Which of the screen's forms answered, on a screen with more than one. */
  scope?: string;
};

/**
 * Conform's form state for an admin form: the server validates (the same zod schema the domain
 * function is typed by), so the browser adds no second validation; with or without JavaScript,
 * errors and the submitted values come back in `answer.result`.
 *
 * `defaultValue` is what the form shows before any submission (an edit screen's current values).
 * Conform reads it once; a form whose current values can change under it (a lead's status after
 * a call is logged) passes `id` built from them, and a new id starts the form again from them.
 */
export function useAdminForm(
  answer: AdminFormAnswer<unknown> | undefined,
  options: { defaultValue?: Record<string, string | string[]>; id?: string } = {},
) {
  const [form, fields] = useForm<Record<string, string>>({
    id: options.id,
    lastResult: answer?.result,
    // A field with many values (a group of ticks) takes an array; the form's type names one value.
    defaultValue: options.defaultValue as Record<string, string> | undefined,
  });
  return { form, fields, formProps: getFormProps(form) };
}

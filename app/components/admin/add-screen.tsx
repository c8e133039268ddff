import type { ReactNode } from "react";
import { useActionData, type FetcherWithComponents } from "react-router";
import type { z } from "zod";
import { useAdminForm, type AdminFormAnswer, type AdminFormFields } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";

/**
 * The frame of the small add screens (branch, course, exam, placement): a heading, one form that
 * posts through a fetcher so the page stays put (without JavaScript it posts the page, and the
 * page's answer shows), the answer's line, and the submit button. The
 * fields are the entity's editor (routes/admin/catalogue/*-editor.tsx), which the edit screen
 * shows too: `children` receives Conform's field metadata to hand to it.
 */
export function AddScreen<Schema extends z.ZodType>({
  title,
  fetcher,
  submittingLabel = "Submit",
  children,
}: {
  title: string;
  fetcher: FetcherWithComponents<AdminFormAnswer<unknown> | undefined>;
  /** What the button reads while the form is on its way (the branch screen said "Submitting..."). */
  submittingLabel?: string;
  children: (fields: AdminFormFields<Schema>) => ReactNode;
}) {
  // With JavaScript the fetcher's answer; without it the form posted the page, whose answer it is.
  const pageAnswer = useActionData<AdminFormAnswer<unknown> | undefined>();
  const answer = fetcher.data ?? pageAnswer;
  const { fields, formProps } = useAdminForm<Schema>(answer);
  const submitting = fetcher.state !== "idle";
  return (
    <main className="admin-page">
      <h1>{title}</h1>
      <fetcher.Form method="post" {...formProps} className="admin-form narrow-form">
        {children(fields)}
        <FormResult result={answer} />
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? submittingLabel : "Submit"}
        </button>
      </fetcher.Form>
    </main>
  );
}

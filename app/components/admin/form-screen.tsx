import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";

/** The fields of a screen's form, typed from its schema. */
type Fields<Schema extends z.ZodType> = ReturnType<typeof useAdminForm<Schema>>["fields"];

/**
 * A screen of one form (site settings, lead alerts): its heading and intro, then the form, which
 * posts the page (with or without JavaScript), its answer's line, and its button, idle while it
 * posts. The fields are the screen's own: `children` receives them, typed from the schema.
 */
export function FormScreen<Schema extends z.ZodType>({
  title,
  intro,
  answer,
  defaultValue,
  submitLabel,
  children,
}: {
  title: string;
  intro: ReactNode;
  answer: AdminFormAnswer<unknown> | undefined;
  defaultValue: NonNullable<Parameters<typeof useAdminForm<Schema>>[1]>["defaultValue"];
  submitLabel: string;
  children: (fields: Fields<Schema>) => ReactNode;
}) {
  const { fields, formProps } = useAdminForm<Schema>(answer, { defaultValue });
  const busy = useNavigation().state === "submitting";
  return (
    <main className="admin-page">
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <Form method="post" {...formProps} className="admin-form">
        {children(fields)}
        <FormResult result={answer} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </Form>
    </main>
  );
}

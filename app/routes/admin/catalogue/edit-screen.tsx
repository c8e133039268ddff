import type { ReactNode } from "react";
import { Form, href, useNavigation } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import type { z } from "zod";
import { useAdminForm, type AdminFormAnswer, type AdminFormFields } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import type { EditorValues } from "./catalogue-editor.server";

/** What an entity's editor receives: its fields, typed from its schema, and what it offers to choose. */
export type EditorProps<Schema extends z.ZodType, Choices = object> = { fields: AdminFormFields<Schema> } & Choices;

/**
 * The frame of a catalogue row's edit screen: back to its list, "Edit <label>", the form with the
 * row's current values, the answer's line and "Save changes". The fields are the entity's editor
 * (`children`), the one its add screen shows too; `before` holds any other form (a college's logo).
 */
export function EditScreen<Schema extends z.ZodObject>({
  entity,
  label,
  values,
  answer,
  wide = false,
  before,
  children,
}: {
  entity: string;
  label: string;
  values: EditorValues<Schema>;
  answer: AdminFormAnswer | undefined;
  /** A long form (a college's) takes the page's width. */
  wide?: boolean;
  before?: ReactNode;
  children: (fields: AdminFormFields<Schema>) => ReactNode;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useAdminForm<Schema>(answer, { defaultValue: values });
  return (
    <main className="admin-page">
      <BackLink to={href("/Admin/catalogue/:entity", { entity })}>Back to the list</BackLink>
      <h1>Edit {label.toLowerCase()}</h1>
      {before}
      <Form method="post" {...formProps} className={wide ? "admin-form" : "admin-form narrow-form"}>
        {children(fields)}
        <FormResult result={answer} />
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save changes
        </button>
      </Form>
    </main>
  );
}

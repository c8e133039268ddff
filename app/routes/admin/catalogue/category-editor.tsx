import type { InputHTMLAttributes } from "react";
import { Field } from "#app/components/forms/field";
import type { CategoryFormSchema } from "#app/features/categories/category-schema";
import type { EditorProps } from "./edit-screen";

/**
 * A category's one field, on /category (the original product's public form, which labels it
 * "Category" and watches what is typed) and on a category's edit screen ("Category Name").
 */
export function CategoryEditor({
  fields,
  label = "Category Name",
  onChange,
}: EditorProps<
  typeof CategoryFormSchema,
  { label?: string; onChange?: InputHTMLAttributes<HTMLInputElement>["onChange"] }
>) {
  return <Field label={label} meta={fields.name} maxLength={100} onChange={onChange} />;
}

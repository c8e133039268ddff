import { Field, SelectField } from "#app/components/forms/field";
import type { ExamFormSchema } from "#app/features/exams/exam-schema";
import type { EditorProps } from "./edit-screen";

type Options = { value: number; label: string }[];

/** An entrance exam's fields, on Add Entrance Exam and on an exam's edit screen. */
export function ExamEditor({ fields, categories }: EditorProps<typeof ExamFormSchema, { categories: Options }>) {
  return (
    <>
      <Field label="Exam Name" meta={fields.name} maxLength={200} />
      <Field label="Exam Date" meta={fields.exam_date} type="date" />
      <SelectField label="Category" meta={fields.category_id} placeholder="Choose a category" options={categories} />
    </>
  );
}

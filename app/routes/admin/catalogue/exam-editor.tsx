import { Field, SelectField } from "#app/components/forms/field";
import type { ExamFormSchema } from "#app/features/exams/exam-schema";
import type { EditorProps } from "./edit-screen";

type Options = { value: number; label: string }[];

/** The exam's optional days (issue 46), in the order they come, each with its label and hint. */
const DAY_FIELDS = [
  ["registration_opens", "Registration opens", undefined],
  ["registration_closes", "Registration closes", undefined],
  ["admit_card_date", "Admit card", "The day admit cards can be downloaded."],
  ["exam_last_date", "Last exam day", "For an exam held over several days; the Exam Date is its first."],
  ["result_date", "Result", undefined],
] as const;

/**
 * An entrance exam's fields, on Add Entrance Exam and on an exam's edit screen. The windows
 * (issue 46) are optional: the exam calendar and its .ics show each one staff fill in.
 */
export function ExamEditor({ fields, categories }: EditorProps<typeof ExamFormSchema, { categories: Options }>) {
  return (
    <>
      <Field label="Exam Name" meta={fields.name} maxLength={200} />
      <Field label="Exam Date" meta={fields.exam_date} type="date" />
      <SelectField label="Category" meta={fields.category_id} placeholder="Choose a category" options={categories} />
      <fieldset className="admin-fieldset">
        <legend>Dates and official site (optional)</legend>
        <p className="muted">
          India dates, as the conducting body announces them. The exam calendar and its calendar file show each one you
          fill in.
        </p>
        {DAY_FIELDS.map(([name, label, hint]) => (
          <Field key={name} label={label} hint={hint} meta={fields[name]} type="date" />
        ))}
        <Field
          label="Official site"
          hint="An https:// address, like https://jeemain.nta.nic.in."
          meta={fields.official_site}
          type="url"
          maxLength={300}
        />
      </fieldset>
    </>
  );
}

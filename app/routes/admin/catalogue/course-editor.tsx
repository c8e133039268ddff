import { CollegePicker } from "#app/components/admin/college-picker";
import { Field } from "#app/components/forms/field";
import type { CourseFormSchema } from "#app/features/colleges/courses/course-schema";
import type { CollegeChoices } from "./college-row-editor";
import type { EditorProps } from "./edit-screen";

/** A course's fields, on Add Cource and on a course's edit screen. */
export function CourseEditor({ fields, collegeChoice }: EditorProps<typeof CourseFormSchema, CollegeChoices>) {
  return (
    <>
      <CollegePicker meta={fields.college_id} choice={collegeChoice} />
      <Field label="Course Name" meta={fields.name} />
      <Field label="Course Duration" meta={fields.duration} placeholder="e.g. 4 years" />
      <Field label="Course Fee" meta={fields.fee_inr} inputMode="numeric" placeholder="Yearly fee in rupees" />
      <Field label="Semesters" meta={fields.semesters} inputMode="numeric" />
    </>
  );
}

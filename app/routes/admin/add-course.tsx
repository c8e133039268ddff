import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { CollegePicker } from "#app/components/admin/college-picker";
import { Field } from "#app/components/forms/field";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { CourseFormSchema } from "#app/features/catalogue/courses/course-schema";
import { createCourse } from "#app/features/catalogue/courses/courses.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { collegeChoice } from "./college-choice.server";
import { adminFormAction, adminLoader } from "./admin-form.server";
import type { Route } from "./+types/add-course";

export const meta: Route.MetaFunction = () => [{ title: "Add Cource | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ collegeChoice: await collegeChoice(db, args.request) }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: CourseFormSchema,
    mutate: (values, db) => createCourse(db, values),
    messages: {
      refused: (reason) => `Error: Data submission failed. Details: ${reason}`,
      done: "Course added successfully",
      doneStatus: 201,
      resetForm: true,
    },
  });

export default function AddCourse({ loaderData }: Route.ComponentProps) {
  return (
    <AddScreen<typeof CourseFormSchema> title="Add Cource" fetcher={useFetcher<typeof action>()}>
      {(fields) => (
        <>
          <CollegePicker meta={fields.college_id} choice={loaderData.collegeChoice} />
          <Field label="Course Name" meta={fields.name} />
          <Field label="Course Duration" meta={fields.duration} placeholder="e.g. 4 years" />
          <Field label="Course Fee" meta={fields.fee_inr} inputMode="numeric" placeholder="Yearly fee in rupees" />
          <Field label="Semesters" meta={fields.semesters} inputMode="numeric" />
        </>
      )}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary(
  "Error: Data submission failed. Details: no response from the server.",
);

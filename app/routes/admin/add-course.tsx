import { useFetcher } from "react-router";
import { AddScreen, CollegeSelect } from "#app/components/admin/add-screen";
import { Field } from "#app/components/forms/field";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { CourseFormSchema } from "#app/features/courses/course-schema";
import { createCourse } from "#app/features/courses/courses.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";
import type { Route } from "./+types/add-course";

export const meta: Route.MetaFunction = () => [{ title: "Add Cource | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ colleges: await collegeOptions(db) }));

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
          <CollegeSelect meta={fields.college_id} colleges={loaderData.colleges} />
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

import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { CourseFormSchema } from "#app/features/colleges/courses/course-schema";
import { createCourse } from "#app/features/colleges/courses/courses.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";
import { CourseEditor } from "./catalogue/course-editor";
import { courseEditor } from "./catalogue/course-editor.server";
import type { Route } from "./+types/add-course";

export const meta: Route.MetaFunction = () => [{ title: "Add Cource | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, (db) => courseEditor.choices(db, args.request));

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
      {(fields) => <CourseEditor fields={fields} {...loaderData} />}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary(
  "Error: Data submission failed. Details: no response from the server.",
);

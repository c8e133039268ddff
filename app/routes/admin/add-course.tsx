import { useFetcher } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { CourseFormSchema } from "#app/features/courses/course-schema";
import { createCourse } from "#app/features/courses/courses.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { submitAdminForm } from "./admin-form.server";
import type { Route } from "./+types/add-course";

export const meta: Route.MetaFunction = () => [{ title: "Add Cource | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return submitAdminForm(request, {
    schema: CourseFormSchema,
    mutate: (values) => createCourse(dbFrom(context), values),
    messages: {
      refused: (reason) => `Error: Data submission failed. Details: ${reason}`,
      done: "Course added successfully",
      doneStatus: 201,
      resetForm: true,
    },
  });
}

export default function AddCourse({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { fields, formProps } = useAdminForm(fetcher.data);
  return (
    <main className="admin-page">
      <h1>Add Cource</h1>
      <fetcher.Form method="post" {...formProps} className="admin-form narrow-form">
        <SelectField
          label="College"
          meta={fields.college_id}
          placeholder="Choose a college"
          options={loaderData.colleges}
        />
        <Field label="Course Name" meta={fields.name} />
        <Field label="Course Duration" meta={fields.duration} placeholder="e.g. 4 years" />
        <Field label="Course Fee" meta={fields.fee_inr} inputMode="numeric" placeholder="Yearly fee in rupees" />
        <Field label="Semesters" meta={fields.semesters} inputMode="numeric" />
        <FormResult result={fetcher.data} />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Data submission failed. Details: no response from the server." />;
}

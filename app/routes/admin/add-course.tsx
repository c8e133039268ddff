import { data, useFetcher } from "react-router";
import { Field, SelectField } from "#app/components/forms/field";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { CourseFormSchema } from "#app/features/courses/course-schema";
import { createCourse } from "#app/features/courses/courses.server";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/add-course";
import { forwardHeaders } from "#app/utils/route-headers";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add Cource | Admin" }];

type Result =
  | { ok: true; message: string }
  | { ok: false; message?: string; errors?: Record<string, string>; values: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { colleges: await collegeOptions(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = await readForm(request);
  const parsed = CourseFormSchema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  try {
    await createCourse(dbFrom(context), parsed.data);
    return data<Result>({ ok: true, message: "Course added successfully" }, { status: 201 });
  } catch (error) {
    return data<Result>(
      { ok: false, message: `Error: Data submission failed. Details: ${catalogueFailure(error).message}`, values },
      { status: 400 },
    );
  }
}

export default function AddCourse({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<Result>();
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? result.values : {};
  return (
    <main className="admin-page">
      <h1>Add Cource</h1>
      <fetcher.Form method="post" noValidate className="admin-form narrow-form" key={result?.ok ? "saved" : "form"}>
        <SelectField
          label="College"
          name="college_id"
          placeholder="Choose a college"
          options={loaderData.colleges}
          defaultValue={values.college_id ?? ""}
          error={errors.college_id}
        />
        <Field label="Course Name" name="name" defaultValue={values.name} error={errors.name} />
        <Field
          label="Course Duration"
          name="duration"
          placeholder="e.g. 4 years"
          defaultValue={values.duration}
          error={errors.duration}
        />
        <Field
          label="Course Fee"
          name="fee_inr"
          inputMode="numeric"
          placeholder="Yearly fee in rupees"
          defaultValue={values.fee_inr}
          error={errors.fee_inr}
        />
        <Field
          label="Semesters"
          name="semesters"
          inputMode="numeric"
          defaultValue={values.semesters}
          error={errors.semesters}
        />
        {result?.ok ? (
          <p role="status" className="form-success">
            {result.message}
          </p>
        ) : result?.message ? (
          <p role="alert" className="form-error">
            {result.message}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Data submission failed. Details: no response from the server." />;
}

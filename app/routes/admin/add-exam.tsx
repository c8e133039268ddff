import { useFetcher } from "react-router";
import { Field, SelectField } from "#app/components/forms/field";
import { listCategories } from "#app/features/categories/categories.server";
import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { createExam } from "#app/features/exams/exams.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { addWithSchema, type AddResult } from "./add-with-schema.server";
import type { Route } from "./+types/add-exam";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add Entrance Exam | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { categories: await listCategories(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return addWithSchema(request, ExamFormSchema, async (values) => (await createExam(dbFrom(context), values)).name);
}

export default function AddExam({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<AddResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <main className="admin-page">
      <h1>Add Entrance Exam</h1>
      <fetcher.Form method="post" noValidate className="admin-form narrow-form">
        <Field label="Exam Name" name="name" maxLength={200} error={errors.name} />
        <Field label="Exam Date" name="exam_date" type="date" error={errors.exam_date} />
        <SelectField
          label="Category"
          name="category_id"
          placeholder="Choose a category"
          options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
          error={errors.category_id}
          defaultValue=""
        />
        <FormResult result={result} />
        <button type="submit" className="button button-primary" disabled={fetcher.state !== "idle"}>
          Submit
        </button>
      </fetcher.Form>
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}

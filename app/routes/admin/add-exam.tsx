import { useFetcher } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { Field, SelectField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { RequestErrorBoundary } from "#app/components/admin/request-error";
import { listCategories } from "#app/features/categories/categories.server";
import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { createExam } from "#app/features/exams/exams.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { ADD_WITHOUT_OWN_VALIDATION, submitAdminForm } from "./admin-form.server";
import type { Route } from "./+types/add-exam";

export const meta: Route.MetaFunction = () => [{ title: "Add Entrance Exam | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { categories: await listCategories(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return submitAdminForm(request, {
    schema: ExamFormSchema,
    mutate: (values) => createExam(dbFrom(context), values),
    messages: { ...ADD_WITHOUT_OWN_VALIDATION, done: (exam) => `${exam.name} added.` },
  });
}

export default function AddExam({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { fields, formProps } = useAdminForm(fetcher.data);
  return (
    <main className="admin-page">
      <h1>Add Entrance Exam</h1>
      <fetcher.Form method="post" {...formProps} className="admin-form narrow-form">
        <Field label="Exam Name" meta={fields.name} maxLength={200} />
        <Field label="Exam Date" meta={fields.exam_date} type="date" />
        <SelectField
          label="Category"
          meta={fields.category_id}
          placeholder="Choose a category"
          options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
        />
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
  return <RequestErrorBoundary message="Error: Something went wrong." />;
}

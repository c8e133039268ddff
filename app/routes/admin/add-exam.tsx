import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { Field, SelectField } from "#app/components/forms/field";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { listCategories } from "#app/features/catalogue/categories/categories.server";
import { ExamFormSchema } from "#app/features/catalogue/exams/exam-schema";
import { createExam } from "#app/features/catalogue/exams/exams.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { ADD_WITHOUT_OWN_VALIDATION, adminFormAction, adminLoader } from "./admin-form.server";
import type { Route } from "./+types/add-exam";

export const meta: Route.MetaFunction = () => [{ title: "Add Entrance Exam | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ categories: await listCategories(db) }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: ExamFormSchema,
    mutate: (values, db) => createExam(db, values),
    messages: { ...ADD_WITHOUT_OWN_VALIDATION, done: (exam) => `${exam.name} added.` },
  });

export default function AddExam({ loaderData }: Route.ComponentProps) {
  return (
    <AddScreen<typeof ExamFormSchema> title="Add Entrance Exam" fetcher={useFetcher<typeof action>()}>
      {(fields) => (
        <>
          <Field label="Exam Name" meta={fields.name} maxLength={200} />
          <Field label="Exam Date" meta={fields.exam_date} type="date" />
          <SelectField
            label="Category"
            meta={fields.category_id}
            placeholder="Choose a category"
            options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </>
      )}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");

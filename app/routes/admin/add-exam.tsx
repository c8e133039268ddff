import { useFetcher } from "react-router";
import { AddScreen } from "#app/components/admin/add-screen";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { createExam } from "#app/features/exams/exams.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { ADD_WITHOUT_OWN_VALIDATION, adminFormAction, adminLoader } from "./admin-form.server";
import { ExamEditor } from "./catalogue/exam-editor";
import { examEditor } from "./catalogue/exam-editor.server";
import type { Route } from "./+types/add-exam";

export const meta: Route.MetaFunction = () => [{ title: "Add Entrance Exam | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, (db) => examEditor.choices(db, args.request));

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
      {(fields) => <ExamEditor fields={fields} {...loaderData} />}
    </AddScreen>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("Error: Something went wrong.");

import { Form, href, Link, useNavigation } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { CollegeFormSchema } from "#app/features/colleges/college-schema";
import { createCollege } from "#app/features/colleges/colleges.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";
import { CollegeEditor } from "./catalogue/college-editor";
import { collegeEditor } from "./catalogue/college-editor.server";
import type { Route } from "./+types/add-college";

export const meta: Route.MetaFunction = () => [{ title: "Add College | Admin" }];

export const loader = (args: Route.LoaderArgs) => adminLoader(args, (db) => collegeEditor.choices(db, args.request));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    schema: CollegeFormSchema,
    mutate: (values, db) => createCollege(db, { ...values, exam_ids: values.exam_ids ?? [], is_sample_data: 0 }),
    messages: {
      refused: (reason) => `Error: ${reason}`,
      done: "Your data is submitted",
      extra: (college) => ({ slug: college.slug }),
    },
  });

/** The original product's Add College: one page-wide form, then its line and where to go next. */
export default function AddCollege({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData;
  const { fields, formProps } = useAdminForm<typeof CollegeFormSchema>(result);
  return (
    <main className="admin-page">
      <p>
        <Link to={href("/Admin/Desboard")} className="button button-small button-ghost">
          Home
        </Link>
      </p>
      <h1>Add College</h1>
      {result?.ok ? (
        <div role="status" className="form-success">
          <p>{result.message}</p>
          <p>
            <Link to={href("/:college", { college: result.extra.slug })}>See the college page</Link> ·{" "}
            <Link to={href("/Admin/Details")}>Add another college</Link>
          </p>
        </div>
      ) : (
        <Form method="post" {...formProps} className="admin-form">
          <CollegeEditor fields={fields} {...loaderData} />
          <FormResult result={result} />
          <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
            Submit
          </button>
        </Form>
      )}
    </main>
  );
}

/** What the screen says when the server can't be reached (docs/original-contract.md#when-the-server-cannot-be-reached). */
export const ErrorBoundary = requestErrorBoundary("No response received from the server.");

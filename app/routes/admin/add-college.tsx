import { Form, href, Link, useNavigation } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { CheckboxGroupField, Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { listExams } from "#app/features/catalogue/exams/exams.server";
import { listCategories } from "#app/features/catalogue/categories/categories.server";
import {
  COLLEGE_DISCOVERY_FIELDS,
  COLLEGE_FIELDS,
  COLLEGE_LONG_TEXT_FIELDS,
  CollegeFormSchema,
} from "#app/features/catalogue/colleges/college-schema";
import { createCollege } from "#app/features/catalogue/colleges/colleges.server";
import type { Route } from "./+types/add-college";
import { forwardHeaders } from "#app/utils/route-headers";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Add College | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ categories: await listCategories(db), exams: await listExams(db) }));

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
          {COLLEGE_FIELDS.map(([name, label]) =>
            name === "category_id" ? (
              <SelectField
                key={name}
                label={label}
                meta={fields[name]}
                placeholder="Choose a category"
                options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
              />
            ) : COLLEGE_LONG_TEXT_FIELDS.has(name) ? (
              <TextAreaField key={name} label={label} meta={fields[name]} />
            ) : (
              <Field key={name} label={label} meta={fields[name]} type={name === "website" ? "url" : "text"} />
            ),
          )}
          <Field
            label={COLLEGE_DISCOVERY_FIELDS.short_names.label}
            hint={COLLEGE_DISCOVERY_FIELDS.short_names.hint}
            meta={fields.short_names}
          />
          <CheckboxGroupField
            label={COLLEGE_DISCOVERY_FIELDS.exam_ids.label}
            meta={fields.exam_ids!}
            options={loaderData.exams.map((exam) => ({ value: exam.id, label: `${exam.name} (${exam.exam_date})` }))}
          />
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

import { data, Form, Link, useNavigation } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { listCategories } from "#app/features/categories/categories.server";
import { COLLEGE_FIELDS, COLLEGE_LONG_TEXT_FIELDS, CollegeFormSchema } from "#app/features/colleges/college-schema";
import { createCollege } from "#app/features/colleges/colleges.server";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/add-college";
import { forwardHeaders } from "#app/utils/route-headers";
import { RequestErrorBoundary } from "#app/components/admin/request-error";

export const meta: Route.MetaFunction = () => [{ title: "Add College | Admin" }];

type Result =
  | { ok: true; message: string; slug: string }
  | { ok: false; errors?: Record<string, string>; formError?: string; values: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { categories: await listCategories(dbFrom(context)) };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = await readForm(request);
  const parsed = CollegeFormSchema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  try {
    const college = await createCollege(dbFrom(context), { ...parsed.data, is_sample_data: 0 });
    return data<Result>({ ok: true, message: "Your data is submitted", slug: college.slug });
  } catch (error) {
    const failure = catalogueFailure(error);
    return data<Result>(
      {
        ok: false,
        formError: `Error: ${failure.message}`,
        errors: failure.field ? { [failure.field]: failure.message } : {},
        values,
      },
      { status: 400 },
    );
  }
}

export default function AddCollege({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as Result | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? result.values : {};
  return (
    <main className="admin-page">
      <p>
        <Link to="/Admin/Desboard" className="button button-small button-ghost">
          Home
        </Link>
      </p>
      <h1>Add College</h1>
      {result?.ok ? (
        <div role="status" className="form-success">
          <p>{result.message}</p>
          <p>
            <Link to={`/${result.slug}`}>See the college page</Link> ·{" "}
            <Link to="/Admin/Details">Add another college</Link>
          </p>
        </div>
      ) : (
        <Form method="post" noValidate className="admin-form">
          {COLLEGE_FIELDS.map(([name, label]) =>
            name === "category_id" ? (
              <SelectField
                key={name}
                label={label}
                name={name}
                placeholder="Choose a category"
                options={loaderData.categories.map((c) => ({ value: c.id, label: c.name }))}
                defaultValue={values[name] ?? ""}
                error={errors[name]}
              />
            ) : COLLEGE_LONG_TEXT_FIELDS.has(name) ? (
              <TextAreaField key={name} label={label} name={name} defaultValue={values[name]} error={errors[name]} />
            ) : (
              <Field
                key={name}
                label={label}
                name={name}
                type={name === "website" ? "url" : "text"}
                defaultValue={values[name]}
                error={errors[name]}
              />
            ),
          )}
          {result && !result.ok && result.formError ? (
            <p role="alert" className="form-error">
              {result.formError}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
            Submit
          </button>
        </Form>
      )}
    </main>
  );
}

/** The spec's message for this screen when the server can't be reached (section 8). */
export function ErrorBoundary() {
  return <RequestErrorBoundary message="No response received from the server." />;
}

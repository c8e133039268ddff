import { data, Form, Link, useNavigation } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/edit";
import { EDIT } from "./edit-config.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.label ?? "item"} | Admin` }];

type Result =
  | { ok: true; message: string }
  | { ok: false; errors?: Record<string, string>; formError?: string; values: Record<string, string> };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const config = EDIT[params.entity];
  const db = dbFrom(context);
  const values = config ? await config.load(db, Number(params.id)) : undefined;
  if (!config || !values) throw data("Not found", { status: 404 });
  return { entity: params.entity, label: config.label, fields: await config.fields(db), values };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const config = EDIT[params.entity];
  if (!config) throw data("Not found", { status: 404 });
  const values = await readForm(request);
  const parsed = config.schema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  try {
    await config.save(dbFrom(context), Number(params.id), parsed.data as never);
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
  return data<Result>({ ok: true, message: "Changes saved." });
}

export default function EditCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as Result | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = result && !result.ok ? result.values : loaderData.values;
  return (
    <main className="admin-page">
      <p>
        <Link to={`/Admin/catalogue/${loaderData.entity}`} className="back-link">
          ← Back to the list
        </Link>
      </p>
      <h1>Edit {loaderData.label.toLowerCase()}</h1>
      <Form method="post" noValidate className={`admin-form ${loaderData.fields.length < 6 ? "narrow-form" : ""}`}>
        {loaderData.fields.map((field) =>
          field.kind === "select" ? (
            <SelectField
              key={field.name}
              label={field.label}
              name={field.name}
              placeholder="Choose…"
              options={field.options ?? []}
              defaultValue={values[field.name] ?? ""}
              error={errors[field.name]}
            />
          ) : field.kind === "textarea" ? (
            <TextAreaField
              key={field.name}
              label={field.label}
              name={field.name}
              defaultValue={values[field.name]}
              error={errors[field.name]}
            />
          ) : (
            <Field
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.kind === "number" ? "text" : field.kind}
              inputMode={field.kind === "number" ? "numeric" : undefined}
              defaultValue={values[field.name]}
              error={errors[field.name]}
            />
          ),
        )}
        {result ? (
          <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
            {result.ok ? result.message : (result.formError ?? "Please correct the fields marked above.")}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save changes
        </button>
      </Form>
    </main>
  );
}

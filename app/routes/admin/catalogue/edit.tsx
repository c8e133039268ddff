import { data, Form, Link, useNavigation } from "react-router";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { MAX_LOGO_BYTES, saveCollegeLogo } from "#app/features/colleges/college-logo.server";
import { requireAdmin } from "#app/utils/auth.server";
import { catalogueFailure } from "#app/utils/catalogue-error-message";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { parseId } from "#app/utils/ids";
import { ownEntry } from "#app/utils/own-entry";
import type { Route } from "./+types/edit";
import { EDIT } from "./edit-config.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.label ?? "item"} | Admin` }];

type Result =
  | { ok: true; message: string }
  | { ok: false; errors?: Record<string, string>; formError?: string; values: Record<string, string> };
/** The logo form answers separately, so its message shows beside it and the fields keep their values. */
type LogoResult = { scope: "logo"; ok: boolean; message: string };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const config = ownEntry(EDIT, params.entity);
  const db = dbFrom(context);
  const id = parseId(params.id);
  const values = config && id ? await config.load(db, id) : undefined;
  if (!config || !values) throw data("Not found", { status: 404 });
  return { entity: params.entity, label: config.label, fields: await config.fields(db), values };
}

export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const config = ownEntry(EDIT, params.entity);
  const id = parseId(params.id);
  if (!config || !id) throw data("Not found", { status: 404 });
  if (params.entity === "colleges" && request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return uploadLogo(request, context, id);
  }
  const values = await readForm(request);
  const parsed = config.schema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  try {
    await config.save(dbFrom(context), id, parsed.data as never);
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

/** The logo form: PNG, JPEG or WebP up to 1 MB, checked by content and re-encoded. */
async function uploadLogo(request: Request, context: Route.ActionArgs["context"], collegeId: number) {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_LOGO_BYTES + 64 * 1024) {
    return data<LogoResult>(
      { scope: "logo", ok: false, message: "The logo must be 1 MB or smaller." },
      { status: 413 },
    );
  }
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get("logo");
  } catch {
    return data<LogoResult>(
      { scope: "logo", ok: false, message: "The upload could not be read. Please try again." },
      { status: 400 },
    );
  }
  if (!(file instanceof File)) {
    return data<LogoResult>({ scope: "logo", ok: false, message: "Choose an image file to upload." }, { status: 400 });
  }
  try {
    await saveCollegeLogo(dbFrom(context), collegeId, new Uint8Array(await file.arrayBuffer()), context.env.uploadDir);
  } catch (error) {
    return data<LogoResult>({ scope: "logo", ok: false, message: catalogueFailure(error).message }, { status: 400 });
  }
  return data<LogoResult>({ scope: "logo", ok: true, message: "Logo uploaded." });
}

export default function EditCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const answer = actionData as Result | LogoResult | undefined;
  const logoResult = answer && "scope" in answer ? answer : undefined;
  const result = answer && !("scope" in answer) ? answer : undefined;
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
      {loaderData.entity === "colleges" ? (
        <Form method="post" encType="multipart/form-data" className="admin-form narrow-form logo-form">
          <div className="logo-preview">
            {loaderData.values.logo_path ? (
              <img src={loaderData.values.logo_path} alt="Current logo" width={96} height={96} />
            ) : (
              <span className="muted small">No logo yet</span>
            )}
          </div>
          <div className="field">
            <label htmlFor="logo">Logo</label>
            <p className="muted small">PNG, JPEG or WebP, up to 1 MB. It is resized to 256 px.</p>
            <input id="logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" required />
          </div>
          <FormResult result={logoResult} />
          <button type="submit" className="button button-ghost">
            Upload logo
          </button>
        </Form>
      ) : null}
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

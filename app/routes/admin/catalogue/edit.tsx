import type { z } from "zod";
import { data, Form, href, Link, useNavigation } from "react-router";
import { CheckboxGroupField, Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { saveCollegeLogo } from "#app/features/catalogue/colleges/college-logo.server";
import { LogoUploadFormSchema } from "#app/features/catalogue/colleges/logo-upload-schema";
import { collegeLogoPath } from "#app/features/catalogue/colleges/college-logo-path";
import { useAdminForm } from "#app/components/forms/admin-form";
import { requireAdmin } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import { ownEntry } from "#app/utils/own-entry";
import type { Route } from "./+types/edit";
import { EDIT } from "./edit-config.server";
import { submitAdminForm } from "../admin-form.server";
import { collegeChoice } from "../college-choice.server";
import { CollegePicker } from "#app/components/admin/college-picker";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.label ?? "item"} | Admin` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const config = ownEntry(EDIT, params.entity);
  const db = dbFrom(context);
  const id = parseId(params.id);
  const values = config && id ? await config.load(db, id) : undefined;
  if (!config || !values) throw data("Not found", { status: 404 });
  const fields = await config.fields(db);
  // The picker shows the current college chosen, and what a search without JavaScript found.
  const college = fields.some((field) => field.kind === "college")
    ? await collegeChoice(db, request, String(values.college_id))
    : null;
  return { entity: params.entity, label: config.label, fields, values, collegeChoice: college };
}

export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const config = ownEntry(EDIT, params.entity);
  const id = parseId(params.id);
  if (!config || !id) throw data("Not found", { status: 404 });
  const db = dbFrom(context);
  if (params.entity === "colleges" && request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return submitAdminForm(request, {
      multipart: true,
      scope: "logo",
      schema: LogoUploadFormSchema,
      mutate: async ({ logo }) =>
        saveCollegeLogo(db, id, new Uint8Array(await logo.arrayBuffer()), context.env.uploadDir),
      messages: { invalid: (first) => first, done: "Logo uploaded.", fieldErrors: false },
    });
  }
  return submitAdminForm(request, {
    schema: config.schema,
    mutate: (values) => config.save(db, id, values as never),
    messages: {
      invalid: "Please correct the fields marked above.",
      refused: (reason) => `Error: ${reason}`,
      done: "Changes saved.",
    },
  });
}

/** Any catalogue entity's form: field names are strings the entity's config gives. */
type AnyEntitySchema = z.ZodType<unknown, Record<string, string>>;

export default function EditCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const logoResult = actionData?.scope === "logo" ? actionData : undefined;
  const result = actionData?.scope === "logo" ? undefined : actionData;
  // One editor serves every entity, so its fields are named by the entity's config at run time.
  const { fields, formProps } = useAdminForm<AnyEntitySchema>(result, { defaultValue: loaderData.values });
  // Only a path on this site reaches the src, as on the public pages.
  const logo = collegeLogoPath(loaderData.values.logo_path);
  return (
    <main className="admin-page">
      <p>
        <Link to={href("/Admin/catalogue/:entity", { entity: loaderData.entity })} className="back-link">
          ← Back to the list
        </Link>
      </p>
      <h1>Edit {loaderData.label.toLowerCase()}</h1>
      {loaderData.entity === "colleges" ? (
        <Form method="post" encType="multipart/form-data" className="admin-form narrow-form logo-form">
          <div className="logo-preview">
            {logo ? (
              <img src={logo} alt="Current logo" width={96} height={96} />
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
      <Form method="post" {...formProps} className={`admin-form ${loaderData.fields.length < 6 ? "narrow-form" : ""}`}>
        {loaderData.fields.map((field) =>
          field.kind === "college" && loaderData.collegeChoice ? (
            <CollegePicker key={field.name} meta={fields[field.name]} choice={loaderData.collegeChoice} />
          ) : field.kind === "select" ? (
            <SelectField
              key={field.name}
              label={field.label}
              meta={fields[field.name]}
              placeholder="Choose…"
              options={field.options ?? []}
            />
          ) : field.kind === "checkboxes" ? (
            <CheckboxGroupField
              key={field.name}
              label={field.label}
              meta={fields[field.name]!}
              options={field.options ?? []}
            />
          ) : field.kind === "textarea" ? (
            <TextAreaField key={field.name} label={field.label} meta={fields[field.name]} />
          ) : (
            <Field
              key={field.name}
              label={field.label}
              meta={fields[field.name]}
              hint={field.hint}
              type={field.kind === "number" ? "text" : field.kind}
              inputMode={field.kind === "number" ? "numeric" : undefined}
            />
          ),
        )}
        <FormResult result={result} />
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save changes
        </button>
      </Form>
    </main>
  );
}

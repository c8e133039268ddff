import { data, Form, useNavigation } from "react-router";
import { Field, TextAreaField } from "#app/components/forms/field";
import { fieldErrors } from "#app/features/admins/admin-schema";
import { officesToText, SettingsFormSchema } from "#app/features/settings/settings-schema";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { requireAdmin } from "#app/utils/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/settings";
import { forwardHeaders } from "#app/utils/route-headers";

export const meta: Route.MetaFunction = () => [{ title: "Site settings | Admin" }];

type Result =
  { ok: true; message: string } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const settings = await getSiteSettings(dbFrom(context));
  const { social, offices, ...rest } = settings;
  return { values: { ...rest, ...social, offices: officesToText(offices) } as Record<string, string> };
}

export const headers = forwardHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = await readForm(request);
  const parsed = SettingsFormSchema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: fieldErrors(parsed.error), values }, { status: 400 });
  await saveSiteSettings(dbFrom(context), parsed.data);
  return data<Result>({ ok: true, message: "Settings saved. The public pages show them now." });
}

const FIELDS: [string, string, string?][] = [
  ["brandName", "Brand name"],
  ["tagline", "Tagline"],
  ["phone", "Phone", "tel"],
  ["email", "Email", "email"],
  ["whatsappNumber", "WhatsApp number", "tel"],
  ["whatsappText", "WhatsApp message"],
  ["facebook", "Facebook page", "url"],
  ["instagram", "Instagram page", "url"],
  ["youtube", "YouTube channel", "url"],
  ["linkedin", "LinkedIn page", "url"],
  ["x", "X (Twitter) page", "url"],
];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as Result | undefined;
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : loaderData.values;
  return (
    <main className="admin-page">
      <h1>Site settings</h1>
      <p className="muted">
        The company facts every public page shows: header, footer, contact page and WhatsApp link.
      </p>
      <Form method="post" noValidate className="admin-form">
        {FIELDS.map(([name, label, type]) => (
          <Field
            key={name}
            label={label}
            name={name}
            type={type ?? "text"}
            defaultValue={values[name]}
            error={errors[name]}
          />
        ))}
        <TextAreaField
          label="Offices (one per line: City | Address | Phone)"
          name="offices"
          rows={8}
          defaultValue={values.offices}
          error={errors.offices}
        />
        {result ? (
          <p role={result.ok ? "status" : "alert"} className={result.ok ? "form-success" : "form-error"}>
            {result.ok ? result.message : "Please correct the fields marked above."}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save settings
        </button>
      </Form>
    </main>
  );
}

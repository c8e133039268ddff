import { Form, useNavigation } from "react-router";
import { useAdminForm, type FieldName } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { Field, TextAreaField } from "#app/components/forms/field";
import { SettingsFormSchema, settingsFormValues } from "#app/features/settings/settings-schema";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import type { Route } from "./+types/settings";
import { forwardHeaders } from "#app/utils/route-headers";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Site settings | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db) => ({ values: settingsFormValues(await getSiteSettings(db)) }), { ownerOnly: true });

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    ownerOnly: true,
    schema: SettingsFormSchema,
    mutate: (values, db, admin) => saveSiteSettings(db, values, admin),
    messages: {
      invalid: "Please correct the fields marked above.",
      done: "Settings saved. The public pages show them now.",
    },
  });

const FIELDS: [FieldName<typeof SettingsFormSchema>, string, string?][] = [
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
  const { fields, formProps } = useAdminForm<typeof SettingsFormSchema>(actionData, {
    defaultValue: loaderData.values,
  });
  return (
    <main className="admin-page">
      <h1>Site settings</h1>
      <p className="muted">
        The company facts every public page shows: header, footer, contact page and WhatsApp link.
      </p>
      <Form method="post" {...formProps} className="admin-form">
        {FIELDS.map(([name, label, type]) => (
          <Field key={name} label={label} meta={fields[name]} type={type ?? "text"} />
        ))}
        <TextAreaField label="Offices (one per line: City | Address | Phone)" meta={fields.offices} rows={8} />
        <fieldset className="admin-fieldset">
          <legend>Privacy</legend>
          <p className="muted">
            The privacy notice names the grievance officer; leads are anonymised this long after their last activity.
          </p>
          <Field label="Grievance officer" meta={fields.grievanceName} />
          <Field label="Grievance officer's e-mail" meta={fields.grievanceEmail} type="email" />
          <Field label="Grievance officer's phone" meta={fields.grievancePhone} type="tel" />
          <Field
            label="Keep leads for (months after last activity)"
            meta={fields.retentionMonths}
            inputMode="numeric"
          />
        </fieldset>
        <FormResult result={actionData} />
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save settings
        </button>
      </Form>
    </main>
  );
}

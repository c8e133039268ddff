import { href, Link } from "react-router";
import { FormScreen } from "#app/components/admin/form-screen";
import type { FieldName } from "#app/components/forms/admin-form";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { SettingsFormSchema, settingsFormValues } from "#app/features/settings/settings-schema";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { receiptPrefix } from "#app/features/settings/site-settings";
import { GST_RATES } from "#app/utils/gstin";
import type { Route } from "./+types/settings";
import { forwardHeaders } from "#app/utils/route-headers";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Site settings | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const settings = await getSiteSettings(db);
      return { values: settingsFormValues(settings), brandPrefix: receiptPrefix({ ...settings, receiptPrefix: "" }) };
    },
    { ownerOnly: true },
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: SettingsFormSchema,
      mutate: (values, { db, admin }) => saveSiteSettings(db, values, admin),
      messages: {
        invalid: "Please correct the fields marked above.",
        done: "Settings saved. The public pages show them now.",
      },
    },
    { ownerOnly: true },
  );

const FIELDS: [FieldName<typeof SettingsFormSchema>, string, string?][] = [
  ["brandName", "Brand name"],
  ["tagline", "Tagline"],
  ["taglineHi", "Tagline in Hindi (optional)"],
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
  return (
    <FormScreen<typeof SettingsFormSchema>
      title="Site settings"
      intro={
        <>
          The company facts every public page shows: header, footer, contact page and WhatsApp link. The documents each
          application asks for are on the <Link to={href("/Admin/settings/documents")}>documents checklist</Link>;
          working hours and how soon a new lead must be called, on the{" "}
          <Link to={href("/Admin/settings/first-call")}>first-call clock</Link>; keys for other systems to send leads
          are under <Link to={href("/Admin/settings/api-keys")}>API keys</Link>.
        </>
      }
      answer={actionData}
      defaultValue={loaderData.values}
      submitLabel="Save settings"
    >
      {(fields) => (
        <>
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
          <fieldset className="admin-fieldset">
            <legend>Receipts and GST</legend>
            <p className="muted">
              Receipts carry the brand name and the first office&apos;s address. With a GSTIN and a rate, each receipt
              also shows the GSTIN, the taxable value and the GST included in the amount.
            </p>
            <Field
              label="Receipt prefix"
              hint={`Receipts are numbered PREFIX/2026-27/0001. Leave blank for ${loaderData.brandPrefix}, from the brand name.`}
              meta={fields.receiptPrefix}
              maxLength={10}
            />
            <Field label="GSTIN" hint="Optional. 15 characters, as on your GST certificate." meta={fields.gstin} />
            <SelectField
              label="GST rate"
              meta={fields.gstRate}
              placeholder="No GST"
              options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
            />
          </fieldset>
        </>
      )}
    </FormScreen>
  );
}

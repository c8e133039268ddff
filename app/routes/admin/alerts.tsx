import { href, Link } from "react-router";
import { FormScreen } from "#app/components/admin/form-screen";
import { Field } from "#app/components/forms/field";
import { AlertSettingsFormSchema, SECRET_KEPT } from "#app/features/outbox/alert-settings-schema";
import { getAlertSettings } from "#app/features/outbox/alert-settings.server";
import { updateAlertSettings } from "#app/features/settings/alert-settings-form.server";
import { mailAddress } from "#app/utils/env.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/alerts";
import { singleFormAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Lead alerts | Admin" }];

// The secret stays on the server: the page learns only whether one is set.
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const { webhookSecret, ...rest } = await getAlertSettings(db);
      const smtp = args.context.env.smtp;
      return {
        values: { ...rest, webhookSecret: SECRET_KEPT },
        secretSet: webhookSecret !== "",
        mailFrom: smtp ? mailAddress(smtp.from) : null,
      };
    },
    { ownerOnly: true },
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  singleFormAction(
    args,
    {
      schema: AlertSettingsFormSchema,
      mutate: (values, { db, admin }) =>
        updateAlertSettings(db, values, admin, { allowPrivate: args.context.env.webhookAllowPrivate }),
      messages: {
        invalid: "Please correct the fields marked above.",
        done: "Alert settings saved. New enquiries use them from now on.",
        hideFields: ["webhookSecret"],
      },
    },
    { ownerOnly: true },
  );

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormScreen<typeof AlertSettingsFormSchema>
      title="Lead alerts"
      intro={
        <>
          Each enquiry is e-mailed to the counsellor who has the lead, or to the address below while nobody has it, and
          sent to the webhook when one is set. Undelivered alerts wait on the{" "}
          <Link to={href("/Admin/outbox")}>outbox</Link> page.
        </>
      }
      answer={actionData}
      defaultValue={loaderData.values}
      submitLabel="Save alert settings"
    >
      {(fields) => (
        <>
          <Field label="Lead alerts e-mail" meta={fields.alertsEmail} type="email" autoComplete="off" />
          <Field
            label="Lead webhook URL"
            hint="http:// or https://, at a public address. Each enquiry is POSTed there as signed JSON (docs/leads.md)."
            type="url"
            meta={fields.webhookUrl}
          />
          <Field
            label="Webhook secret"
            meta={fields.webhookSecret}
            type="password"
            autoComplete="new-password"
            hint={
              loaderData.secretSet
                ? "A secret is set. Leave this empty to keep it, or type a new one to replace it."
                : "No secret is set yet. At least 16 characters."
            }
          />
          <Field
            label="Invitations organiser e-mail"
            meta={fields.invitationsEmail}
            type="email"
            autoComplete="off"
            hint={`Counselling invitations to students come from this address, with the counsellor's first name: use the consultancy's own address, never a counsellor's. Empty: ${loaderData.mailFrom ?? "the MAIL_FROM address"}.`}
          />
        </>
      )}
    </FormScreen>
  );
}

import { Form, href, Link, useNavigation } from "react-router";
import { useAdminForm } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { Field } from "#app/components/forms/field";
import { AlertSettingsFormSchema, SECRET_KEPT } from "#app/features/outbox/alert-settings-schema";
import { getAlertSettings, updateAlertSettings } from "#app/features/outbox/alert-settings.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/alerts";
import { adminFormAction, adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Lead alerts | Admin" }];

// The secret stays on the server: the page learns only whether one is set.
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async (db) => {
      const { webhookSecret, ...rest } = await getAlertSettings(db);
      return { values: { ...rest, webhookSecret: SECRET_KEPT }, secretSet: webhookSecret !== "" };
    },
    { ownerOnly: true },
  );

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, {
    ownerOnly: true,
    schema: AlertSettingsFormSchema,
    mutate: (values, db, admin) =>
      updateAlertSettings(db, values, admin, { allowPrivate: args.context.env.webhookAllowPrivate }),
    messages: {
      invalid: "Please correct the fields marked above.",
      done: "Alert settings saved. New enquiries use them from now on.",
      hideFields: ["webhookSecret"],
    },
  });

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { fields, formProps } = useAdminForm<typeof AlertSettingsFormSchema>(actionData, {
    defaultValue: loaderData.values,
  });
  return (
    <main className="admin-page">
      <h1>Lead alerts</h1>
      <p className="muted">
        Each enquiry is e-mailed to the counsellor who has the lead, or to the address below while nobody has it, and
        sent to the webhook when one is set. Undelivered alerts wait on the{" "}
        <Link to={href("/Admin/outbox")}>outbox</Link> page.
      </p>
      <Form method="post" {...formProps} className="admin-form">
        <Field label="Lead alerts e-mail" meta={fields.alertsEmail} type="email" autoComplete="off" />
        <Field
          label="Lead webhook URL"
          meta={fields.webhookUrl}
          type="url"
          hint="http:// or https://, at a public address. Each enquiry is POSTed there as signed JSON (docs/leads.md)."
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
        <FormResult result={actionData} />
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save alert settings
        </button>
      </Form>
    </main>
  );
}

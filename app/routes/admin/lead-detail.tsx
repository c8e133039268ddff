import { data, Form, href, Link, useNavigation } from "react-router";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LeadStatusFormSchema } from "#app/features/leads/lead-status";
import { getLead, updateLeadStatus } from "#app/features/leads/leads-inbox.server";
import { requireAdmin } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { parseId } from "#app/utils/ids";
import type { Route } from "./+types/lead-detail";
import { forwardHeaders } from "#app/utils/route-headers";
import { FormResult } from "#app/components/forms/form-result";
import { useAdminForm } from "#app/components/forms/admin-form";
import { SelectField, TextAreaField } from "#app/components/forms/field";
import { submitAdminForm } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const lead = id ? await getLead(dbFrom(context), id) : undefined;
  if (!lead) throw data("Not found", { status: 404 });
  return { lead };
}

export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  return submitAdminForm(request, {
    schema: LeadStatusFormSchema,
    mutate: async (values) => {
      if (!id || !(await updateLeadStatus(dbFrom(context), id, values))) throw data("Not found", { status: 404 });
    },
    messages: { invalid: (first) => first, done: "Saved." },
  });
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const navigation = useNavigation();
  const { fields, formProps } = useAdminForm(actionData, { defaultValue: { status: lead.status, notes: lead.notes } });
  const rows: [string, string | null][] = [
    ["Received", dateTime.format(new Date(lead.created_at))],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Course", lead.course],
    ["Stream", lead.stream],
    ["College", lead.college_name],
    ["Message", lead.message],
    ["Form", lead.form],
    ["Page", lead.page],
    [
      "UTM source / medium / campaign",
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / ") || null,
    ],
    ["UTM term / content", [lead.utm_term, lead.utm_content].filter(Boolean).join(" / ") || null],
    [
      "Consent",
      lead.consent_at
        ? `${JSON.parse(lead.consent_purposes).join(", ")} (${dateTime.format(new Date(lead.consent_at))})`
        : "none recorded",
    ],
  ];
  return (
    <main className="admin-page">
      <p>
        <Link to={href("/Admin/leads")} className="back-link">
          ← All leads
        </Link>
      </p>
      <h1>{lead.name}</h1>
      <dl className="detail-list card">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" {...formProps} className="admin-form narrow-form">
        <SelectField
          label="Status"
          meta={fields.status}
          placeholder="Choose a status"
          options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        />
        <TextAreaField label="Notes" meta={fields.notes} rows={4} maxLength={5000} />
        <FormResult result={actionData} />
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          Save
        </button>
      </Form>
    </main>
  );
}

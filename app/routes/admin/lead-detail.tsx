import { data, Form, href, Link, useNavigation } from "react-router";
import {
  ClaimFormSchema,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LeadStatusFormSchema,
} from "#app/features/leads/lead-status";
import { claimLead, getLead, updateLeadStatus } from "#app/features/leads/leads-inbox.server";
import { leadEnquiries, leadTimeline } from "#app/features/leads/lead-timeline.server";
import { LEAD_EVENT_LABELS } from "#app/features/leads/lead-events";
import { readForm } from "#app/utils/form-data.server";
import { Refusal } from "#app/utils/refusal";
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
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  const db = dbFrom(context);
  // A counsellor's "not found" covers another counsellor's lead too.
  const lead = id ? await getLead(db, id, me) : undefined;
  if (!lead) throw data("Not found", { status: 404 });
  const [enquiries, timeline] = await Promise.all([leadEnquiries(db, lead.id), leadTimeline(db, lead.id)]);
  return { lead, enquiries, timeline, canClaim: lead.assignee_id === null && me.role === "counsellor" };
}

export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  const db = dbFrom(context);
  const form = await readForm(request);
  if (form.intent === "claim") {
    return submitAdminForm(request, {
      form,
      scope: "claim",
      schema: ClaimFormSchema,
      mutate: async () => {
        if (!id || !(await claimLead(db, id, me))) throw new Refusal("Someone else has this lead now.");
      },
      messages: { done: "This lead is yours now." },
    });
  }
  return submitAdminForm(request, {
    form,
    schema: LeadStatusFormSchema,
    mutate: async (values) => {
      if (!id || !(await updateLeadStatus(db, id, values, me))) throw data("Not found", { status: 404 });
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
  const { lead, enquiries, timeline, canClaim } = loaderData;
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
      {canClaim ? (
        <Form method="post" className="card">
          <p>Nobody has this lead yet.</p>
          <input type="hidden" name="intent" value="claim" />
          <button type="submit" className="button button-primary">
            Take this lead
          </button>
        </Form>
      ) : null}
      <section className="card" aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Enquiries ({enquiries.length})</h2>
        <ol className="admin-list">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <span>
                <strong>{dateTime.format(new Date(enquiry.created_at))}</strong> · {enquiry.form} form on {enquiry.page}
                {enquiry.course ? ` · ${enquiry.course}` : ""}
                {enquiry.utm_source ? ` · from ${enquiry.utm_source}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="card" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <ol className="admin-list">
          {timeline.map((event) => (
            <li key={event.id}>
              <span>
                <strong>{LEAD_EVENT_LABELS[event.kind] ?? event.kind}</strong> ·{" "}
                {dateTime.format(new Date(event.created_at))} · {event.actor_name ?? "visitor or system"}
                {typeof event.data.page === "string" ? ` · ${event.data.page}` : ""}
                {typeof event.data.assignee === "string" ? ` · to ${event.data.assignee}` : ""}
                {typeof event.data.to === "string" ? ` · now ${event.data.to}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>
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

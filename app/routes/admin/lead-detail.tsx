import type { ReactNode } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { requireAdmin } from "#app/features/admins/auth.server";
import { LEAD_EVENT_LABELS } from "#app/features/leads/lead-events";
import { ClaimFormSchema, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status";
import { leadEnquiries, leadTimeline } from "#app/features/leads/lead-timeline.server";
import { addNote, changeStatus, logCall, setFollowUp, whatsAppLink } from "#app/features/leads/lead-work.server";
import {
  CALL_OUTCOMES,
  FollowUpFormSchema,
  LogCallFormSchema,
  NoteFormSchema,
  StatusFormSchema,
  type CallOutcome,
} from "#app/features/leads/lead-work";
import { claimLead, getLead } from "#app/features/leads/leads-inbox.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { dbFrom } from "#app/utils/context.server";
import { readForm } from "#app/utils/form-data.server";
import { parseId } from "#app/utils/ids";
import { Refusal } from "#app/utils/refusal";
import { forwardHeaders } from "#app/utils/route-headers";
import { submitAdminForm } from "./admin-form.server";
import { formatIndiaDateTime, toIndiaLocalInput } from "#app/utils/india-time";
import type { Route } from "./+types/lead-detail";

export const meta: Route.MetaFunction = () => [{ title: "Lead | Admin" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const id = parseId(params.id);
  const db = dbFrom(context);
  // A counsellor's "not found" covers another counsellor's lead too.
  const lead = id ? await getLead(db, id, me) : undefined;
  if (!lead) throw data("Not found", { status: 404 });
  const [enquiries, timeline, settings] = await Promise.all([
    leadEnquiries(db, lead.id),
    leadTimeline(db, lead.id),
    getSiteSettings(db),
  ]);
  return {
    lead,
    enquiries,
    timeline,
    whatsApp: whatsAppLink(lead, settings.brandName),
    canClaim: lead.assignee_id === null && me.role === "counsellor",
  };
}

export const headers = forwardHeaders;

export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const leadId = parseId(params.id);
  if (!leadId) throw data("Not found", { status: 404 });
  const db = dbFrom(context);
  const form = await readForm(request);
  const saved = { invalid: "Please correct the fields marked above." };
  switch (form.intent) {
    case "claim":
      return submitAdminForm(request, {
        form,
        scope: "claim",
        schema: ClaimFormSchema,
        mutate: async () => {
          if (!(await claimLead(db, leadId, me))) throw new Refusal("Someone else has this lead now.");
        },
        messages: { done: "This lead is yours now." },
      });
    case "call":
      return submitAdminForm(request, {
        form,
        scope: "call",
        schema: LogCallFormSchema,
        mutate: ({ outcome, note, follow_up_at }) =>
          logCall(db, { leadId, outcome, note, followUpAt: follow_up_at }, me),
        messages: { ...saved, done: "Call logged.", resetForm: true },
      });
    case "follow-up":
      return submitAdminForm(request, {
        form,
        scope: "follow-up",
        schema: FollowUpFormSchema,
        mutate: ({ follow_up_at }) => setFollowUp(db, { leadId, at: follow_up_at }, me),
        messages: { ...saved, done: "Follow-up set." },
      });
    case "note":
      return submitAdminForm(request, {
        form,
        scope: "note",
        schema: NoteFormSchema,
        mutate: ({ note }) => addNote(db, { leadId, note }, me),
        messages: { ...saved, done: "Note added.", resetForm: true },
      });
    default:
      return submitAdminForm(request, {
        form,
        scope: "status",
        schema: StatusFormSchema,
        mutate: ({ status }) => changeStatus(db, { leadId, status }, me),
        messages: { ...saved, done: "Saved." },
      });
  }
}

/** The answer of one of the page's forms, or undefined when another form answered. */
const answerFor = (answer: AdminFormAnswer<unknown> | undefined, scope: string) =>
  answer?.scope === scope ? answer : undefined;

/** One of the page's work forms: its intent, its own answer, and the form state built from it. */
function useWorkForm(
  actionData: AdminFormAnswer<unknown> | undefined,
  intent: string,
  options?: Parameters<typeof useAdminForm>[1],
) {
  const answer = answerFor(actionData, intent);
  return { intent, answer, ...useAdminForm(answer, options) };
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, enquiries, timeline, whatsApp, canClaim } = loaderData;
  const call = useWorkForm(actionData, "call");
  const followUp = useWorkForm(actionData, "follow-up", {
    defaultValue: { follow_up_at: toIndiaLocalInput(lead.next_follow_up_at) },
  });
  const note = useWorkForm(actionData, "note");
  const status = useWorkForm(actionData, "status", { defaultValue: { status: lead.status } });
  const rows: [string, string | null][] = [
    ["Received", formatIndiaDateTime(lead.created_at)],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Course", lead.course],
    ["Stream", lead.stream],
    ["College", lead.college_name],
    ["Message", lead.message],
    // Where the first enquiry came from; every enquiry is listed below.
    ["Form", lead.form],
    ["Page", lead.page],
    [
      "UTM source / medium / campaign",
      [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(" / ") || null,
    ],
    ["UTM term / content", [lead.utm_term, lead.utm_content].filter(Boolean).join(" / ") || null],
    ["Status", LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status],
    ["Next follow-up", lead.next_follow_up_at ? formatIndiaDateTime(lead.next_follow_up_at) : null],
    [
      "Consent",
      lead.consent_at
        ? `${JSON.parse(lead.consent_purposes).join(", ")} (${formatIndiaDateTime(lead.consent_at)})`
        : "none recorded",
    ],
    // Notes written before notes became timeline entries.
    ["Earlier notes", lead.notes || null],
  ];
  return (
    <main className="admin-page">
      <p>
        <Link to={href("/Admin/leads")} className="back-link">
          ← All leads
        </Link>
      </p>
      <h1>{lead.name}</h1>
      {lead.phone ? (
        <p className="lead-contact">
          <a className="button button-primary" href={`tel:+91${lead.phone}`}>
            Call {lead.phone}
          </a>{" "}
          {whatsApp ? (
            <a className="button button-ghost" href={whatsApp} target="_blank" rel="noopener noreferrer">
              WhatsApp<span className="visually-hidden"> {lead.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
      {canClaim ? (
        <Form method="post" className="card">
          <p>Nobody has this lead yet.</p>
          <input type="hidden" name="intent" value="claim" />
          <FormResult result={answerFor(actionData, "claim")} />
          <button type="submit" className="button button-primary">
            Take this lead
          </button>
        </Form>
      ) : null}
      <dl className="detail-list card">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? "—"}</dd>
          </div>
        ))}
      </dl>

      <WorkForm heading="Log a call" form={call} submitLabel="Log call">
        <SelectField
          label="Outcome"
          meta={call.fields.outcome}
          placeholder="What came of the call?"
          options={(Object.keys(CALL_OUTCOMES) as CallOutcome[]).map((outcome) => ({
            value: outcome,
            label: CALL_OUTCOMES[outcome].label,
          }))}
        />
        <TextAreaField label="Note (optional)" meta={call.fields.note} rows={3} maxLength={2000} />
        <Field label="Next follow-up (optional, India time)" meta={call.fields.follow_up_at} type="datetime-local" />
      </WorkForm>

      <WorkForm heading="Next follow-up" form={followUp} submitLabel="Set follow-up">
        <Field label="Follow up on (India time)" meta={followUp.fields.follow_up_at} type="datetime-local" />
      </WorkForm>

      <WorkForm heading="Add a note" form={note} submitLabel="Add note">
        <TextAreaField label="Note" meta={note.fields.note} rows={3} maxLength={2000} />
      </WorkForm>

      <section className="card" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <ol className="timeline-list">
          {timeline.map((event) => (
            <li key={event.id}>
              <p>
                <strong>{LEAD_EVENT_LABELS[event.kind] ?? event.kind}</strong> ·{" "}
                <span className="muted">
                  {formatIndiaDateTime(event.created_at)} · {event.actor_name ?? "the visitor or the system"}
                </span>
              </p>
              <EventDetail data={event.data} />
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Enquiries ({enquiries.length})</h2>
        <ol className="timeline-list">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <p>
                <strong>{formatIndiaDateTime(enquiry.created_at)}</strong> · {enquiry.form} form on {enquiry.page}
                {enquiry.course ? ` · ${enquiry.course}` : ""}
                {enquiry.college_name ? ` · ${enquiry.college_name}` : ""}
              </p>
              {enquiry.utm_source || enquiry.utm_campaign ? (
                <p className="muted small">
                  Campaign: {[enquiry.utm_source, enquiry.utm_medium, enquiry.utm_campaign].filter(Boolean).join(" / ")}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <WorkForm heading="Change the status" form={status} submitLabel="Save">
        <SelectField
          label="Status"
          meta={status.fields.status}
          placeholder="Choose a status"
          options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
        />
      </WorkForm>
    </main>
  );
}

/**
 * One of the lead page's work forms (log a call, follow-up, note, status): a card with its
 * heading, the intent the action dispatches on, the fields, the answer's line and the button.
 */
/** A work form's frame: its heading, the intent its action reads, its answer and its button. */
function WorkForm({
  heading,
  form,
  submitLabel,
  children,
}: {
  heading: string;
  form: ReturnType<typeof useWorkForm>;
  submitLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const id = form.intent;
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <Form method="post" {...form.formProps} className="admin-form narrow-form">
        <input type="hidden" name="intent" value={form.intent} />
        {children}
        <FormResult result={form.answer} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}

/** What an event changed, in words. */
function EventDetail({ data }: { data: Record<string, unknown> }) {
  const parts: string[] = [];
  if (typeof data.outcome === "string" && data.outcome in CALL_OUTCOMES) {
    parts.push(CALL_OUTCOMES[data.outcome as CallOutcome].label);
  }
  if (typeof data.to === "string") parts.push(`now ${LEAD_STATUS_LABELS[data.to as LeadStatus] ?? data.to}`);
  if (typeof data.assignee === "string") parts.push(`to ${data.assignee}`);
  if (typeof data.page === "string") parts.push(`from ${data.page}`);
  if (typeof data.at === "string") parts.push(`for ${formatIndiaDateTime(data.at)}`);
  return (
    <>
      {parts.length > 0 ? <p>{parts.join(" · ")}</p> : null}
      {typeof data.note === "string" && data.note ? <p className="timeline-note">{data.note}</p> : null}
    </>
  );
}

import type { ReactNode } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { Field, SelectField, TextAreaField } from "#app/components/forms/field";
import { FormResult } from "#app/components/forms/form-result";
import { requireAdmin } from "#app/features/admins/auth.server";
import { LEAD_EVENT_LABELS } from "#app/features/leads/lead-events";
import { ClaimFormSchema, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status";
import { eraseLeadByOwner, openLead } from "#app/features/leads/lead-page.server";
import { APPLICANTS, type Applicant } from "#app/features/leads/lead-schema";
import {
  addNote,
  changeStatus,
  confirmParent,
  correctDetails,
  logCall,
  setFollowUp,
  whatsAppLink,
} from "#app/features/leads/lead-work.server";
import {
  CALL_OUTCOMES,
  ConfirmParentFormSchema,
  CorrectDetailsFormSchema,
  EraseLeadFormSchema,
  FollowUpFormSchema,
  LogCallFormSchema,
  NoteFormSchema,
  StatusFormSchema,
  type CallOutcome,
} from "#app/features/leads/lead-work";
import { claimLead } from "#app/features/leads/leads-inbox.server";
import { mayCall } from "#app/features/leads/lead-contact";
import { undoableMerges, undoMerge } from "#app/features/leads/lead-merge.server";
import { UndoMergeFormSchema } from "#app/features/leads/lead-merge-schema";
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
  const opened = id ? await openLead(db, id, me) : undefined;
  if (!opened) throw data("Not found", { status: 404 });
  const settings = await getSiteSettings(db);
  return {
    ...opened,
    merges: await undoableMerges(db, opened.lead.id, me),
    whatsApp: opened.lead.erased_at ? null : whatsAppLink(opened.lead, settings.brandName),
    canClaim: opened.lead.assignee_id === null && !opened.lead.merged_into && me.role === "counsellor",
    isOwner: me.role === "owner",
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
    case "parent-confirmed":
      return submitAdminForm(request, {
        form,
        scope: "parent",
        schema: ConfirmParentFormSchema,
        mutate: () => confirmParent(db, { leadId }, me),
        messages: { done: "Recorded: the parent or guardian agreed.", refused: (reason) => reason },
      });
    case "correct":
      return submitAdminForm(request, {
        form,
        scope: "correct",
        schema: CorrectDetailsFormSchema,
        mutate: ({ name, phone, email }) => correctDetails(db, { leadId, name, phone, email }, me),
        messages: { ...saved, done: "Details corrected.", refused: (reason) => reason },
      });
    case "erase":
      return submitAdminForm(request, {
        form,
        scope: "erase",
        schema: EraseLeadFormSchema,
        mutate: () => eraseLeadByOwner(db, { leadId }, me),
        messages: {
          invalid: "Tick the box to confirm the erasure.",
          done: "Erased. The lead keeps only what the statistics count.",
          refused: (reason) => reason,
        },
      });
    case "undo-merge":
      return submitAdminForm(request, {
        form,
        scope: "undo-merge",
        schema: UndoMergeFormSchema,
        mutate: ({ merge_id }) => undoMerge(db, { mergeId: merge_id }, me),
        messages: { done: "Merge undone: both leads are back as they were.", refused: (reason) => reason },
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
  const { lead, enquiries, timeline, whatsApp, canClaim, consents, consent, isOwner, merges } = loaderData;
  // A merged lead is only a record of the merge: the work is on the lead it was merged into.
  const merged = Boolean(lead.merged_into);
  const callable = mayCall(lead) && !merged;
  const call = useWorkForm(actionData, "call");
  const followUp = useWorkForm(actionData, "follow-up", {
    defaultValue: { follow_up_at: toIndiaLocalInput(lead.next_follow_up_at) },
    id: `follow-up-${lead.next_follow_up_at ?? "none"}`,
  });
  const note = useWorkForm(actionData, "note");
  const correct = useWorkForm(actionData, "correct", {
    defaultValue: { name: lead.name, phone: lead.phone ?? "", email: lead.email ?? "" },
    id: `correct-${lead.updated_at}`,
  });
  const status = useWorkForm(actionData, "status", {
    defaultValue: { status: lead.status },
    id: `status-${lead.status}`,
  });
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
    ["I am", lead.applicant ? (APPLICANTS[lead.applicant as Applicant] ?? lead.applicant) : null],
    ["Consent now", `Contact: ${consent.contact} · Updates: ${consent.updates}`],
    ["Notice version", lead.consent_notice_version],
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
      {lead.erased_at ? (
        <p className="minor-flag" role="status">
          This person's details were erased on {formatIndiaDateTime(lead.erased_at)}. The lead stays only for the
          counts.
        </p>
      ) : null}
      {lead.contact_withdrawn_at && !callable ? (
        <p className="minor-flag" role="status">
          Do not contact: the person withdrew all contact on {formatIndiaDateTime(lead.contact_withdrawn_at)}.
        </p>
      ) : null}
      {lead.contact_withdrawn_at && callable && lead.enquiry_after_withdrawal_at ? (
        <p className="minor-flag" role="status">
          <strong>New enquiry after withdrawal</strong> on {formatIndiaDateTime(lead.enquiry_after_withdrawal_at)}. The
          person withdrew all contact on {formatIndiaDateTime(lead.contact_withdrawn_at)}: call about this enquiry only.
        </p>
      ) : null}
      <MergeNotices lead={lead} merges={merges} answer={answerFor(actionData, "undo-merge")} />
      {lead.applicant === "minor" && !lead.erased_at ? (
        <section className="minor-flag" aria-labelledby="minor-heading">
          <h2 id="minor-heading">A student under 18: call the parent or guardian first</h2>
          <p>
            {lead.guardian_name ?? "Parent or guardian"}
            {lead.guardian_phone ? (
              <>
                {" "}
                · <a href={`tel:+91${lead.guardian_phone}`}>{lead.guardian_phone}</a>
              </>
            ) : null}
          </p>
          {lead.parent_confirmed_at ? (
            <p>Parent or guardian confirmed on {formatIndiaDateTime(lead.parent_confirmed_at)}.</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="parent-confirmed" />
              <FormResult result={answerFor(actionData, "parent")} />
              <button type="submit" className="button button-primary">
                Parent confirmed
              </button>
            </Form>
          )}
        </section>
      ) : null}
      {lead.phone && callable ? (
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

      {/* Nobody calls a person who withdrew all contact, or whose details are erased. */}
      {callable ? (
        <>
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
            <Field
              label="Next follow-up (optional, India time)"
              meta={call.fields.follow_up_at}
              type="datetime-local"
            />
            {consent.updates !== "given" && lead.applicant !== "minor" && !lead.contact_withdrawn_at ? (
              <div className="check">
                <input type="checkbox" id="updates-agreed" name="updates_agreed" value="on" />
                <label htmlFor="updates-agreed">They agreed to updates on this call</label>
              </div>
            ) : null}
          </WorkForm>

          <WorkForm heading="Next follow-up" form={followUp} submitLabel="Set follow-up">
            <Field label="Follow up on (India time)" meta={followUp.fields.follow_up_at} type="datetime-local" />
          </WorkForm>
        </>
      ) : null}

      {lead.erased_at || merged ? null : (
        <WorkForm heading="Add a note" form={note} submitLabel="Add note">
          <TextAreaField label="Note" meta={note.fields.note} rows={3} maxLength={2000} />
        </WorkForm>
      )}

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

      <section className="card" aria-labelledby="consent-heading">
        <h2 id="consent-heading">Consent history</h2>
        {consents.length === 0 ? (
          <p className="muted">No consent records (an enquiry from before the ledger).</p>
        ) : null}
        <ol className="timeline-list">
          {consents.map((row) => (
            <li key={row.id}>
              <p>
                <strong>
                  {row.purpose === "contact" ? "Contact" : "Updates"}: {row.state}
                </strong>{" "}
                ·{" "}
                <span className="muted">
                  {formatIndiaDateTime(row.created_at)} · {row.actor_name ?? "the person"} · {row.source} · notice{" "}
                  {row.notice_version ?? "?"}
                </span>
              </p>
            </li>
          ))}
        </ol>
      </section>

      {merged ? null : (
        <WorkForm heading="Change the status" form={status} submitLabel="Save">
          <SelectField
            label="Status"
            meta={status.fields.status}
            placeholder="Choose a status"
            options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
          />
        </WorkForm>
      )}

      {lead.erased_at || lead.merged_into ? null : (
        <section className="card" aria-labelledby="merge-heading">
          <h2 id="merge-heading">Merge with another lead</h2>
          <p className="muted">
            When two leads are one person. You choose which details to keep on the next screen, and can undo the merge
            for 30 days.
          </p>
          <Form method="get" action={href("/Admin/leads/:id/merge", { id: String(lead.id) })} className="inline-form">
            <label htmlFor="merge-with">Lead number</label>
            <input
              id="merge-with"
              name="with"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={lead.duplicate_of ?? ""}
              required
            />
            <button type="submit" className="button button-ghost">
              Compare
            </button>
          </Form>
        </section>
      )}

      {isOwner && !lead.erased_at && !merged ? (
        <WorkForm heading="Correct the person's details" form={correct} submitLabel="Correct the details">
          <p className="muted">
            When the person asks (a rights request to correct). The timeline records which fields changed.
          </p>
          <Field label="Name" meta={correct.fields.name} />
          <Field label="Phone" meta={correct.fields.phone} type="tel" />
          <Field label="E-mail" meta={correct.fields.email} type="email" />
        </WorkForm>
      ) : null}

      {isOwner && !lead.erased_at && !lead.merged_into ? (
        <section className="card" aria-labelledby="erase-heading">
          <h2 id="erase-heading">Erase this person's details</h2>
          <p className="muted">
            For a request made by letter or phone. The name, phone, e-mail, guardian, messages and notes go for good;
            the counts stay. Requests made online are carried out from the privacy requests page.
          </p>
          <Form method="post" className="admin-form narrow-form">
            <input type="hidden" name="intent" value="erase" />
            <div className="check">
              <input type="checkbox" id="erase-confirm" name="confirm" value="yes" />
              <label htmlFor="erase-confirm">I confirm this person asked for their details to be erased</label>
            </div>
            <FormResult result={answerFor(actionData, "erase")} />
            <button type="submit" className="button button-danger">
              Erase details
            </button>
          </Form>
        </section>
      ) : null}
    </main>
  );
}

/**
 * What the page says about merges: a possible duplicate (with the way to merge), this lead merged
 * into another, or others merged into this one; each merge with its Undo while it can be undone.
 */
function MergeNotices({
  lead,
  merges,
  answer,
}: {
  lead: { id: number; duplicate_of: number | null; merged_into: number | null; erased_at: string | null };
  merges: { id: number; survivor_id: number; merged_id: number; created_at: string }[];
  answer: AdminFormAnswer<unknown> | undefined;
}) {
  const leadLink = (id: number) => <Link to={href("/Admin/leads/:id", { id: String(id) })}>#{id}</Link>;
  return (
    <>
      {lead.duplicate_of && !lead.merged_into && !lead.erased_at ? (
        <p className="minor-flag" role="status">
          Possible duplicate of {leadLink(lead.duplicate_of)}: the same phone or e-mail, but not both.{" "}
          <Link
            className="button button-ghost"
            to={`${href("/Admin/leads/:id/merge", { id: String(lead.id) })}?with=${lead.duplicate_of}`}
          >
            Merge
          </Link>
        </p>
      ) : null}
      {lead.merged_into ? (
        <p className="minor-flag" role="status">
          This lead was merged into {leadLink(lead.merged_into)}: its enquiries, timeline and consents are there now.
        </p>
      ) : null}
      {answer ? <FormResult result={answer} /> : null}
      {merges.map((merge) => (
        <Form method="post" key={merge.id} className="card merge-undo">
          <p>
            {merge.survivor_id === lead.id ? (
              <>Lead {leadLink(merge.merged_id)} was merged into this lead</>
            ) : (
              <>This lead was merged into {leadLink(merge.survivor_id)}</>
            )}{" "}
            on {formatIndiaDateTime(merge.created_at)}.
          </p>
          <input type="hidden" name="intent" value="undo-merge" />
          <input type="hidden" name="merge_id" value={merge.id} />
          <button type="submit" className="button button-ghost">
            Undo merge
            <span className="visually-hidden">
              {" "}
              of lead #{merge.merged_id} into #{merge.survivor_id}
            </span>
          </button>
        </Form>
      ))}
    </>
  );
}

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

const ERASURE_REASONS: Record<string, string> = {
  request: "at the person's request",
  retention: "past the retention period",
  owner: "by an owner, on the person's request",
};

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
  if (Array.isArray(data.withdrawn)) parts.push(`withdrew ${data.withdrawn.join(" and ")}`);
  if (typeof data.source === "string") parts.push(`via ${data.source}`);
  if (typeof data.reason === "string") parts.push(ERASURE_REASONS[data.reason] ?? data.reason);
  if (Array.isArray(data.fields)) parts.push(`changed: ${data.fields.join(", ")}`);
  if (typeof data.duplicateOf === "number") parts.push(`possible duplicate of #${data.duplicateOf}`);
  if (typeof data.merged === "number") parts.push(`lead #${data.merged} merged into this one`);
  if (typeof data.into === "number") parts.push(`merged into lead #${data.into}`);
  return (
    <>
      {parts.length > 0 ? <p>{parts.join(" · ")}</p> : null}
      {typeof data.note === "string" && data.note ? <p className="timeline-note">{data.note}</p> : null}
    </>
  );
}

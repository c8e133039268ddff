import { APPLICATION_STATUS_LABELS } from "#app/features/admissions/application-schema";
import { LEAD_EVENT_LABELS } from "#app/features/leads/lead-events";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { CALL_OUTCOMES, type CallOutcome } from "#app/features/leads/lead-work";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { ownEntry } from "#app/utils/own-entry";
import { formatPaise } from "#app/utils/rupees";
import type { LeadPageData } from "./lead-page-data";

/** The lead's timeline: what happened, in order (the Activity section's). */
export function LeadTimeline({ page }: { page: LeadPageData }) {
  const { timeline } = page;
  return (
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
  );
}

/** The lead's enquiries, in order: what the person asked, and from where (the Activity section's). */
export function LeadEnquiries({ page }: { page: LeadPageData }) {
  const { enquiries } = page;
  return (
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
  );
}

/** The lead's consent ledger, in order (the Details section's). */
export function ConsentHistory({ page }: { page: LeadPageData }) {
  const { consents } = page;
  return (
    <section className="card" aria-labelledby="consent-heading">
      <h2 id="consent-heading">Consent history</h2>
      {consents.length === 0 ? <p className="muted">No consent records (an enquiry from before the ledger).</p> : null}
      <ol className="timeline-list">
        {consents.map((row) => (
          <li key={row.id}>
            <p>
              <strong>
                {row.purpose === "contact" ? "Contact" : "Updates"}
                {row.contact === "guardian" ? " (the parent's or guardian's e-mail)" : ""}: {row.state}
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
  if (typeof data.application === "string") parts.push(data.application);
  if (typeof data.step === "string") parts.push(data.step);
  if (typeof data.document === "string") parts.push(data.document);
  if (typeof data.documentStatus === "string") parts.push(data.documentStatus);
  if (typeof data.replacedBy === "string") parts.push(`replaced by ${data.replacedBy}`);
  else if (data.by === "student") parts.push("by the student, from their status link");
  if (data.by === "student-booking-link") parts.push("by the student, from their booking link");
  if (typeof data.counsellor === "string") parts.push(`with ${data.counsellor}`);
  if (typeof data.sessionStatus === "string") parts.push(data.sessionStatus);
  if (typeof data.amountPaise === "number") parts.push(formatPaise(data.amountPaise));
  if (typeof data.receipt === "string") parts.push(`receipt ${data.receipt}`);
  if (typeof data.applicationStatus === "string") {
    parts.push(ownEntry(APPLICATION_STATUS_LABELS, data.applicationStatus) ?? data.applicationStatus);
  }
  // An application admitted made the lead Admitted: the event names it.
  if (typeof data.admittedTo === "string") parts.push(`Admitted to ${data.admittedTo}`);
  else if (typeof data.to === "string") parts.push(`now ${ownEntry(LEAD_STATUS_LABELS, data.to) ?? data.to}`);
  // A status link: whether it was e-mailed, and until when it works.
  if (typeof data.emailed === "boolean")
    parts.push(data.emailed ? `e-mailed to ${emailedTo(data.to)}` : "not e-mailed");
  if (typeof data.until === "string") parts.push(`works until ${formatIndiaDateTime(data.until)}`);
  if (typeof data.assignee === "string") parts.push(`to ${data.assignee}`);
  if (typeof data.page === "string") parts.push(`from ${data.page}`);
  if (typeof data.at === "string") parts.push(`for ${formatIndiaDateTime(data.at)}`);
  if (Array.isArray(data.withdrawn)) {
    const whose = data.contact === "guardian" ? "the parent or guardian " : "";
    parts.push(`${whose}withdrew ${data.withdrawn.join(" and ")}${whose ? " by e-mail" : ""}`);
  }
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

/** Whom a status link was e-mailed to: the contacts its event names (before issue 43, the student). */
function emailedTo(to: unknown): string {
  const contacts = Array.isArray(to) ? to : ["student"];
  return contacts.map((contact) => (contact === "guardian" ? "the parent or guardian" : "the student")).join(" and ");
}

import { Form } from "react-router";
import { APPLICANTS, CONSENT_PURPOSES } from "#app/features/leads/lead-fields";
import type { PersonLead } from "#app/features/leads/person-data.server";
import { formatIndiaDateTime, formatIndiaDay } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import type { RequestKind } from "./request-schema";
import { WithdrawButtons } from "./withdraw-buttons";

/** A rights request's answer once its code is right: what we hold, and the proof that lets the page act. */
export interface VerifiedAnswer {
  step: "verified";
  kind: RequestKind;
  data: PersonLead[];
  proof: string;
}

/** What we hold, shown once the code is right; then the button that erases or withdraws. */
export function Verified({ answer }: { answer: VerifiedAnswer }) {
  return (
    <>
      <p role="status" className="form-success">
        Thank you: that is you.{" "}
        {answer.data.length === 0
          ? "We hold no enquiries for this e-mail address."
          : `We hold ${answer.data.length} enquiry record(s) for this e-mail address.`}
      </p>
      {answer.data.map((lead) => (
        <PersonLeadView key={lead.id} lead={lead} />
      ))}
      {answer.kind === "erase" && answer.data.length > 0 ? (
        <Form method="post" className="lead-card" data-send-once>
          <input type="hidden" name="intent" value="carry-out" />
          <input type="hidden" name="proof" value={answer.proof} />
          <p>
            Erasing removes your name, phone, e-mail, messages and our notes for good, from these enquiries and from any
            enquiry we hold with only the phone number you gave on them under the same name. We cannot undo it, and a
            counsellor will no longer be able to help with these enquiries.
          </p>
          <button type="submit" className="button button-primary">
            Erase my details
          </button>
        </Form>
      ) : null}
      {answer.kind === "withdraw" && answer.data.length > 0 ? (
        <Form method="post" className="lead-card withdraw-choices" data-send-once>
          <input type="hidden" name="intent" value="carry-out" />
          <input type="hidden" name="proof" value={answer.proof} />
          <WithdrawButtons />
        </Form>
      ) : null}
      {answer.kind === "correct" ? (
        <p>We have your correction. A member of our staff will make it and write to you.</p>
      ) : null}
    </>
  );
}

const STATE_WORDS: Record<string, string> = {
  given: "Given",
  refused: "Not given",
  withdrawn: "Withdrawn",
  requested: "Asked for, not yet confirmed",
};

function PersonLeadView({ lead }: { lead: PersonLead }) {
  return (
    <section
      className="card person-lead"
      aria-label={`Enquiry record received ${formatIndiaDateTime(lead.receivedAt)}`}
    >
      <h2>Received {formatIndiaDateTime(lead.receivedAt)}</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>{lead.status}</dd>
        <dt>Your counsellor</dt>
        <dd>{lead.counsellor ?? "Not assigned yet"}</dd>
        {lead.applicant ? (
          <>
            <dt>You told us you are</dt>
            <dd>{APPLICANTS[lead.applicant as keyof typeof APPLICANTS] ?? lead.applicant}</dd>
          </>
        ) : null}
        {lead.guardian ? (
          <>
            <dt>Parent or guardian</dt>
            <dd>
              {lead.guardian.name}, {lead.guardian.phone}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>What you sent</h3>
      <ul className="plain-list">
        {lead.enquiries.map((enquiry, i) => (
          <li key={i}>
            {formatIndiaDateTime(enquiry.at)} from {enquiry.page}: {enquiry.name}
            {enquiry.phone ? `, ${enquiry.phone}` : ""}
            {enquiry.email ? `, ${enquiry.email}` : ""}
            {enquiry.course ? `, course: ${enquiry.course}` : ""}
            {enquiry.college ? `, college: ${enquiry.college}` : ""}
            {enquiry.message ? `, message: ${enquiry.message}` : ""}
          </li>
        ))}
      </ul>
      {lead.applications.length > 0 ? (
        <>
          <h3>Your applications</h3>
          <ul className="plain-list">
            {lead.applications.map((application, i) => (
              <li key={i}>
                {application.college}
                {application.course ? `, ${application.course}` : ""}, intake {application.intake}: {application.status}
                {application.applicationNumber ? ` (application number ${application.applicationNumber})` : ""}
                {application.steps.length > 0 ? `; dates: ${application.steps.join("; ")}` : ""}
                {application.documents.length > 0 ? `; documents: ${application.documents.join("; ")}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lead.statusLinks.length > 0 ? (
        <>
          <h3>Links to your status page</h3>
          <ul className="plain-list">
            {lead.statusLinks.map((link, i) => (
              <li key={i}>
                Sent {formatIndiaDateTime(link.sentAt)}:{" "}
                {link.state === "revoked"
                  ? "revoked"
                  : link.state === "ended"
                    ? `ended ${formatIndiaDateTime(link.until)}`
                    : `works until ${formatIndiaDateTime(link.until)}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lead.sessions.length > 0 ? (
        <>
          <h3>Your counselling sessions</h3>
          <ul className="plain-list">
            {lead.sessions.map((session, i) => (
              <li key={i}>
                {formatIndiaDateTime(session.at)}
                {session.counsellor ? ` with ${session.counsellor}` : ""}: {session.status}
                {session.topic ? `; you wrote: ${session.topic}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lead.payments.length > 0 ? (
        <>
          <h3>Your payments</h3>
          <ul className="plain-list">
            {lead.payments.map((payment) => (
              <li key={payment.receiptNumber}>
                Receipt {payment.receiptNumber}, {formatIndiaDay(payment.paidOn)}: {formatPaise(payment.amountPaise)} by{" "}
                {payment.mode}
                {payment.reference ? ` (reference ${payment.reference})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Your consents</h3>
      <ul className="plain-list">
        {lead.consents.map((consent, i) => (
          <li key={i}>
            {CONSENT_PURPOSES[consent.purpose as keyof typeof CONSENT_PURPOSES] ?? consent.purpose}:{" "}
            <strong>{STATE_WORDS[consent.state] ?? consent.state}</strong>, {formatIndiaDateTime(consent.at)} (notice
            version {consent.noticeVersion ?? "not recorded"})
          </li>
        ))}
      </ul>
    </section>
  );
}

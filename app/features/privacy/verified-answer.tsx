import { Fragment, type ReactNode } from "react";
import { Form } from "react-router";
import type { PersonLead } from "#app/features/privacy/person-data.server";
import { formatClockTimeIn, formatIndiaDateTimeIn, formatIndiaDayIn } from "#app/utils/india-time";
import { StoredText, withStored } from "#app/utils/i18n/english-text";
import type { Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
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

/** What we hold, shown once the code is right; then the button that erases or withdraws. In the page's language. */
export function Verified({ answer }: { answer: VerifiedAnswer }) {
  const m = useMessages().student.privacy.verified;
  return (
    <>
      <p role="status" className="form-success">
        {m.thanks} {answer.data.length === 0 ? m.holdNone : m.hold(answer.data.length)}
      </p>
      {answer.data.map((lead) => (
        <PersonLeadView key={lead.id} lead={lead} />
      ))}
      {answer.kind === "erase" && answer.data.length > 0 ? (
        <Form method="post" className="lead-card" data-send-once>
          <input type="hidden" name="intent" value="carry-out" />
          <input type="hidden" name="proof" value={answer.proof} />
          <p>{m.eraseText}</p>
          <button type="submit" className="button button-primary">
            {m.erase}
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
      {answer.kind === "correct" ? <p>{m.correction}</p> : null}
    </>
  );
}

type VerifiedWords = Messages["student"]["privacy"]["verified"];
type Application = PersonLead["applications"][number];

/**
 * A code the answer carries as stored (who filled in the form, a consent's purpose and state), in
 * the page's words by the table of the catalogue; one the table does not know, as stored.
 */
function Label({ locale, table, value }: { locale: Locale; table: Readonly<Record<string, string>>; value: string }) {
  return Object.hasOwn(table, value) ? <>{table[value]}</> : <StoredText locale={locale}>{value}</StoredText>;
}

/** An application's dated steps and its documents, each worded by its kind's or status's code. */
function StepsAndDocuments({ application }: { application: Application }) {
  const locale = useLocale();
  const words = useMessages().student;
  const m = words.privacy.verified;
  const steps = application.steps.map((step) => {
    const when = words.status.stepWhen(
      formatIndiaDayIn(locale, step.onDate),
      step.atTime ? formatClockTimeIn(locale, step.atTime) : null,
    );
    const kind = words.status.stepKinds[step.kind];
    if (step.kind !== "other" || !step.note) return m.step(kind, when);
    return withStored(locale, ([note = ""]) => m.step(words.status.otherWithNote(note), when), [step.note]);
  });
  const documents = application.documents.map((document) =>
    withStored(
      locale,
      ([name = "", file = ""]) => m.document(name, m.documentStatuses[document.status], file),
      document.fileName ? [document.name, document.fileName] : [document.name],
    ),
  );
  const list = (items: ReactNode[]) =>
    items.map((item, i) => (
      <Fragment key={i}>
        {i > 0 ? "; " : null}
        {item}
      </Fragment>
    ));
  return (
    <>
      {steps.length > 0 ? (
        <>
          {m.dates}
          {list(steps)}
        </>
      ) : null}
      {documents.length > 0 ? (
        <>
          {m.documents}
          {list(documents)}
        </>
      ) : null}
    </>
  );
}

/** Stored values in a line, each marked as StoredText marks it. */
function stored(locale: Locale, value: string | null | undefined): ReactNode {
  return <StoredText locale={locale}>{value}</StoredText>;
}

/** What each part of a lead's record needs: the lead, the page's language and words, and its date format. */
interface RecordPart {
  lead: PersonLead;
  locale: Locale;
  m: VerifiedWords;
  at: (when: string) => string;
}

/** One lead's record as we hold it, part by part: its facts, enquiries, applications, links, sessions, payments and consents. */
function PersonLeadView({ lead }: { lead: PersonLead }) {
  const locale = useLocale();
  const m: VerifiedWords = useMessages().student.privacy.verified;
  const at = (when: string) => formatIndiaDateTimeIn(locale, when);
  const part: RecordPart = { lead, locale, m, at };
  return (
    <section className="card person-lead" aria-label={m.recordLabel(at(lead.receivedAt))}>
      <h2>{m.received(at(lead.receivedAt))}</h2>
      <LeadFacts {...part} />
      <h3>{m.sent}</h3>
      <Enquiries {...part} />
      {lead.applications.length > 0 ? (
        <>
          <h3>{m.applications}</h3>
          <Applications {...part} />
        </>
      ) : null}
      {lead.statusLinks.length > 0 ? (
        <>
          <h3>{m.statusLinks}</h3>
          <StatusLinks {...part} />
        </>
      ) : null}
      {lead.sessions.length > 0 ? (
        <>
          <h3>{m.sessions}</h3>
          <Sessions {...part} />
        </>
      ) : null}
      {lead.payments.length > 0 ? (
        <>
          <h3>{m.payments}</h3>
          <Payments {...part} />
        </>
      ) : null}
      <h3>{m.consents}</h3>
      <Consents {...part} />
    </section>
  );
}

function LeadFacts({ lead, locale, m }: RecordPart) {
  return (
    <dl className="facts">
      <dt>{m.status}</dt>
      <dd>{m.leadStatuses[lead.status]}</dd>
      <dt>{m.counsellor}</dt>
      <dd>{lead.counsellor ? stored(locale, lead.counsellor) : m.notAssigned}</dd>
      {lead.applicant ? (
        <>
          <dt>{m.applicant}</dt>
          <dd>
            <Label locale={locale} table={m.applicants} value={lead.applicant} />
          </dd>
        </>
      ) : null}
      {lead.guardian ? (
        <>
          <dt>{m.guardian}</dt>
          <dd>
            {stored(locale, lead.guardian.name)}, {lead.guardian.phone}
            {lead.guardian.email ? <>, {lead.guardian.email}</> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Enquiries({ lead, locale, m, at }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.enquiries.map((enquiry, i) => (
        <li key={i}>
          {withStored(locale, ([page = ""]) => m.enquiryFrom(at(enquiry.at), page), [enquiry.page])}
          {stored(locale, enquiry.name)}
          {enquiry.phone ? `, ${enquiry.phone}` : ""}
          {enquiry.email ? `, ${enquiry.email}` : ""}
          {enquiry.course ? (
            <>
              , {m.course}
              {stored(locale, enquiry.course)}
            </>
          ) : null}
          {enquiry.college ? (
            <>
              , {m.college}
              {stored(locale, enquiry.college)}
            </>
          ) : null}
          {enquiry.message ? (
            <>
              , {m.message}
              {stored(locale, enquiry.message)}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Applications({ lead, locale, m }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.applications.map((application, i) => (
        <li key={i}>
          {stored(locale, application.college)}
          {application.course ? <>, {stored(locale, application.course)}</> : null}
          {m.intake(application.intake)}
          {m.applicationStatuses[application.status]}
          {application.applicationNumber ? (
            <>
              {" ("}
              {m.applicationNumber}
              {stored(locale, application.applicationNumber)})
            </>
          ) : null}
          <StepsAndDocuments application={application} />
        </li>
      ))}
    </ul>
  );
}

function StatusLinks({ lead, m, at }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.statusLinks.map((link, i) => (
        <li key={i}>
          {m.linkSent(at(link.sentAt))}
          {link.state === "revoked"
            ? m.linkRevoked
            : link.state === "ended"
              ? m.linkEnded(at(link.until))
              : m.linkWorks(at(link.until))}
        </li>
      ))}
    </ul>
  );
}

function Sessions({ lead, locale, m, at }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.sessions.map((session, i) => (
        <li key={i}>
          {at(session.at)}
          {session.counsellor ? (
            <>
              {m.withCounsellor}
              {stored(locale, session.counsellor)}
            </>
          ) : null}
          {": "}
          {m.sessionStatuses[session.status]}
          {session.topic ? (
            <>
              {m.youWrote}
              {stored(locale, session.topic)}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Payments({ lead, locale, m }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.payments.map((payment) => (
        <li key={payment.receiptNumber}>
          {withStored(locale, ([receipt = ""]) => m.receipt(receipt, formatIndiaDayIn(locale, payment.paidOn)), [
            payment.receiptNumber,
          ])}
          {formatPaise(payment.amountPaise)}
          {m.by}
          {m.paymentModes[payment.mode]}
          {payment.reference ? (
            <>
              {" ("}
              {m.reference}
              {stored(locale, payment.reference)})
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Consents({ lead, locale, m, at }: RecordPart) {
  return (
    <ul className="plain-list">
      {lead.consents.map((consent, i) => (
        <li key={i}>
          <Label locale={locale} table={m.purposes} value={consent.purpose} />
          {": "}
          <strong>
            <Label locale={locale} table={m.consentStates} value={consent.state} />
          </strong>
          , {at(consent.at)} {m.noticeVersion(consent.noticeVersion)}
        </li>
      ))}
    </ul>
  );
}

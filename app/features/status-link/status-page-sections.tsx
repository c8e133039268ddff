import { formatClockTimeIn, formatIndiaDayIn } from "#app/utils/india-time";
import { formatPaise } from "#app/utils/rupees";
import { StoredText, withStored } from "#app/utils/i18n/english-text";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
import { DOCUMENT_ACCEPT } from "#app/features/admissions/document-schema";
import { documentNameIn } from "#app/utils/i18n/stored-words";
import type { StatusPage } from "./status-links.server";

/**
 * The sections of the student's status page (app/routes/public/status.tsx;
 * docs/decisions/049-status-link.md): plain HTML forms that need no JavaScript, calm on a phone.
 * In the page's language (the catalogue's `student.status`); a college and a course are shown as
 * stored, marked as English text on a Hindi page, and a document's name in Hindi where
 * app/utils/i18n/hi/documents.ts has it.
 */

/** What the upload form answers when a file is refused: shown by that document's form. */
export interface UploadRefused {
  documentId: number | null;
  message: string;
}

type StatusWords = Messages["student"]["status"];

/** An application's status in the page's words; one the catalogue does not know, as the server wrote it. */
function statusWords(application: StatusPage["applications"][number], m: StatusWords) {
  const words = m.statuses[application.statusKey] as StatusWords["statuses"]["planning"] | undefined;
  return words ?? { label: application.status, meaning: application.meaning };
}

export function Applications({ applications }: { applications: StatusPage["applications"] }) {
  const locale = useLocale();
  const m = useMessages().student.status;
  return (
    <section aria-labelledby="status-applications-heading">
      <h2 id="status-applications-heading">{m.applications}</h2>
      {applications.length === 0 ? (
        <p>{m.noApplications}</p>
      ) : (
        <ul className="status-list">
          {applications.map((application) => {
            const words = statusWords(application, m);
            return (
              <li key={application.id} className="status-card">
                <h3>
                  <StoredText locale={locale}>{application.name}</StoredText>
                </h3>
                <p>
                  <span className={`status-pill status-${application.tone}`}>{words.label}</span>
                </p>
                <p className="status-meaning">{words.meaning}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Whole India days from `today` to `day` (both YYYY-MM-DD). */
const daysFrom = (today: string, day: string) => Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);

export function NextSteps({ steps, today }: { steps: StatusPage["nextSteps"]; today: string }) {
  const locale = useLocale();
  const m = useMessages().student.status;
  return (
    <section aria-labelledby="status-steps-heading">
      <h2 id="status-steps-heading">{m.nextSteps}</h2>
      {steps.length === 0 ? (
        <p>{m.noSteps}</p>
      ) : (
        <ol className="status-list">
          {steps.map((step) => {
            const time = step.atTime ? formatClockTimeIn(locale, step.atTime) : null;
            const kind = m.stepKinds[step.kind] as string | undefined;
            return (
              <li key={step.id} className="status-card status-step">
                <p className="status-when">
                  <strong>{m.stepWhen(formatIndiaDayIn(locale, step.onDate), time)}</strong>{" "}
                  <span className="status-away">{m.daysAway(daysFrom(today, step.onDate))}</span>
                </p>
                <p>
                  {kind === undefined ? (
                    <StoredText locale={locale}>{step.what}</StoredText>
                  ) : step.kind === "other" && step.note ? (
                    withStored(locale, ([note = ""]) => m.otherWithNote(note), [step.note])
                  ) : (
                    kind
                  )}
                  {step.application ? (
                    <span className="muted">
                      {" "}
                      · <StoredText locale={locale}>{step.application}</StoredText>
                    </span>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The fees paid so far, oldest first, each with its receipt number, what it was for and its receipt to view and print. */
export function Payments({
  payments,
  receiptPath,
}: {
  payments: StatusPage["payments"];
  /** The address of a payment's receipt through this page's link. */
  receiptPath: (paymentId: number) => string;
}) {
  const locale = useLocale();
  const { status: m, receipt: receiptWords } = useMessages().student;
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="status-payments-heading">
      <h2 id="status-payments-heading">{m.payments}</h2>
      <ul className="status-list">
        {payments.map((payment) => (
          <li key={payment.id} className="status-card">
            <h3>{m.paid(formatPaise(payment.amountPaise), formatIndiaDayIn(locale, payment.paidOn))}</h3>
            <p>
              {m.receipt} <strong lang="en">{payment.receiptNumber}</strong>
            </p>
            {payment.application ? (
              <p className="muted">
                {withStored(locale, ([application = ""]) => m.forApplication(application), [payment.application])}
              </p>
            ) : null}
            <p>
              <a href={receiptPath(payment.id)}>
                {withStored(locale, ([number = ""]) => receiptWords.view(number), [payment.receiptNumber])}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where each document's card is on the page: an upload comes back to it (the route's redirect). */
export const documentAnchor = (documentId: number) => `status-document-${documentId}`;

export function Documents({
  documents,
  uploaded,
  refused,
}: {
  documents: StatusPage["documents"];
  /** The document just uploaded from this page: its card stands first, with the thank-you. */
  uploaded: StatusPage["uploaded"];
  refused: UploadRefused | undefined;
}) {
  const locale = useLocale();
  const m = useMessages().student.status;
  return (
    <section aria-labelledby="status-documents-heading">
      <h2 id="status-documents-heading">{m.documents}</h2>
      {documents.length > 0 ? <p>{m.uploadIntro}</p> : null}
      {documents.length > 0 || uploaded ? (
        <ul className="status-list">
          {uploaded ? (
            <li id={documentAnchor(uploaded.documentId)} className="status-card">
              <h3>
                <StoredText locale={locale}>{uploaded.name}</StoredText>
              </h3>
              <p role="status" className="status-thanks">
                {m.uploaded}
              </p>
            </li>
          ) : null}
          {documents.map((document) => (
            <DocumentUpload
              key={document.documentId}
              document={document}
              error={refused?.documentId === document.documentId ? refused.message : undefined}
            />
          ))}
        </ul>
      ) : null}
      {documents.length === 0 ? <p>{m.noDocuments}</p> : null}
      {/* A refusal about no item of the list (one already received, say) stands under the list. */}
      {refused && !documents.some((document) => document.documentId === refused.documentId) ? (
        <p className="field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
    </section>
  );
}

/** A document still to send, with its upload form (and the refusal of the last file, if it was this one's). */
function DocumentUpload({ document, error }: { document: StatusPage["documents"][number]; error: string | undefined }) {
  const locale = useLocale();
  const m = useMessages().student.status;
  const fieldId = `status-file-${document.documentId}`;
  const name = documentNameIn(locale, document.name);
  return (
    <li id={documentAnchor(document.documentId)} className="status-card">
      <h3>
        <StoredText locale={locale}>{name}</StoredText>
      </h3>
      <p className="muted">
        {withStored(locale, ([application = ""]) => m.forApplication(application), [document.application])}
      </p>
      {document.photoId ? <p className="status-note">{m.aadhaarNote}</p> : null}
      {/* Posted to this page with the item's anchor: a refused file comes back with the page scrolled
          to its message beside this form, not at the top of a long page (the thank-you of a file
          taken has its own redirect). */}
      <form
        method="post"
        action={`#${documentAnchor(document.documentId)}`}
        encType="multipart/form-data"
        className="status-upload"
        // On a Hindi page the server's Hindi message, not the browser's own.
        noValidate={locale !== "en"}
      >
        <input type="hidden" name="document_id" value={document.documentId} />
        <label htmlFor={fieldId}>{withStored(locale, ([name = ""]) => m.chooseFile(name), [name])}</label>
        <input
          id={fieldId}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary">
          {withStored(locale, ([name = ""]) => m.upload(name), [name])}
        </button>
      </form>
    </li>
  );
}

export function Help({ page }: { page: StatusPage }) {
  const locale = useLocale();
  const m = useMessages().student.status;
  const { phone, whatsappNumber } = page.contact;
  return (
    <section aria-labelledby="status-help-heading" className="status-help">
      <h2 id="status-help-heading">{m.questions}</h2>
      <p>
        {withStored(locale, ([counsellor]) => m.ask(counsellor ?? null), page.counsellor ? [page.counsellor] : [])}
        {m.callBefore}
        <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
        {m.callAfter}
        {whatsappNumber ? (
          <>
            {m.whatsappBefore}
            <a href={`https://wa.me/${whatsappNumber}`}>WhatsApp</a>
            {m.whatsappAfter}
          </>
        ) : null}
        {m.end}
      </p>
    </section>
  );
}

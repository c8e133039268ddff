import { AADHAAR_NOTE, DOCUMENT_ACCEPT, FILE_RULES } from "./document-schema";
import type { StatusPage } from "./status-links.server";

/**
 * The sections of the student's status page (app/routes/public/status.tsx;
 * docs/decisions/049-status-link.md): plain HTML forms that need no JavaScript, calm on a phone.
 */

/** What the upload form answers when a file is refused: shown by that document's form. */
export interface UploadRefused {
  documentId: number | null;
  message: string;
}

export function Applications({ applications }: { applications: StatusPage["applications"] }) {
  return (
    <section aria-labelledby="status-applications-heading">
      <h2 id="status-applications-heading">Applications</h2>
      {applications.length === 0 ? (
        <p>No applications yet. Your counsellor will add each college as you apply.</p>
      ) : (
        <ul className="status-list">
          {applications.map((application) => (
            <li key={application.id} className="status-card">
              <h3>{application.name}</h3>
              <p>
                <span className={`status-pill status-${application.tone}`}>{application.status}</span>
              </p>
              <p className="status-meaning">{application.meaning}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NextSteps({ steps }: { steps: StatusPage["nextSteps"] }) {
  return (
    <section aria-labelledby="status-steps-heading">
      <h2 id="status-steps-heading">Next steps</h2>
      {steps.length === 0 ? (
        <p>No dates yet. Your counsellor adds them as the colleges announce them.</p>
      ) : (
        <ol className="status-list">
          {steps.map((step) => (
            <li key={step.id} className="status-card status-step">
              <p className="status-when">
                <strong>{step.when}</strong> <span className="status-away">{step.away}</span>
              </p>
              <p>
                {step.what}
                {step.application ? <span className="muted"> · {step.application}</span> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function Documents({
  documents,
  uploaded,
  refused,
}: {
  documents: StatusPage["documents"];
  uploaded: boolean;
  refused: UploadRefused | undefined;
}) {
  return (
    <section aria-labelledby="status-documents-heading">
      <h2 id="status-documents-heading">Documents still needed</h2>
      {uploaded ? (
        <p role="status" className="status-thanks">
          Thank you: your document is uploaded, and your counsellor has been told.
        </p>
      ) : null}
      {documents.length === 0 ? (
        <p>Nothing is missing right now. Your counsellor will tell you if a college asks for more.</p>
      ) : (
        <>
          <p>Upload each one here from your phone: a photo or a scan. {FILE_RULES}</p>
          <ul className="status-list">
            {documents.map((document) => {
              const error = refused?.documentId === document.documentId ? refused.message : undefined;
              const fieldId = `status-file-${document.documentId}`;
              return (
                <li key={document.documentId} className="status-card">
                  <h3>{document.name}</h3>
                  <p className="muted">For {document.application}</p>
                  {document.photoId ? <p className="status-note">{AADHAAR_NOTE}</p> : null}
                  <form method="post" encType="multipart/form-data" className="status-upload">
                    <input type="hidden" name="document_id" value={document.documentId} />
                    <label htmlFor={fieldId}>Choose the file for {document.name}</label>
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
                      Upload {document.name}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {refused && refused.documentId === null ? (
        <p className="field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
    </section>
  );
}

export function Help({ page }: { page: StatusPage }) {
  const { phone, whatsappNumber } = page.contact;
  return (
    <section aria-labelledby="status-help-heading" className="status-help">
      <h2 id="status-help-heading">Questions?</h2>
      <p>
        {page.counsellor ? `Ask ${page.counsellor}, your counsellor. ` : "Ask your counsellor. "}
        Call us on <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
        {whatsappNumber ? (
          <>
            {" "}
            or message us on <a href={`https://wa.me/${whatsappNumber}`}>WhatsApp</a>
          </>
        ) : null}
        .
      </p>
    </section>
  );
}

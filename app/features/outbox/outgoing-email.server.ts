import type { DB } from "#app/db/db.server";
import { documentUploadedContent } from "#app/features/admissions/document-upload-notice.server";
import { statusLinkContent } from "#app/features/admissions/status-link-content.server";
import { stepReminderContent } from "#app/features/admissions/step-reminder-content.server";
import { counsellingEmailContent } from "#app/features/counselling/session-email-content.server";
import { getAlertSettings } from "./alert-settings.server";
import { digestEmail, type DigestPayload } from "./digest.server";
import type { CounsellingEmailPayload } from "./enqueue-counselling.server";
import type {
  AcknowledgementPayload,
  DocumentUploadedPayload,
  EmailPayload,
  PrivacyCodePayload,
  StatusLinkPayload,
  StepReminderPayload,
} from "./enqueue.server";
import { firstCallAlertEmail, type FirstCallAlertPayload } from "./first-call-alert.server";
import {
  acknowledgementEmail,
  documentUploadedEmail,
  leadAlertEmail,
  privacyCodeEmail,
  statusLinkEmail,
  stepReminderEmail,
} from "./lead-alert-email";

/** What an e-mail row of the outbox holds: one of these, told apart by `kind`. */
export type EmailRowPayload =
  | EmailPayload
  | DigestPayload
  | AcknowledgementPayload
  | PrivacyCodePayload
  | StepReminderPayload
  | StatusLinkPayload
  | DocumentUploadedPayload
  | FirstCallAlertPayload
  | CounsellingEmailPayload;

/** Every kind of e-mail the site sends. */
export type EmailKind = EmailRowPayload["kind"];

/** An e-mail as it goes to the mailer. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** A meeting invitation (text/calendar). */
  icalEvent?: { method: string; filename: string; content: string };
}

export interface EmailContext {
  /** Where links to the site point (PUBLIC_ORIGIN, else the server's own address). */
  origin: string;
  /** The server's secret that status and session links are derived from; without it those e-mails are dropped. */
  linkSecret?: Buffer;
  /** MAIL_FROM's address: what organises an invitation while owners have set no address of their own. */
  mailFrom: string;
}

type Writer<K extends EmailKind> = (
  db: DB,
  payload: Extract<EmailRowPayload, { kind: K }>,
  context: EmailContext,
) => Promise<OutgoingEmail | undefined> | OutgoingEmail | undefined;

/**
 * How each kind of e-mail is written, keyed by the kind, so a new kind cannot be sent without a
 * writer here, nor pass the all-kinds test (tests/integration/email-recipients.test.ts) without
 * being checked for what it tells a student, a parent or a booker. The kinds that name their
 * subject instead of copying it (a step's reminder, a status link, a student's upload, a session)
 * are read now, and are undefined when there is nobody to write to any more; the others were
 * written whole.
 */
export const EMAIL_WRITERS: { [K in EmailKind]: Writer<K> } = {
  lead_alert: (_db, payload, { origin }) => ({ to: payload.to, ...leadAlertEmail(payload, origin) }),
  digest: (_db, payload, { origin }) => ({ to: payload.to, ...digestEmail(payload, origin) }),
  first_call_alert: (_db, payload, { origin }) => ({ to: payload.to, ...firstCallAlertEmail(payload, origin) }),
  acknowledgement: (_db, payload) => ({ to: payload.to, ...acknowledgementEmail(payload) }),
  privacy_code: (_db, payload) => ({ to: payload.to, ...privacyCodeEmail(payload) }),
  step_reminder: async (db, payload, { origin }) => {
    const content = await stepReminderContent(db, payload);
    return content && { to: content.to, ...stepReminderEmail(content, origin) };
  },
  status_link: async (db, payload, { origin, linkSecret }) => {
    const content = linkSecret ? await statusLinkContent(db, payload, { secret: linkSecret, origin }) : undefined;
    return content && { to: content.to, ...statusLinkEmail(content) };
  },
  document_uploaded: async (db, payload, { origin }) => {
    const content = await documentUploadedContent(db, payload);
    return content && { to: content.to, ...documentUploadedEmail(content, origin) };
  },
  counselling: async (db, payload, { origin, linkSecret, mailFrom }) => {
    if (!linkSecret) return undefined;
    const organizer = await invitationOrganizer(db, mailFrom);
    const content = await counsellingEmailContent(db, payload, { secret: linkSecret, origin, organizer });
    return content && { to: content.to, subject: content.subject, text: content.text, icalEvent: content.icalEvent };
  },
};

/** An outbox row's e-mail as it is sent now; undefined when there is nobody to write to any more. */
export async function outgoingEmail(
  db: DB,
  payload: EmailRowPayload,
  context: EmailContext,
): Promise<OutgoingEmail | undefined> {
  const write = EMAIL_WRITERS[payload.kind] as Writer<EmailKind> | undefined;
  if (!write) throw new Error(`unknown e-mail kind "${String(payload.kind)}"`);
  return write(db, payload, context);
}

/**
 * The address that organises a session's invitation: the consultancy's own, as the owners set it
 * on the Lead alerts page, else MAIL_FROM's. Never a counsellor's: a booker sees it.
 */
async function invitationOrganizer(db: DB, mailFrom: string): Promise<string> {
  return (await getAlertSettings(db)).invitationsEmail || mailFrom;
}

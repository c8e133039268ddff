import type { OutboxStatus } from "#app/db/column-values";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { getAlertSettings } from "./alert-settings.server";
import type { Locale } from "#app/utils/i18n/locale";

/**
 * What a lead alert says, snapshotted when the event happens: the e-mail and the webhook body
 * are built from it, so a retry days later sends what was true then.
 */
export interface LeadAlert {
  leadId: number;
  eventId: number;
  event: "created" | "repeat_enquiry";
  at: string;
  name: string;
  phone: string | null;
  email: string | null;
  course: string | null;
  college: string | null;
  form: string;
  page: string;
  utm: Record<string, string>;
  consent: string[];
  /** "adult", "minor" or "parent" ("I am ..."); null for enquiries from before the question. */
  applicant: string | null;
  /** The language of the page the enquiry was sent from ("en" or "hi"); absent on alerts written before. */
  language?: string;
  /**
   * The lead as we hold it, when it differs from what this enquiry said (a repeat): the webhook's
   * `lead` carries these, its `enquiry` the claim. Absent: the enquiry made the lead.
   */
  lead?: Pick<
    LeadAlert,
    "name" | "phone" | "email" | "course" | "college" | "form" | "page" | "utm" | "applicant" | "language"
  >;
  /** A new lead that shares a phone or an e-mail with this older one: staff decide whether to merge. */
  duplicateOf?: number | null;
  /** A new enquiry from a person who had withdrawn contact: call about this enquiry only. */
  afterWithdrawal?: boolean;
  /** The enquiry's one-click withdrawal link, for a CRM or a WhatsApp message to carry. */
  withdrawUrl: string | null;
  assignee: { id: number; name: string; email: string } | null;
}

/** The payload of an e-mail row of the outbox. */
export interface EmailPayload {
  kind: "lead_alert";
  to: string;
  alert: LeadAlert;
}

/**
 * The visitor's own e-mail: we received your enquiry, what happens next, how to withdraw, and
 * the link that confirms updates when they asked for them. It goes to whatever address was
 * typed, so it is the same whether or not we knew the person, and repeats nothing they typed.
 */
export interface AcknowledgementPayload {
  kind: "acknowledgement";
  to: string;
  brandName: string;
  officePhone: string;
  withdrawUrl: string;
  /** Only when the updates box was ticked. */
  confirmUrl: string | null;
  privacyUrl: string;
  rightsUrl: string;
  /** The language to write in: the page's the enquiry came from. Absent (rows from before): English. */
  language?: Locale;
}

/** The payload of a webhook row: the URL and the exact JSON body (signed as sent). */
export interface WebhookPayload {
  url: string;
  body: string;
}

/**
 * Writes the notifications of a lead event into the outbox, in the caller's transaction, so
 * they exist exactly when the lead does: an e-mail to the assignee (or to the owners' "Lead
 * alerts" address while nobody has the lead), and the webhook when one is set. Each row's
 * event_key is unique per event and recipient, so writing twice stores once.
 *
 * An alert with nowhere to go is still written, as "not_configured", so the outbox shows it.
 */
export async function enqueueLeadAlert(trx: DB, alert: LeadAlert): Promise<void> {
  const settings = await getAlertSettings(trx);
  const timestamp = now();
  const rows: {
    event_key: string;
    channel: string;
    payload: string;
    status: OutboxStatus;
    last_error: string | null;
  }[] = [];
  const to = alert.assignee?.email ?? settings.alertsEmail;
  rows.push({
    event_key: `lead-event-${alert.eventId}-email`,
    channel: "email",
    payload: JSON.stringify({ kind: "lead_alert", to, alert } satisfies EmailPayload),
    status: to ? "pending" : "not_configured",
    last_error: to ? null : "not sent: no counsellor has this lead and no Lead alerts address is set",
  });
  if (settings.webhookUrl) {
    rows.push({
      event_key: `lead-event-${alert.eventId}-webhook`,
      channel: "webhook",
      payload: JSON.stringify({
        url: settings.webhookUrl,
        body: JSON.stringify(webhookBody(alert)),
      } satisfies WebhookPayload),
      status: "pending",
      last_error: null,
    });
  }
  await trx
    .insertInto("outbox")
    .values(rows.map((row) => ({ ...row, lead_id: alert.leadId, next_attempt_at: timestamp, created_at: timestamp })))
    .onConflict((oc) => oc.column("event_key").doNothing())
    .execute();
}

/**
 * Writes the acknowledgement to the person who sent an enquiry with an e-mail address, in the
 * enquiry's transaction. Without SMTP it waits as "not_configured", like every e-mail.
 */
export async function enqueueAcknowledgement(
  trx: DB,
  input: {
    leadId: number;
    eventId: number;
    to: string;
    withdrawUrl: string;
    confirmUrl: string | null;
    privacyUrl: string;
    rightsUrl: string;
    language: Locale;
  },
): Promise<void> {
  const settings = await getSiteSettings(trx);
  const payload: AcknowledgementPayload = {
    kind: "acknowledgement",
    to: input.to,
    brandName: settings.brandName,
    officePhone: settings.phone,
    withdrawUrl: input.withdrawUrl,
    confirmUrl: input.confirmUrl,
    privacyUrl: input.privacyUrl,
    rightsUrl: input.rightsUrl,
    language: input.language,
  };
  await enqueueEmail(trx, { eventKey: `lead-event-${input.eventId}-acknowledgement`, leadId: input.leadId, payload });
}

/** One e-mail row, due now; written once per event key however often it is written. */
async function enqueueEmail(
  trx: DB,
  row: {
    eventKey: string;
    leadId: number | null;
    payload: AcknowledgementPayload | PrivacyCodePayload | StatusLinkPayload | DocumentUploadedPayload;
  },
): Promise<void> {
  const timestamp = now();
  await trx
    .insertInto("outbox")
    .values({
      event_key: row.eventKey,
      channel: "email",
      lead_id: row.leadId,
      payload: JSON.stringify(row.payload),
      status: "pending",
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .onConflict((oc) => oc.column("event_key").doNothing())
    .execute();
}

/**
 * A reminder of an application's step (features/admissions). It names the step, not its words:
 * who it goes to and what it says are read when it is sent (features/admissions/
 * step-reminder-content.server.ts), so a withdrawal, a new counsellor, a merge or an erasure
 * since the step was saved is obeyed, and the outbox keeps no copy of the person's details.
 */
export interface StepReminderPayload {
  kind: "step_reminder";
  stepId: number;
  recipient: "counsellor" | "student";
  daysBefore: number;
}

/** A step's reminder as it is sent: its words read at sending time (features/admissions). */
export interface StepReminderContent {
  kind: "step_reminder";
  to: string;
  recipient: "counsellor" | "student";
  daysBefore: number;
  brandName: string;
  leadId: number;
  /** The student's name, for the counsellor's e-mail only. */
  student: string | null;
  application: string;
  /** "Fee due", "Entrance exam", … */
  step: string;
  /** "12 Dec 2026, 10:30 (India time)". */
  when: string;
}

/** The outbox keys of a step's reminders: unique per step, days before and recipient. */
export const stepReminderEventKey = (stepId: number, daysBefore: number, recipient: "counsellor" | "student") =>
  `step-${stepId}-${daysBefore}d-${recipient}`;

/**
 * Writes a step's reminders into the outbox, in the step's transaction, each pending until its
 * due time (`next_attempt_at`, and `due_at`, from which its retry window counts).
 */
export async function enqueueStepReminders(
  trx: DB,
  input: {
    stepId: number;
    leadId: number;
    reminders: { daysBefore: number; dueAt: string }[];
    recipients: readonly ("counsellor" | "student")[];
  },
): Promise<void> {
  const rows = input.reminders.flatMap((reminder) => input.recipients.map((recipient) => ({ reminder, recipient })));
  if (rows.length === 0) return;
  const timestamp = now();
  await trx
    .insertInto("outbox")
    .values(
      rows.map(({ reminder, recipient }) => ({
        event_key: stepReminderEventKey(input.stepId, reminder.daysBefore, recipient),
        channel: "email",
        lead_id: input.leadId,
        payload: JSON.stringify({
          kind: "step_reminder",
          stepId: input.stepId,
          recipient,
          daysBefore: reminder.daysBefore,
        } satisfies StepReminderPayload),
        status: "pending",
        next_attempt_at: reminder.dueAt,
        due_at: reminder.dueAt,
        created_at: timestamp,
      })),
    )
    .onConflict((oc) => oc.column("event_key").doNothing())
    .execute();
}

/** A removed step's reminders that have not gone yet are cancelled (deleted); those sent stay on record. */
export async function cancelStepReminders(trx: DB, stepId: number, daysBefore: readonly number[]): Promise<void> {
  const keys = daysBefore.flatMap((days) =>
    (["counsellor", "student"] as const).map((recipient) => stepReminderEventKey(stepId, days, recipient)),
  );
  await trx.deleteFrom("outbox").where("event_key", "in", keys).where("status", "!=", "sent").execute();
}

/**
 * The e-mail that gives a student their status link (features/admissions/status-links.server.ts).
 * Like a step's reminder it names the link, not its words: the token is derived again when it is
 * sent, with the server's secret, so the outbox holds neither the link nor the address, and a link
 * revoked (or a student who withdrew) before it goes is not sent.
 */
export interface StatusLinkPayload {
  kind: "status_link";
  linkId: number;
}

/** A status link's e-mail as it is sent: its words read at sending time (features/admissions). */
export interface StatusLinkContent {
  kind: "status_link";
  to: string;
  brandName: string;
  /** The counsellor's first name. */
  counsellor: string | null;
  url: string;
  /** "12 Jan 2027": the last day it works. */
  until: string;
  /** The lead's language: the e-mail's and the page's. Absent: English. */
  language?: Locale;
}

/** Writes a status link's e-mail into the outbox, in the link's transaction, due now. */
export async function enqueueStatusLinkEmail(trx: DB, input: { linkId: number; leadId: number }): Promise<void> {
  await enqueueEmail(trx, {
    eventKey: `status-link-${input.linkId}-email`,
    leadId: input.leadId,
    payload: { kind: "status_link", linkId: input.linkId },
  });
}

/**
 * The counsellor's notice that a student uploaded a document from their status link
 * (features/admissions). Like a reminder, it names the file, not its words: whom it goes to and
 * what it says are read when it is sent (features/admissions/document-upload-notice.server.ts).
 */
export interface DocumentUploadedPayload {
  kind: "document_uploaded";
  fileId: number;
}

/** The notice as it is sent: its words read at sending time. */
export interface DocumentUploadedContent {
  kind: "document_uploaded";
  to: string;
  leadId: number;
  student: string;
  application: string;
  document: string;
}

/** Writes the counsellor's notice of a student's upload into the outbox, in the upload's transaction. */
export async function enqueueDocumentUploaded(trx: DB, input: { leadId: number; fileId: number }): Promise<void> {
  await enqueueEmail(trx, {
    eventKey: `document-file-${input.fileId}-uploaded`,
    leadId: input.leadId,
    payload: { kind: "document_uploaded", fileId: input.fileId },
  });
}

/** The one-time code of a rights request (features/privacy), to the e-mail it names. */
export interface PrivacyCodePayload {
  kind: "privacy_code";
  to: string;
  code: string;
  brandName: string;
  pageUrl: string;
}

/** The outbox key of a rights request's code e-mail: an erasure deletes it by this. */
export const privacyCodeEventKey = (requestId: number) => `privacy-request-${requestId}-code`;

/** Writes a rights request's code e-mail into the outbox, in the request's transaction. */
export async function enqueuePrivacyCode(
  trx: DB,
  input: { requestId: number; to: string; code: string; pageUrl: string },
): Promise<void> {
  const settings = await getSiteSettings(trx);
  const payload: PrivacyCodePayload = {
    kind: "privacy_code",
    to: input.to,
    code: input.code,
    brandName: settings.brandName,
    pageUrl: input.pageUrl,
  };
  await enqueueEmail(trx, { eventKey: privacyCodeEventKey(input.requestId), leadId: null, payload });
}

/** The webhook's JSON body (docs/leads.md#webhook). */
function webhookBody(alert: LeadAlert) {
  // `lead` is what we hold as the lead; `enquiry` is what this form said. On a repeat they can
  // differ, and a CRM that updates its record by lead id must take the lead's, never a claim
  // someone typed (docs/decisions/034-enquiries-are-claims.md).
  const own = alert.lead ?? alert;
  return {
    id: `lead-event-${alert.eventId}`,
    event: alert.event === "created" ? "lead.created" : "lead.repeat_enquiry",
    time: alert.at,
    lead: {
      id: alert.leadId,
      name: own.name,
      phone: own.phone,
      email: own.email,
      course: own.course,
      college: own.college,
      form: own.form,
      page: own.page,
      utm: own.utm,
      consent: alert.consent,
      applicant: own.applicant,
      language: own.language ?? "en",
      duplicate_of: alert.duplicateOf ?? null,
      after_withdrawal: alert.afterWithdrawal ?? false,
      withdraw_url: alert.withdrawUrl,
      assignee: alert.assignee ? { id: alert.assignee.id, name: alert.assignee.name } : null,
    },
    enquiry: {
      name: alert.name,
      phone: alert.phone,
      email: alert.email,
      course: alert.course,
      college: alert.college,
      form: alert.form,
      page: alert.page,
      utm: alert.utm,
      applicant: alert.applicant,
      language: alert.language ?? "en",
    },
  };
}

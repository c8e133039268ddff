import type {
  AcknowledgementPayload,
  DocumentUploadedContent,
  EmailPayload,
  PrivacyCodePayload,
  StatusLinkContent,
  StepReminderContent,
} from "./enqueue.server";

import { messagesFor } from "#app/utils/i18n/messages";
import { localeOf } from "#app/utils/i18n/locale";

/** A lead alert as an e-mail: subject and plain text, written for a counsellor on a phone. */
export function leadAlertEmail(payload: EmailPayload, origin: string): { subject: string; text: string } {
  const { alert } = payload;
  const what = alert.event === "created" ? "New enquiry" : "Repeat enquiry";
  const subject = `${what}: ${alert.name}${alert.course ? ` (${alert.course})` : ""}`;
  const lines = [
    `${what} from ${alert.name}.`,
    "",
    `Student: ${alert.name}`,
    `Phone:   ${alert.phone ?? "not given"}`,
    `E-mail:  ${alert.email ?? "not given"}`,
    `Course:  ${alert.course ?? "not given"}`,
    `College: ${alert.college ?? "not given"}`,
    `Page:    ${alert.page} (${alert.form} form)`,
    `Assigned to: ${alert.assignee?.name ?? "nobody yet"}`,
    ...(alert.applicant === "minor"
      ? ["", "A STUDENT UNDER 18: call the parent or guardian first (their number is on the lead's page)."]
      : []),
    ...(alert.afterWithdrawal
      ? ["", "NEW ENQUIRY AFTER WITHDRAWAL: this person had asked for no contact. Call about this enquiry only."]
      : []),
    ...(alert.duplicateOf
      ? [
          "",
          `POSSIBLE DUPLICATE of lead #${alert.duplicateOf}: check both before calling, and merge them if they are one person.`,
        ]
      : []),
    "",
    `Open the lead: ${origin}/Admin/leads/${alert.leadId}`,
  ];
  return { subject, text: lines.join("\n") };
}

/** The acknowledgement to the person who sent an enquiry: received, what happens next, and their choices. */
export function acknowledgementEmail(payload: AcknowledgementPayload): { subject: string; text: string } {
  // In the language of the page the enquiry came from (English for rows written before).
  const m = messagesFor(payload.language ?? "en").emails.acknowledgement;
  const subject = m.subject(payload.brandName);
  const lines = [
    // No name: the address and every word of the form are the sender's claim, so nothing they
    // typed is repeated to whoever reads this inbox.
    m.hello,
    "",
    m.received(payload.brandName),
    "",
    m.nextHeading,
    ...m.next,
    "",
    m.sooner(payload.officePhone),
    "",
    ...(payload.confirmUrl ? [m.confirm[0], `${m.confirm[1]} ${payload.confirmUrl}`, ""] : []),
    m.choicesHeading,
    `${m.withdraw} ${payload.withdrawUrl}`,
    `${m.rights} ${payload.rightsUrl}`,
    `${m.privacy} ${payload.privacyUrl}`,
    "",
    `${payload.brandName}`,
  ];
  return { subject, text: lines.join("\n") };
}

/** A rights request's one-time code. */
export function privacyCodeEmail(payload: PrivacyCodePayload): { subject: string; text: string } {
  // In the language of the page the request was made on (its page's address says which).
  const m = messagesFor(localeOf(new URL(payload.pageUrl).pathname)).emails.privacyCode;
  return {
    subject: m.subject(payload.code, payload.brandName),
    text: [m.code(payload.code), "", `${m.where} ${payload.pageUrl}`, m.expiry, "", payload.brandName].join("\n"),
  };
}

/** A counsellor's notice that their student uploaded a document from the status link. */
export function documentUploadedEmail(
  payload: DocumentUploadedContent,
  origin: string,
): { subject: string; text: string } {
  return {
    subject: `${payload.student} uploaded ${payload.document}`,
    text: [
      `${payload.student} uploaded their ${payload.document} for ${payload.application} from their status link.`,
      "",
      "Please check it and mark anything else still needed.",
      "",
      `Open the lead: ${origin}/Admin/leads/${payload.leadId}`,
    ].join("\n"),
  };
}

/** A step's reminder: what, for which application, when; the counsellor's has the lead's link. */
export function stepReminderEmail(payload: StepReminderContent, origin: string): { subject: string; text: string } {
  const inDays =
    payload.daysBefore <= 0 ? "today" : payload.daysBefore === 1 ? "tomorrow" : `in ${payload.daysBefore} days`;
  const subject = `Reminder: ${payload.step} ${inDays} (${payload.application})`;
  const lines =
    payload.recipient === "counsellor"
      ? [
          `${payload.step} for ${payload.student ?? "your student"}: ${payload.when}.`,
          `Application: ${payload.application}`,
          "",
          `Open the lead: ${origin}/Admin/leads/${payload.leadId}`,
        ]
      : [
          "Hello,",
          "",
          `A reminder from ${payload.brandName}: ${payload.step} for your application to ${payload.application} is on ${payload.when}.`,
          "",
          "Your counsellor is happy to help with anything you need before then.",
        ];
  return { subject, text: lines.join("\n") };
}

/** The student's status link: what it shows, how long it works, and to keep it in the family. */
export function statusLinkEmail(payload: StatusLinkContent): { subject: string; text: string } {
  const m = messagesFor(payload.language ?? "en").emails.statusLink;
  return {
    subject: m.subject(payload.brandName),
    text: [
      m.hello,
      "",
      m.made(payload.brandName, payload.counsellor),
      "",
      payload.url,
      "",
      m.until(payload.until),
      "",
      payload.brandName,
    ].join("\n"),
  };
}

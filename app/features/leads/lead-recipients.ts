import { mayEmail, type ContactState } from "./lead-contact";

/**
 * Who receives mail about a lead (issue 43, item 3; docs/decisions/076-guardian-contacts-and-document-locker.md).
 * Every e-mail to the person's side goes through this one rule: the acknowledgement, a session's
 * invitation and reminders, a step's reminders and the status link.
 *
 * A lead has up to two contacts. The guardian: a minor's parent or guardian (their own e-mail, given
 * on the form), or the person who sent the enquiry when they said "A parent or guardian" (the form's
 * e-mail is theirs). The student: the lead's e-mail when a student sent it. A minor's mail goes to
 * the guardian first, and to the student too where the student gave an e-mail.
 */
export const MAIL_CONTACTS = ["guardian", "student"] as const;
export type MailContact = (typeof MAIL_CONTACTS)[number];

/** The columns the rule reads. */
export interface RecipientColumns extends ContactState {
  email: string | null;
  applicant: string | null;
  guardian_email: string | null;
  guardian_email_withdrawn_at: string | null;
}

/** The columns to select for it, on `leads`. */
export const RECIPIENT_COLUMNS = [
  "leads.email",
  "leads.applicant",
  "leads.guardian_email",
  "leads.guardian_email_withdrawn_at",
  "leads.erased_at",
  "leads.contact_withdrawn_at",
  "leads.enquiry_after_withdrawal_at",
  "leads.email_reopened_at",
] as const;

/** The address a contact has on the lead, whether or not it may be written to now. */
export function contactAddress(lead: Omit<RecipientColumns, keyof ContactState>, contact: MailContact): string | null {
  if (lead.applicant === "parent") return contact === "guardian" ? lead.email : null;
  if (contact === "student") return lead.email;
  return lead.applicant === "minor" ? lead.guardian_email : null;
}

/**
 * The lead's contacts that may be e-mailed now, guardian first, each with their address: never
 * after an erasure, nor while the person withdrew all contact (lead-contact.ts mayEmail, which
 * holds for the whole lead), nor to a guardian's address that withdrew through its own link.
 * `only` keeps the contacts asked for (a status link sent to the guardian alone).
 */
export function mailRecipients(
  lead: RecipientColumns,
  only: readonly MailContact[] = MAIL_CONTACTS,
): { contact: MailContact; to: string }[] {
  if (!mayEmail(lead)) return [];
  return MAIL_CONTACTS.filter((contact) => only.includes(contact)).flatMap((contact) => {
    const to = contactAddress(lead, contact);
    if (!to) return [];
    // A parent who sent the enquiry withdraws with the lead's own link; a minor's guardian with theirs.
    if (contact === "guardian" && lead.applicant === "minor" && lead.guardian_email_withdrawn_at) return [];
    return [{ contact, to }];
  });
}

/** The one address of a contact that may be e-mailed now, or null (a reminder or invitation names its contact). */
export function mailRecipient(lead: RecipientColumns, contact: MailContact): string | null {
  return mailRecipients(lead, [contact])[0]?.to ?? null;
}

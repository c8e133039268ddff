/** The columns that say whether, and how, a lead's person may be contacted now. */
export interface ContactState {
  erased_at: string | null;
  contact_withdrawn_at: string | null;
  enquiry_after_withdrawal_at: string | null;
  email_reopened_at: string | null;
}

/**
 * Whether staff may call a lead's person now: never once their details are erased; not after
 * they withdrew all contact, unless they sent a new enquiry since, and then about that enquiry
 * only (docs/decisions/034-enquiries-are-claims.md). The page, the call forms and the queue all
 * ask this one rule; the queue says it again in SQL (lead-queue.server.ts). WhatsApp is a call's
 * channel: it follows this rule too.
 */
export function mayCall(lead: Omit<ContactState, "email_reopened_at">): boolean {
  if (lead.erased_at) return false;
  if (!lead.contact_withdrawn_at) return true;
  return after(lead.enquiry_after_withdrawal_at, lead.contact_withdrawn_at);
}

/**
 * Whether anything may be e-mailed to the lead's stored address now (a status link, a step's
 * reminder, a session's e-mails): as mayCall, except that an enquiry after a withdrawal opens
 * e-mail only when it carried that same address (email_reopened_at). A stranger who types the
 * person's phone number reopens a call about their enquiry, never the person's inbox
 * (docs/decisions/062-enquiry-after-withdrawal-opens-its-own-channel.md).
 */
export function mayEmail(lead: ContactState): boolean {
  if (!mayCall(lead)) return false;
  if (!lead.contact_withdrawn_at) return true;
  return after(lead.email_reopened_at, lead.contact_withdrawn_at);
}

// Set only by an enquiry that found the lead withdrawn, and cleared by a later withdrawal: the
// same millisecond as the withdrawal still means after it.
const after = (reopened: string | null, withdrawn: string) => Boolean(reopened && reopened >= withdrawn);

/** A number to ring about a lead, and whose it is. */
export interface NumberToCall {
  who: "guardian" | "person";
  phone: string;
}

/**
 * The numbers to ring about a lead, the first to call first: a minor's parent or guardian, then
 * the student (issue 43, item 3; the lead page's banner); anyone else on their own number. The
 * lead page's Call buttons, My day and the overdue first calls all ask this one rule.
 */
export function numbersToCall(lead: {
  phone: string | null;
  applicant: string | null;
  guardian_phone: string | null;
}): NumberToCall[] {
  const numbers: NumberToCall[] = [];
  if (lead.applicant === "minor" && lead.guardian_phone) numbers.push({ who: "guardian", phone: lead.guardian_phone });
  if (lead.phone && !numbers.some((number) => number.phone === lead.phone))
    numbers.push({ who: "person", phone: lead.phone });
  return numbers;
}

/** The number to ring first, or none. */
export const numberToCall = (lead: Parameters<typeof numbersToCall>[0]): string | null =>
  numbersToCall(lead)[0]?.phone ?? null;

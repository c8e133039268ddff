/**
 * Whether staff may call a lead's person now: never once their details are erased; not after
 * they withdrew all contact, unless they sent a new enquiry since, and then about that enquiry
 * only (docs/decisions/034-enquiries-are-claims.md). The page, the call forms and the queue all
 * ask this one rule; the queue says it again in SQL (lead-queue.server.ts).
 */
export function mayCall(lead: {
  erased_at: string | null;
  contact_withdrawn_at: string | null;
  enquiry_after_withdrawal_at: string | null;
}): boolean {
  if (lead.erased_at) return false;
  if (!lead.contact_withdrawn_at) return true;
  // Set only by an enquiry that found the lead withdrawn, and cleared by a later withdrawal: the
  // same millisecond as the withdrawal still means after it.
  return Boolean(lead.enquiry_after_withdrawal_at && lead.enquiry_after_withdrawal_at >= lead.contact_withdrawn_at);
}

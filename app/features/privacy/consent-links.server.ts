import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import {
  confirmUpdates,
  guardianLeads,
  withdrawConsent,
  withdrawGuardianEmail,
} from "#app/features/leads/consent-ledger.server";
import { subjectOfToken, type LinkSubject } from "#app/features/leads/withdraw-link.server";
import { mayCall, mayEmail } from "#app/features/leads/lead-contact";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";

export type WithdrawChoice = "updates" | "contact";

/**
 * What a withdrawal link's page can say about its leads, without naming anyone. "neutral": the
 * address is not the one the lead belongs to, so the page tells nothing of the lead's state.
 */
export type LinkState = "unknown" | "erased" | "neutral" | { updates: boolean; contact: boolean; reopened?: Reopened };

/**
 * The person withdrew all contact, and a new enquiry since opened a channel again: when each
 * happened, and whether that enquiry came from the lead's own address (then a counsellor may call
 * or e-mail about it) or not (a call only: ADR 062). The page says exactly which.
 */
export interface Reopened {
  withdrawnAt: string;
  enquiryAt: string;
  email: boolean;
}

/** What a confirmation link's page can say: whether updates are on, or can't be (contact withdrawn). */
export type ConfirmState = "unknown" | "erased" | { confirmed: boolean; withdrawn: boolean };

/** A lead a link acts on, and whether the link's address is the lead's own. */
interface LinkLead {
  id: number;
  /**
   * The lead is the address's (or the phone's, for an enquiry without an e-mail): its own
   * e-mail, or every enquiry on it was sent with the address. Only then may the link turn
   * updates on, or the page say what the lead's state is. A lead whose first enquiry came by
   * phone alone, joined by an enquiry with an e-mail, is not the address's: anyone can type a
   * phone number (docs/decisions/034-enquiries-are-claims.md).
   */
  owned: boolean;
}

/**
 * The leads a link acts on (features/leads/withdraw-link.server.ts). An enquiry's link acts on
 * the enquiries sent with its e-mail address: every lead holding one, since the person may have
 * enquired more than once; an enquiry without an e-mail (the banner's, whose link reaches the
 * person through a counsellor's message) acts on its own lead. `askedForUpdates` keeps only the
 * enquiries that ticked the updates box (a confirmation confirms what was asked, nothing more).
 * An old-style link acts on its own lead, or the one it was merged into. Erased leads are left out.
 */
async function leadsOfLink(
  db: DB,
  subject: LinkSubject,
  options: { askedForUpdates?: boolean } = {},
): Promise<LinkLead[] | "unknown" | "erased"> {
  // A guardian's link acts on their address (guardianLinkState, withdrawByLink), never on a lead's person.
  if ("guardianOfEnquiryId" in subject) return "unknown";
  if ("leadId" in subject) {
    const lead = await liveLeadOf(db, subject.leadId);
    if (!lead) return "unknown";
    return lead.erased_at ? "erased" : [{ id: lead.id, owned: true }];
  }
  const enquiry = await db
    .selectFrom("lead_enquiries")
    .select(["email", "phone", "lead_id", "consent_purposes"])
    .where("id", "=", subject.enquiryId)
    .executeTakeFirst();
  if (!enquiry) return "unknown";
  if (!enquiry.email) {
    if (!enquiry.phone) return "erased";
    if (options.askedForUpdates && !enquiry.consent_purposes.includes('"updates"')) return "erased";
    const lead = await liveLeadOf(db, enquiry.lead_id);
    if (!lead || lead.erased_at) return "erased";
    return [{ id: lead.id, owned: lead.phone === enquiry.phone }];
  }
  const key = enquiry.email.toLowerCase();
  let query = db
    .selectFrom("lead_enquiries")
    .innerJoin("leads", "leads.id", "lead_enquiries.lead_id")
    .select(["lead_enquiries.lead_id", "leads.email_key"])
    .distinct()
    .where(sql<string>`lower(lead_enquiries.email)`, "=", key)
    .where("leads.erased_at", "is", null);
  if (options.askedForUpdates) query = query.where("lead_enquiries.consent_purposes", "like", '%"updates"%');
  const rows = await query.orderBy("lead_enquiries.lead_id").execute();
  if (rows.length === 0) return "erased";
  const leads: LinkLead[] = [];
  for (const row of rows) {
    const strangers = await db
      .selectFrom("lead_enquiries")
      .select("id")
      .where("lead_id", "=", row.lead_id)
      .where((eb) => eb.or([eb("email", "is", null), eb(sql<string>`lower(email)`, "!=", key)]))
      .where("erased_at", "is", null)
      .executeTakeFirst();
    leads.push({ id: row.lead_id, owned: row.email_key === key || !strangers });
  }
  return leads;
}

/** A lead, or the lead it was merged into (a merge moves its enquiries and its person there). */
async function liveLeadOf(db: DB, leadId: number) {
  let id = leadId;
  // A chain of merges is short; the bound only guards against a loop.
  for (let hop = 0; hop < 10; hop++) {
    const lead = await db
      .selectFrom("leads")
      .select(["id", "phone", "erased_at", "merged_into"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead || !lead.merged_into) return lead;
    id = lead.merged_into;
  }
  return undefined;
}

async function leadsOf(db: DB, leadIds: number[]) {
  return db
    .selectFrom("leads")
    .select([
      "consent_purposes",
      "contact_withdrawn_at",
      "enquiry_after_withdrawal_at",
      "email_reopened_at",
      "erased_at",
    ])
    .where("id", "in", leadIds)
    .execute();
}

/** What is left to withdraw on a link's leads: only the leads that are the address's own are described. */
export async function withdrawLinkState(db: DB, secret: Buffer, token: string): Promise<LinkState> {
  const subject = subjectOfToken(secret, "withdraw", token);
  if (!subject) return "unknown";
  if ("guardianOfEnquiryId" in subject) return guardianLinkState(db, subject.guardianOfEnquiryId);
  const found = await leadsOfLink(db, subject);
  if (!Array.isArray(found)) return found;
  const owned = found.filter((lead) => lead.owned).map((lead) => lead.id);
  if (owned.length === 0) return "neutral";
  const leads = await leadsOf(db, owned);
  const updates = leads.some((lead) => (JSON.parse(lead.consent_purposes) as string[]).includes("updates"));
  const reopened = reopenedOf(leads);
  return { updates, contact: leads.some(mayCall), ...(reopened ? { reopened } : {}) };
}

/**
 * What a new enquiry after a withdrawal opened, on the newest such lead; nothing when one of the
 * leads was never withdrawn (the page then says a counsellor may call) or none was reopened.
 */
function reopenedOf(leads: Awaited<ReturnType<typeof leadsOf>>): Reopened | undefined {
  if (leads.some((lead) => !lead.erased_at && !lead.contact_withdrawn_at)) return undefined;
  const newest = leads
    .filter(mayCall)
    .sort((a, b) => (b.enquiry_after_withdrawal_at ?? "").localeCompare(a.enquiry_after_withdrawal_at ?? ""))[0];
  if (!newest?.contact_withdrawn_at || !newest.enquiry_after_withdrawal_at) return undefined;
  return {
    withdrawnAt: newest.contact_withdrawn_at,
    enquiryAt: newest.enquiry_after_withdrawal_at,
    email: mayEmail(newest),
  };
}

/**
 * Withdraws through a link: updates only, or all contact (which takes updates with it), on each
 * of its leads. The ledger, the timeline and the audit log record it as the person's own doing.
 * A withdrawal is never refused, even from an address that is
 * not the lead's own: it only ever stops contact, which the person can ask for again, and
 * refusing a real one would break the Act's "as easy as giving it" (ADR 034). It takes the lead
 * lock, so it lands on the lead a merge is moving, not beside it.
 */
export async function withdrawByLink(
  db: DB,
  secret: Buffer,
  token: string,
  choice: WithdrawChoice,
): Promise<"unknown" | "erased" | "done"> {
  const subject = subjectOfToken(secret, "withdraw", token);
  if (!subject) return "unknown";
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    if ("guardianOfEnquiryId" in subject) {
      // A guardian's link withdraws their address, whichever choice they made: they get no updates.
      const address = await guardianAddress(trx, subject.guardianOfEnquiryId);
      if (!address) return "erased";
      await withdrawGuardianEmail(trx, address, "withdraw-link");
      return "done";
    }
    const found = await leadsOfLink(trx, subject);
    if (!Array.isArray(found)) return found;
    for (const lead of found) await withdrawConsent(trx, lead.id, { purposes: [choice], source: "withdraw-link" });
    return "done";
  });
}

/** The guardian's address an enquiry gave, which their withdrawal link acts on; null once erased. */
async function guardianAddress(db: DB, enquiryId: number): Promise<string | null> {
  const enquiry = await db
    .selectFrom("lead_enquiries")
    .select("guardian_email")
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  return enquiry?.guardian_email ?? null;
}

/** What a guardian's withdrawal link can say: whether mail still goes to their address on any lead. */
async function guardianLinkState(db: DB, enquiryId: number): Promise<LinkState> {
  const address = await guardianAddress(db, enquiryId);
  if (!address) return "erased";
  const leads = await guardianLeads(db, address).select("guardian_email_withdrawn_at").execute();
  if (leads.length === 0) return "erased";
  return { updates: false, contact: leads.some((lead) => !lead.guardian_email_withdrawn_at) };
}

/** Whether a confirmation link's updates are on already, or can't be; the same for an address that is not the lead's own. */
export async function confirmLinkState(db: DB, secret: Buffer, token: string): Promise<ConfirmState> {
  const subject = subjectOfToken(secret, "confirm", token);
  if (!subject) return "unknown";
  const found = await leadsOfLink(db, subject, { askedForUpdates: true });
  if (!Array.isArray(found)) return found;
  const owned = found.filter((lead) => lead.owned).map((lead) => lead.id);
  if (owned.length === 0) return { confirmed: false, withdrawn: false };
  const leads = await leadsOf(db, owned);
  return {
    confirmed: leads.some((lead) => (JSON.parse(lead.consent_purposes) as string[]).includes("updates")),
    withdrawn: leads.every((lead) => lead.contact_withdrawn_at),
  };
}

/**
 * The double opt-in: the person confirms, from the address they gave, the updates they asked
 * for. Only on a lead that is the address's own, still asking (not withdrawn since). On a lead
 * the address merely joined, the page answers the same, and the timeline asks the counsellor to
 * confirm on a call: the answer must not tell a stranger whose lead it is.
 */
export async function confirmByLink(
  db: DB,
  secret: Buffer,
  token: string,
): Promise<"unknown" | "erased" | "withdrawn" | "done"> {
  const subject = subjectOfToken(secret, "confirm", token);
  if (!subject) return "unknown";
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const found = await leadsOfLink(trx, subject, { askedForUpdates: true });
    if (!Array.isArray(found)) return found;
    const owned = found.filter((lead) => lead.owned);
    if (
      owned.length > 0 &&
      (
        await leadsOf(
          trx,
          owned.map((lead) => lead.id),
        )
      ).every((lead) => lead.contact_withdrawn_at)
    )
      return "withdrawn";
    for (const lead of found) {
      if (lead.owned) await confirmUpdates(trx, lead.id, { source: "confirm-link", onlyIfRequested: true });
      else if ("enquiryId" in subject)
        await addLeadEvent(trx, {
          leadId: lead.id,
          kind: "updates_confirmed_elsewhere",
          data: { enquiryId: subject.enquiryId },
        });
    }
    return "done";
  });
}

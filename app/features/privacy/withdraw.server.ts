import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { confirmUpdates, withdrawConsent } from "#app/features/leads/consent-ledger.server";
import { subjectOfToken, type LinkSubject } from "#app/features/leads/withdraw-link.server";

export type WithdrawChoice = "updates" | "contact";

/** What a withdrawal link's page can say about its leads, without naming anyone. */
export type LinkState = "unknown" | "erased" | { updates: boolean; contact: boolean };

/** What a confirmation link's page can say: whether updates are on, or can't be (contact withdrawn). */
export type ConfirmState = "unknown" | "erased" | { confirmed: boolean; withdrawn: boolean };

/**
 * The leads a link acts on (features/leads/withdraw-link.server.ts). An enquiry's link acts on
 * the enquiries sent with its e-mail address: every lead holding one, since the person may have
 * enquired more than once. `askedForUpdates` keeps only those whose enquiry with that address
 * ticked the updates box (a confirmation confirms what was asked, nothing more). An old-style
 * link acts on its own lead. Erased leads are left out.
 */
async function leadsOfLink(
  db: DB,
  subject: LinkSubject,
  options: { askedForUpdates?: boolean } = {},
): Promise<number[] | "unknown" | "erased"> {
  if ("leadId" in subject) {
    const lead = await db.selectFrom("leads").select("erased_at").where("id", "=", subject.leadId).executeTakeFirst();
    if (!lead) return "unknown";
    return lead.erased_at ? "erased" : [subject.leadId];
  }
  const enquiry = await db
    .selectFrom("lead_enquiries")
    .select("email")
    .where("id", "=", subject.enquiryId)
    .executeTakeFirst();
  if (!enquiry) return "unknown";
  if (!enquiry.email) return "erased";
  let query = db
    .selectFrom("lead_enquiries")
    .innerJoin("leads", "leads.id", "lead_enquiries.lead_id")
    .select("lead_enquiries.lead_id")
    .distinct()
    .where(sql<string>`lower(lead_enquiries.email)`, "=", enquiry.email.toLowerCase())
    .where("leads.erased_at", "is", null);
  if (options.askedForUpdates) query = query.where("lead_enquiries.consent_purposes", "like", '%"updates"%');
  const rows = await query.orderBy("lead_enquiries.lead_id").execute();
  return rows.length > 0 ? rows.map((row) => row.lead_id) : "erased";
}

async function leadsOf(db: DB, leadIds: number[]) {
  return db
    .selectFrom("leads")
    .select(["consent_purposes", "contact_withdrawn_at"])
    .where("id", "in", leadIds)
    .execute();
}

/** What is left to withdraw on a link's leads. */
export async function withdrawLinkState(db: DB, secret: Buffer, token: string): Promise<LinkState> {
  const subject = subjectOfToken(secret, "withdraw", token);
  if (!subject) return "unknown";
  const leadIds = await leadsOfLink(db, subject);
  if (!Array.isArray(leadIds)) return leadIds;
  const leads = await leadsOf(db, leadIds);
  return {
    updates: leads.some((lead) => (JSON.parse(lead.consent_purposes) as string[]).includes("updates")),
    contact: leads.some((lead) => !lead.contact_withdrawn_at),
  };
}

/**
 * Withdraws through a link: updates only, or all contact (which takes updates with it), on each
 * of its leads. The ledger, the timeline and the audit log record it as the person's own doing.
 */
export async function withdrawByLink(
  db: DB,
  secret: Buffer,
  token: string,
  choice: WithdrawChoice,
): Promise<"unknown" | "erased" | "done"> {
  const subject = subjectOfToken(secret, "withdraw", token);
  if (!subject) return "unknown";
  return db.transaction().execute(async (trx) => {
    const leadIds = await leadsOfLink(trx, subject);
    if (!Array.isArray(leadIds)) return leadIds;
    for (const leadId of leadIds) await withdrawConsent(trx, leadId, { purposes: [choice], source: "withdraw-link" });
    return "done";
  });
}

/** Whether a confirmation link's updates are on already, or can't be. */
export async function confirmLinkState(db: DB, secret: Buffer, token: string): Promise<ConfirmState> {
  const subject = subjectOfToken(secret, "confirm", token);
  if (!subject) return "unknown";
  const leadIds = await leadsOfLink(db, subject, { askedForUpdates: true });
  if (!Array.isArray(leadIds)) return leadIds;
  const leads = await leadsOf(db, leadIds);
  return {
    confirmed: leads.some((lead) => (JSON.parse(lead.consent_purposes) as string[]).includes("updates")),
    withdrawn: leads.every((lead) => lead.contact_withdrawn_at),
  };
}

/**
 * The double opt-in: the person confirms, from the address they gave, the updates they asked
 * for. A lead whose person withdrew contact stays withdrawn.
 */
export async function confirmByLink(
  db: DB,
  secret: Buffer,
  token: string,
): Promise<"unknown" | "erased" | "withdrawn" | "done"> {
  const subject = subjectOfToken(secret, "confirm", token);
  if (!subject) return "unknown";
  return db.transaction().execute(async (trx) => {
    const leadIds = await leadsOfLink(trx, subject, { askedForUpdates: true });
    if (!Array.isArray(leadIds)) return leadIds;
    const leads = await leadsOf(trx, leadIds);
    if (leads.every((lead) => lead.contact_withdrawn_at)) return "withdrawn";
    for (const leadId of leadIds) await confirmUpdates(trx, leadId, { source: "confirm-link" });
    return "done";
  });
}

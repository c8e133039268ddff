import type { DB } from "#app/db/db.server";
import { withdrawConsent } from "#app/features/leads/consent-ledger.server";
import { leadIdOfWithdrawToken } from "#app/features/leads/withdraw-link.server";

export type WithdrawChoice = "updates" | "contact";

/** What a withdrawal link's page can say about its lead, without naming anyone. */
export type LinkState = "unknown" | "erased" | { updates: boolean; contact: boolean };

/** The lead a link names, and what is left to withdraw on it. */
export async function withdrawLinkState(db: DB, secret: Buffer, token: string): Promise<LinkState> {
  const leadId = leadIdOfWithdrawToken(secret, token);
  if (!leadId) return "unknown";
  const lead = await db
    .selectFrom("leads")
    .select(["consent_purposes", "contact_withdrawn_at", "erased_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return "unknown";
  if (lead.erased_at) return "erased";
  const purposes = JSON.parse(lead.consent_purposes) as string[];
  return { updates: purposes.includes("updates"), contact: !lead.contact_withdrawn_at };
}

/**
 * Withdraws through a link: updates only, or all contact (which takes updates with it). The
 * ledger, the timeline and the audit log record it as the person's own doing (no staff member).
 */
export async function withdrawByLink(
  db: DB,
  secret: Buffer,
  token: string,
  choice: WithdrawChoice,
): Promise<"unknown" | "erased" | "done"> {
  const leadId = leadIdOfWithdrawToken(secret, token);
  if (!leadId) return "unknown";
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("erased_at").where("id", "=", leadId).executeTakeFirst();
    if (!lead) return "unknown";
    if (lead.erased_at) return "erased";
    await withdrawConsent(trx, leadId, { purposes: [choice], source: "withdraw-link" });
    return "done";
  });
}

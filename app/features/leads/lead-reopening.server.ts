import { sql } from "kysely";
import type { DB } from "#app/db/db.server";

/**
 * What a new enquiry on a withdrawn lead reopens (lead-contact.ts; docs/decisions/
 * 062-enquiry-after-withdrawal-opens-its-own-channel.md): a call about it, always; e-mail to the
 * lead's address only when the enquiry carried that same address (`ownAddress`). A form, a
 * booking, the intake API and an import all store an enquiry through this.
 */
export function reopenedBy(at: string, ownAddress: boolean) {
  return { enquiry_after_withdrawal_at: at, ...(ownAddress ? { email_reopened_at: at } : {}) };
}

/** Whether an enquiry's address (lower-cased) is the lead's own: the lead's `email_key`, never a missing one. */
export const isOwnAddress = (lead: { email_key: string | null }, emailKey: string | null) =>
  Boolean(emailKey) && emailKey === lead.email_key;

/**
 * Sets `email_reopened_at` again from the lead's enquiries, after its address or its enquiries
 * changed under it (a merge, an erasure of some of its enquiries): the newest enquiry since the
 * withdrawal that carried the lead's address now, or none. Erased enquiries count for nothing.
 */
export async function refreshEmailReopened(trx: DB, leadId: number): Promise<void> {
  const lead = await trx
    .selectFrom("leads")
    .select(["contact_withdrawn_at", "email_key"])
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  let reopened: string | null = null;
  if (lead.contact_withdrawn_at && lead.email_key) {
    const row = await trx
      .selectFrom("lead_enquiries")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("lead_id", "=", leadId)
      .where("erased_at", "is", null)
      .where(sql<string>`lower(email)`, "=", lead.email_key)
      .where("created_at", ">=", lead.contact_withdrawn_at)
      .executeTakeFirst();
    reopened = row?.at ?? null;
  }
  await trx.updateTable("leads").set({ email_reopened_at: reopened }).where("id", "=", leadId).execute();
}

import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { addLeadEvent } from "./lead-timeline.server";

/** What an erased lead is called in lists: it still counts, but it is nobody any more. */
export const ERASED_NAME = "Erased";

/** Why a lead was erased: the person asked, the retention period ran out, or an owner did it. */
export type ErasureReason = "request" | "retention" | "owner";

/**
 * Anonymises a lead (DPDP Act §8(7), §12): the name, phone, e-mail, guardian, messages, notes,
 * browser and IP hash go from the lead and from each of its enquiries; what the call notes said
 * goes from the timeline; its notifications leave the outbox. What stays is what the statistics
 * count (day, form, page, campaign source, course, status) and the consent ledger, which holds
 * no personal details. The timeline records that an erasure happened, not what was erased.
 * Run it in a transaction. Returns false when the lead is unknown or already erased.
 */
export async function eraseLead(
  trx: DB,
  leadId: number,
  input: { reason: ErasureReason; actorId?: number | null },
): Promise<boolean> {
  const lead = await trx.selectFrom("leads").select(["id", "erased_at"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead || lead.erased_at) return false;
  const at = now();
  const personal = {
    name: ERASED_NAME,
    email: null,
    phone: null,
    message: null,
    utm_term: null,
    utm_content: null,
    user_agent: null,
    ip_hash: null,
    submission_id: null,
    guardian_name: null,
    guardian_phone: null,
  };
  await trx
    .updateTable("leads")
    .set({ ...personal, email_key: null, notes: "", next_follow_up_at: null, erased_at: at, updated_at: at })
    .where("id", "=", leadId)
    .execute();
  await trx.updateTable("lead_enquiries").set(personal).where("lead_id", "=", leadId).execute();
  // Notes and call notes are staff's words about the person.
  await trx
    .updateTable("lead_events")
    .set({ data: JSON.stringify({ erased: true }) })
    .where("lead_id", "=", leadId)
    .where("kind", "in", ["note_added", "call_logged"])
    .execute();
  // Alerts carry the person's details; one not yet sent must not go out now.
  await trx.deleteFrom("outbox").where("lead_id", "=", leadId).execute();
  await dropFromDigests(trx, leadId);
  await addLeadEvent(trx, {
    leadId,
    kind: "erased",
    actorId: input.actorId ?? null,
    at,
    data: { reason: input.reason },
  });
  return true;
}

/**
 * Counsellors' morning digests list several leads each, so they carry no lead id: the erased
 * lead's line is taken out of every digest that has it (sent or not).
 */
async function dropFromDigests(trx: DB, leadId: number): Promise<void> {
  const digests = await trx
    .selectFrom("outbox")
    .select(["id", "payload"])
    .where("event_key", "like", "digest-%")
    .where("payload", "like", `%"leadId":${leadId},%`)
    .execute();
  for (const row of digests) {
    const payload = JSON.parse(row.payload) as { digest: { items: { leadId: number }[] } };
    payload.digest.items = payload.digest.items.filter((item) => item.leadId !== leadId);
    await trx
      .updateTable("outbox")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", row.id)
      .execute();
  }
}

/**
 * The leads with no activity since `before` and not yet erased: the retention job erases them.
 * Activity is any change to the lead (an enquiry, a call, a note, a status), all of which move
 * updated_at.
 */
export async function leadsInactiveSince(db: DB, before: string, limit = 1000): Promise<number[]> {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("erased_at", "is", null)
    .where("updated_at", "<", before)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

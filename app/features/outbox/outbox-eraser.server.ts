import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";
import type { ErasedCopies, Eraser } from "#app/utils/erasure";

/** The outbox's part of an erasure (app/utils/erasure.ts): the notifications that name the person. */
export const outboxEraser: Eraser = {
  name: "outbox",
  tables: ["outbox"],
  eraseCopies: dropNotifications,
};

/**
 * The notifications that name an erased person, wherever they wait or were kept (sent or not):
 * a whole lead's outbox rows (by lead id); an erased enquiry's alert, webhook and acknowledgement
 * (by its event's key); any other row naming a gone contact in its payload or as its recipient
 * (the code e-mails of their rights requests); and the digest lines of each touched lead, or with a gone phone.
 */
async function dropNotifications(trx: DB, erased: ErasedCopies): Promise<void> {
  const { gone } = erased;
  const contacts = [...gone.emails, ...gone.phones];
  if (erased.wholeLeads.length > 0) await trx.deleteFrom("outbox").where("lead_id", "in", erased.wholeLeads).execute();
  const eventKeys = await enquiryEventKeys(trx, erased);
  if (eventKeys.length > 0) {
    await trx
      .deleteFrom("outbox")
      .where((eb) => eb.or(eventKeys.map((prefix) => eb("event_key", "like", `${prefix}%`))))
      .execute();
  }
  await dropFromDigests(trx, { leadIds: new Set(erased.touchedLeads), phones: new Set(gone.phones) });
  if (contacts.length > 0) {
    // In JSON a value starts with a quote (a webhook body, JSON inside JSON, adds a backslash
    // before it): so "x@y.in does not match "ax@y.in.
    await trx
      .deleteFrom("outbox")
      .where("event_key", "not like", "digest-%")
      .where((eb) =>
        eb.or(
          contacts.flatMap((contact) => [
            eb(sql`lower(payload)`, "like", containsPattern(`"${contact}`)),
            // The address an e-mail was written to (one, or a list joined by ", "), whole.
            eb(sql`lower(${sql.lit(", ")} || recipient || ${sql.lit(",")})`, "like", containsPattern(`, ${contact},`)),
          ]),
        ),
      )
      .execute();
  }
}

/**
 * The outbox key prefixes of the erased enquiries' events (lead-event-<event id>-…): their alert,
 * webhook and acknowledgement name the person. A whole lead's rows go by lead id already.
 */
async function enquiryEventKeys(trx: DB, erased: ErasedCopies): Promise<string[]> {
  const partly = erased.touchedLeads.filter((id) => !erased.wholeLeads.includes(id));
  if (partly.length === 0) return [];
  const enquiries = new Set(erased.enquiryIds);
  const events = await trx
    .selectFrom("lead_events")
    .select(["id", "data"])
    .where("lead_id", "in", partly)
    .where("kind", "in", ["created", "repeat_enquiry"])
    .execute();
  return events
    .filter((event) => enquiries.has((JSON.parse(event.data) as { enquiryId?: number }).enquiryId ?? 0))
    .map((event) => `lead-event-${event.id}-`);
}

/**
 * Counsellors' morning digests list several leads each, so they carry no lead id: the lines of
 * the erased leads, and any line with an erased phone, are taken out of every digest (sent or not).
 */
async function dropFromDigests(trx: DB, drop: { leadIds: Set<number>; phones: Set<string> }): Promise<void> {
  if (drop.leadIds.size === 0 && drop.phones.size === 0) return;
  const digests = await trx
    .selectFrom("outbox")
    .select(["id", "payload"])
    .where("event_key", "like", "digest-%")
    .where((eb) =>
      eb.or([
        ...[...drop.leadIds].map((id) => eb("payload", "like", `%"leadId":${id},%`)),
        ...[...drop.phones].map((phone) => eb("payload", "like", containsPattern(`"${phone}"`))),
      ]),
    )
    .execute();
  for (const row of digests) {
    const payload = JSON.parse(row.payload) as { digest: { items: { leadId: number; phone: string | null }[] } };
    payload.digest.items = payload.digest.items.filter(
      (item) => !drop.leadIds.has(item.leadId) && !(item.phone && drop.phones.has(item.phone)),
    );
    await trx
      .updateTable("outbox")
      .set({ payload: JSON.stringify(payload) })
      .where("id", "=", row.id)
      .execute();
  }
}

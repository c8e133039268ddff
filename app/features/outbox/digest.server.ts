import type { DB } from "#app/db/db.server";
import { leadQueue } from "#app/features/leads/lead-queue.server";
import { now } from "#app/utils/clock";
import { formatIndiaDateTime, indiaDay, indiaHour } from "#app/utils/india-time";

/** The hour (India time) from which the morning digest goes out. */
export const DIGEST_HOUR_IST = 8;

/** One line of a counsellor's digest: a lead to call today. */
export interface DigestItem {
  leadId: number;
  name: string;
  phone: string | null;
  about: string | null;
  /** When the follow-up was due (UTC ISO). */
  due: string;
  overdue: boolean;
}

/** The payload of a digest e-mail row of the outbox. */
export interface DigestPayload {
  kind: "digest";
  to: string;
  digest: { day: string; name: string; items: DigestItem[] };
}

/**
 * Each morning from DIGEST_HOUR_IST (India time), every active counsellor with overdue or
 * due-today follow-ups gets one e-mail listing them. The row's key names the India day and the
 * counsellor, so however many processes run this and however often, each gets one per day.
 * Returns how many digests were written now.
 */
export async function enqueueMorningDigests(db: DB, at = new Date()): Promise<number> {
  if (indiaHour(at) < DIGEST_HOUR_IST) return 0;
  const day = indiaDay(at);
  const counsellors = await db
    .selectFrom("admins")
    .select(["id", "name", "email"])
    .where("role", "=", "counsellor")
    .where("active", "=", 1)
    .execute();
  let written = 0;
  for (const counsellor of counsellors) {
    const eventKey = `digest-${day}-${counsellor.id}`;
    const already = await db.selectFrom("outbox").select("id").where("event_key", "=", eventKey).executeTakeFirst();
    if (already) continue;
    const queue = await leadQueue(db, { id: counsellor.id, role: "counsellor" }, at);
    const items: DigestItem[] = queue
      .filter((lead) => lead.section === "overdue" || lead.section === "today")
      .map((lead) => ({
        leadId: lead.id,
        name: lead.name,
        phone: lead.phone,
        about: lead.course ?? lead.college_name,
        due: lead.next_follow_up_at!,
        overdue: lead.section === "overdue",
      }));
    if (items.length === 0) continue;
    const payload: DigestPayload = {
      kind: "digest",
      to: counsellor.email,
      digest: { day, name: counsellor.name, items },
    };
    const timestamp = now();
    const result = await db
      .insertInto("outbox")
      .values({
        event_key: eventKey,
        channel: "email",
        lead_id: null,
        payload: JSON.stringify(payload),
        next_attempt_at: timestamp,
        created_at: timestamp,
      })
      .onConflict((oc) => oc.column("event_key").doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

/** The digest as an e-mail: overdue first, each with its phone and a link to the lead. */
export function digestEmail(payload: DigestPayload, origin: string): { subject: string; text: string } {
  const { digest } = payload;
  const overdue = digest.items.filter((item) => item.overdue).length;
  const subject = `Your follow-ups for ${digest.day}: ${digest.items.length} to call${overdue ? `, ${overdue} overdue` : ""}`;
  const lines = [`Good morning, ${digest.name}.`, "", "These students are waiting for your call today:", ""];
  for (const item of digest.items) {
    lines.push(
      `${item.overdue ? "OVERDUE " : ""}${item.name}${item.about ? ` (${item.about})` : ""}`,
      `  Phone: ${item.phone ?? "not given"} · due ${formatIndiaDateTime(item.due)}`,
      `  ${origin}/Admin/leads/${item.leadId}`,
      "",
    );
  }
  lines.push(`Your queue: ${origin}/Admin/queue`);
  return { subject, text: lines.join("\n") };
}

import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { leadQueue } from "./lead-queue.server";
import { formatIndiaDateTime, indiaDay, indiaHour } from "#app/utils/india-time";

/** The hour (India time) from which the morning digest goes out. */
export const DIGEST_HOUR_IST = 8;

/** One line of a counsellor's digest: a lead to call today. */
const digestItem = z.object({
  leadId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  about: z.string().nullable(),
  /** When the follow-up was due (UTC ISO). */
  due: z.string(),
  overdue: z.boolean(),
});
type DigestItem = z.infer<typeof digestItem>;

/** A counsellor's morning digest: the leads to call today, written whole when it is queued. */
const digestPayload = z.object({
  kind: z.literal("digest"),
  to: z.string(),
  digest: z.object({ day: z.string(), name: z.string(), items: z.array(digestItem) }),
});
export type DigestPayload = z.infer<typeof digestPayload>;

export const digestKind = defineEmailKind({
  kind: "digest",
  payload: digestPayload,
  write: (_db, payload, { origin }) => ({ to: payload.to, ...digestEmail(payload, origin) }),
});

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
    written += await enqueueEmails(db, [{ eventKey, leadId: null, payload }]);
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

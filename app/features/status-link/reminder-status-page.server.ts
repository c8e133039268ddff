import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { now } from "#app/utils/clock";
import type { Locale } from "#app/utils/i18n/locale";
import { tokenDigest } from "#app/utils/token-digest.server";
import { STATUS_LINK_DAYS } from "./status-link-schema";
import { statusLinkToken, statusLinkUrl } from "./status-link-token.server";

const DAY_MS = 86_400_000;

/**
 * The status page a step's reminder links (issue 44, item 5; docs/decisions/080-one-voice-in-emails.md),
 * asked when the reminder is written: the lead's newest link that still works and opens with the
 * server's secret, or, when it has none, a new one made for the reminder (30 days, like any;
 * on the lead's timeline as sent, by nobody). The reminder goes only to a contact who may be
 * e-mailed now, so a link is never made for a lead that may not be contacted.
 */
export async function statusPageForReminder(
  db: DB,
  input: { leadId: number; secret: Buffer; origin: string; language: Locale; contact: string },
): Promise<string> {
  // The same lock as staff's Send the status link: two reminders at once make one link.
  return serialisedTransaction(db, [`status-links:lead:${input.leadId}`], async (trx) => {
    const at = now();
    const live = await trx
      .selectFrom("status_links")
      .select(["salt", "token_hash"])
      .where("lead_id", "=", input.leadId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", at)
      .orderBy("id", "desc")
      .execute();
    const working = live.find((link) => tokenDigest(statusLinkToken(input.secret, link.salt)) === link.token_hash);
    if (working) return statusLinkUrl(input.origin, statusLinkToken(input.secret, working.salt), input.language);

    const salt = crypto.randomBytes(32).toString("base64url");
    const token = statusLinkToken(input.secret, salt);
    const expiresAt = new Date(Date.parse(at) + STATUS_LINK_DAYS * DAY_MS).toISOString();
    const { id } = await trx
      .insertInto("status_links")
      .values({
        lead_id: input.leadId,
        salt,
        token_hash: tokenDigest(token),
        sent_by: null,
        emailed: 1,
        created_at: at,
        expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addLeadEvent(trx, {
      leadId: input.leadId,
      kind: "status_link_sent",
      at,
      data: { linkId: id, emailed: true, to: [input.contact], until: expiresAt, by: "step_reminder" },
    });
    return statusLinkUrl(input.origin, token, input.language);
  });
}

import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { messagesFor } from "#app/utils/i18n/messages";
import { statusLinkContent, type StatusLinkContent, type StatusLinkPayload } from "./status-link-content.server";

/** A status link's e-mail names the link, not its words (status-link-content.server.ts). */
const statusLinkPayload = z.object({
  kind: z.literal("status_link"),
  linkId: z.number().int(),
}) satisfies z.ZodType<StatusLinkPayload>;

export const statusLinkKind = defineEmailKind({
  kind: "status_link",
  payload: statusLinkPayload,
  write: async (db, payload, { origin, linkSecret }) => {
    const content = linkSecret ? await statusLinkContent(db, payload, { secret: linkSecret, origin }) : undefined;
    return content && { to: content.to, ...statusLinkEmail(content) };
  },
});

/** Writes a status link's e-mail into the outbox, in the link's transaction, due now. */
export async function enqueueStatusLinkEmail(trx: DB, input: { linkId: number; leadId: number }): Promise<void> {
  await enqueueEmails(trx, [
    {
      eventKey: `status-link-${input.linkId}-email`,
      leadId: input.leadId,
      payload: { kind: "status_link", linkId: input.linkId } satisfies StatusLinkPayload,
    },
  ]);
}

/** The student's status link: what it shows, how long it works, and to keep it in the family. */
function statusLinkEmail(payload: StatusLinkContent): { subject: string; text: string } {
  const m = messagesFor(payload.language ?? "en").emails.statusLink;
  return {
    subject: m.subject(payload.brandName),
    text: [
      m.hello,
      "",
      m.made(payload.brandName, payload.counsellor),
      "",
      payload.url,
      "",
      m.until(payload.until),
      "",
      payload.brandName,
    ].join("\n"),
  };
}

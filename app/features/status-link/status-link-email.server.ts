import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { messagesFor } from "#app/utils/i18n/messages";
import { signedText } from "#app/features/settings/email-signature.server";
import type { MailContact } from "#app/features/leads/lead-recipients";
import { statusLinkContent, type StatusLinkContent, type StatusLinkPayload } from "./status-link-content.server";

/** A status link's e-mail names the link, not its words (status-link-content.server.ts). */
const statusLinkPayload = z.object({
  kind: z.literal("status_link"),
  linkId: z.number().int(),
  contact: z.enum(["guardian", "student"]).optional(),
}) satisfies z.ZodType<StatusLinkPayload>;

export const statusLinkKind = defineEmailKind({
  kind: "status_link",
  payload: statusLinkPayload,
  write: async (db, payload, { origin, linkSecret }) => {
    const content = linkSecret ? await statusLinkContent(db, payload, { secret: linkSecret, origin }) : undefined;
    if (!content) return undefined;
    const { subject, text } = statusLinkEmail(content);
    // Signed by the consultancy, with its phone (ADR 080).
    return { to: content.to, subject, text: await signedText(db, content.language ?? "en", [text]) };
  },
});

/** Writes a status link's e-mails into the outbox, one to each contact chosen, in the link's transaction, due now. */
export async function enqueueStatusLinkEmail(
  trx: DB,
  input: { linkId: number; leadId: number; contacts: readonly MailContact[] },
): Promise<void> {
  await enqueueEmails(
    trx,
    input.contacts.map((contact) => ({
      // The student's keeps the key it always had.
      eventKey: `status-link-${input.linkId}-email${contact === "student" ? "" : `-${contact}`}`,
      leadId: input.leadId,
      // The student's is the payload it always was.
      payload: {
        kind: "status_link",
        linkId: input.linkId,
        ...(contact === "student" ? {} : { contact }),
      } satisfies StatusLinkPayload,
    })),
  );
}

/** The student's status link: what it shows, how long it works, and to keep it in the family (unsigned). */
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
    ].join("\n"),
  };
}

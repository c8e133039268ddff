import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { signedText } from "#app/features/settings/email-signature.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import type { Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { enquiryChoiceLines } from "./enquiry-choices.server";

/**
 * The visitor's own e-mail: we received your enquiry, what happens next, how to withdraw, and
 * the link that confirms updates when they asked for them. It goes to whatever address was
 * typed, so it is the same whether or not we knew the person, and repeats nothing they typed.
 */
const acknowledgementPayload = z.object({
  kind: z.literal("acknowledgement"),
  to: z.string(),
  brandName: z.string(),
  officePhone: z.string(),
  withdrawUrl: z.string(),
  /** Only when the updates box was ticked. */
  confirmUrl: z.string().nullable(),
  privacyUrl: z.string(),
  rightsUrl: z.string(),
  /** The language to write in: the page's the enquiry came from. Absent (rows from before): English. */
  language: z.enum(["en", "hi"] satisfies Locale[]).optional(),
  /** What was asked about, as our catalogue names the course and college (never what was typed). */
  askedAbout: z.object({ course: z.string().nullable(), college: z.string().nullable() }).nullable().optional(),
});
export type AcknowledgementPayload = z.infer<typeof acknowledgementPayload>;

export const acknowledgementKind = defineEmailKind({
  kind: "acknowledgement",
  payload: acknowledgementPayload,
  write: async (db, payload) => {
    const { subject, text } = acknowledgementEmail(payload);
    // Signed by the consultancy, with the phone the site shows now (ADR 080).
    return { to: payload.to, subject, text: await signedText(db, payload.language ?? "en", [text]) };
  },
});

/**
 * Writes the acknowledgement to the person who sent an enquiry with an e-mail address, in the
 * enquiry's transaction. Without SMTP it waits as "not_configured", like every e-mail.
 */
export async function enqueueAcknowledgement(
  trx: DB,
  input: {
    leadId: number;
    eventId: number;
    to: string;
    /** "guardian": a minor's parent's or guardian's copy, under its own outbox key. */
    contact: "guardian" | null;
    withdrawUrl: string;
    confirmUrl: string | null;
    privacyUrl: string;
    rightsUrl: string;
    language: Locale;
    askedAbout: AcknowledgementPayload["askedAbout"];
  },
): Promise<void> {
  const settings = await getSiteSettings(trx);
  const payload: AcknowledgementPayload = {
    kind: "acknowledgement",
    to: input.to,
    brandName: settings.brandName,
    officePhone: settings.phone,
    withdrawUrl: input.withdrawUrl,
    confirmUrl: input.confirmUrl,
    privacyUrl: input.privacyUrl,
    rightsUrl: input.rightsUrl,
    language: input.language,
    askedAbout: input.askedAbout,
  };
  await enqueueEmails(trx, [
    {
      eventKey: `lead-event-${input.eventId}-acknowledgement${input.contact ? `-${input.contact}` : ""}`,
      leadId: input.leadId,
      payload,
    },
  ]);
}

/**
 * The acknowledgement to the person who sent an enquiry: received, what it asked about, what
 * happens next, and their choices; unsigned (the writer signs it).
 */
export function acknowledgementEmail(payload: AcknowledgementPayload): { subject: string; text: string } {
  // In the language of the page the enquiry came from (English for rows written before).
  const language = payload.language ?? "en";
  const m = messagesFor(language).emails.acknowledgement;
  const subject = m.subject(payload.brandName);
  const lines = [
    // No name: the address and every word of the form are the sender's claim, so nothing they
    // typed is repeated to whoever reads this inbox.
    m.hello,
    "",
    m.received(payload.brandName),
    ...(payload.askedAbout && (payload.askedAbout.course || payload.askedAbout.college)
      ? [m.askedAbout(payload.askedAbout.course, payload.askedAbout.college)]
      : []),
    "",
    m.nextHeading,
    ...m.next,
    "",
    m.sooner(payload.officePhone),
    "",
    ...enquiryChoiceLines(language, payload),
  ];
  return { subject, text: lines.join("\n") };
}

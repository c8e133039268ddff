import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { signedText } from "#app/features/settings/email-signature.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { localeOf } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/** The one-time code of a rights request, to the e-mail it names, written whole. */
const privacyCodePayload = z.object({
  kind: z.literal("privacy_code"),
  to: z.string(),
  code: z.string(),
  brandName: z.string(),
  pageUrl: z.url(),
});
type PrivacyCodePayload = z.infer<typeof privacyCodePayload>;

export const privacyCodeKind = defineEmailKind({
  kind: "privacy_code",
  payload: privacyCodePayload,
  write: async (db, payload) => {
    const { subject, text, language } = privacyCodeEmail(payload);
    // Signed by the consultancy, with its phone (ADR 080).
    return { to: payload.to, subject, text: await signedText(db, language, [text]) };
  },
});

/** The outbox key of a rights request's code e-mail: an erasure deletes it by this. */
export const privacyCodeEventKey = (requestId: number) => `privacy-request-${requestId}-code`;

/** Writes a rights request's code e-mail into the outbox, in the request's transaction. */
export async function enqueuePrivacyCode(
  trx: DB,
  input: { requestId: number; to: string; code: string; pageUrl: string },
): Promise<void> {
  const settings = await getSiteSettings(trx);
  const payload: PrivacyCodePayload = {
    kind: "privacy_code",
    to: input.to,
    code: input.code,
    brandName: settings.brandName,
    pageUrl: input.pageUrl,
  };
  await enqueueEmails(trx, [{ eventKey: privacyCodeEventKey(input.requestId), leadId: null, payload }]);
}

/** A rights request's one-time code (unsigned), in the language of the page the request was made on. */
function privacyCodeEmail(payload: PrivacyCodePayload) {
  const language = localeOf(new URL(payload.pageUrl).pathname);
  const m = messagesFor(language).emails.privacyCode;
  return {
    subject: m.subject(payload.code, payload.brandName),
    text: [m.code(payload.code), "", `${m.where} ${payload.pageUrl}`, m.expiry].join("\n"),
    language,
  };
}

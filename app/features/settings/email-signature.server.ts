import type { DB } from "#app/db/db.server";
import type { Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { getSiteSettings } from "./site-settings.server";

/**
 * The one signature of every e-mail to a student or parent (issue 44, item 5;
 * docs/decisions/080-one-voice-in-emails.md): the consultancy's name and the phone the site's
 * footer shows, read from the site settings when the e-mail is written, in the reader's language.
 * Staff's own e-mails (alerts, digests, invitations) are not signed: they come from the system.
 */
export async function signedText(db: DB, language: Locale, lines: readonly string[]): Promise<string> {
  const { brandName, phone } = await getSiteSettings(db);
  const m = messagesFor(language).emails.signature;
  return [...lines, "", m.regards, brandName, m.call(phone)].join("\n");
}

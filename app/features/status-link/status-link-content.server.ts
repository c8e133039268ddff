import type { DB } from "#app/db/db.server";
import { mailRecipient, RECIPIENT_COLUMNS, type MailContact } from "#app/features/leads/lead-recipients";
import type { Locale } from "#app/utils/i18n/locale";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { formatIndiaDayIn, indiaDay } from "#app/utils/india-time";
import { firstName } from "#app/utils/first-name";
import { tokenDigest } from "#app/utils/token-digest.server";
import { statusLinkToken, statusLinkUrl } from "./status-link-token.server";

/**
 * The e-mail that gives a student their status link (features/status-link/status-links.server.ts).
 * Like a step's reminder it names the link, not its words: the token is derived again when it is
 * sent, with the server's secret, so the outbox holds neither the link nor the address, and a link
 * revoked (or a student who withdrew) before it goes is not sent.
 */
export interface StatusLinkPayload {
  kind: "status_link";
  linkId: number;
  /** Whose copy it is (lead-recipients.ts); rows from before it: the student's. */
  contact?: MailContact;
}

/** A status link's e-mail as it is sent: its words read at sending time (features/admissions). */
export interface StatusLinkContent {
  to: string;
  brandName: string;
  /** The counsellor's first name. */
  counsellor: string | null;
  url: string;
  /** "12 Jan 2027": the last day it works. */
  until: string;
  /** The lead's language: the e-mail's and the page's. Absent: English. */
  language?: Locale;
}

/** Status links with their lead and the counsellor assigned to it, for the page and the e-mail. */
export function linksWithLead(db: DB) {
  return db
    .selectFrom("status_links")
    .innerJoin("leads", "leads.id", "status_links.lead_id")
    .leftJoin("admins", "admins.id", "leads.assignee_id");
}

/**
 * What a status link's e-mail says and where it goes, read when the outbox sends it
 * (docs/decisions/049-status-link.md): the lead's e-mail now, while the link still works and the
 * student may be contacted now. Nothing to send (undefined) when the link was revoked or ended,
 * the lead was erased, the student withdrew or has no e-mail, or the server's secret changed
 * since the link was made (its token would no longer open it).
 */
export async function statusLinkContent(
  db: DB,
  payload: StatusLinkPayload,
  site: { secret: Buffer; origin: string },
  at = new Date(),
): Promise<StatusLinkContent | undefined> {
  const found = await linksWithLead(db)
    .select([
      "status_links.salt",
      "status_links.token_hash",
      "status_links.expires_at",
      "status_links.revoked_at",
      ...RECIPIENT_COLUMNS,
      "leads.language",
      "admins.name as counsellor",
    ])
    .where("status_links.id", "=", payload.linkId)
    .executeTakeFirst();
  if (!found || found.revoked_at || found.expires_at <= at.toISOString()) return undefined;
  const to = mailRecipient(found, payload.contact ?? "student");
  if (!to) return undefined;
  const token = statusLinkToken(site.secret, found.salt);
  if (tokenDigest(token) !== found.token_hash) return undefined;
  const language = found.language === "hi" ? "hi" : "en";
  return {
    to,
    brandName: (await getSiteSettings(db)).brandName,
    // No name of the student: it was typed by whoever sent the enquiry, and this goes to the
    // address they typed (docs/decisions/063-nothing-typed-is-mailed.md). Staff: a first name only.
    counsellor: firstName(found.counsellor),
    url: statusLinkUrl(site.origin, token, language),
    // The last India day it works on (it ends at the same time of day 30 days on).
    until: formatIndiaDayIn(language, indiaDay(found.expires_at)),
    language,
  };
}

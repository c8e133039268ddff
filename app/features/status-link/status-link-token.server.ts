import { purposeMac } from "#app/utils/purpose-mac.server";
import { pathIn, type Locale } from "#app/utils/i18n/locale";

/**
 * A status link's token (docs/decisions/049-status-link.md): the HMAC of the link's random salt
 * under a key derived from the server's secret (the IP hash key, kept outside the database), 32
 * bytes as base64url. The database keeps the salt and the token's SHA-256, so a copy of the
 * database alone opens no page; the outbox derives the token again when it sends the e-mail.
 */
const PURPOSE = "status-link:v1";

/** 43 characters of base64url: anything else is not a token and is not looked up. */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function statusLinkToken(secret: Buffer, salt: string): string {
  return purposeMac(secret, PURPOSE, salt).toString("base64url");
}

/** The page's address on the site's own origin. */
export function statusLinkUrl(origin: string, token: string, language: Locale = "en"): string {
  // The page in the lead's language: the student and parents read it in the one they wrote in.
  return `${origin}${pathIn(language, `/status/${token}`)}`;
}

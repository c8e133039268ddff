import crypto from "node:crypto";
import { pathIn, type Locale } from "#app/utils/i18n/locale";
import { purposeMac } from "#app/utils/purpose-mac.server";
import { tokenDigest } from "#app/utils/token-digest.server";

/**
 * The student's link to move or cancel a session (docs/decisions/051-counselling-bookings.md),
 * made like the status link (ADR 049): the HMAC of the session's random salt under a key derived
 * from the server's secret, which lives outside the database. The session keeps the salt and the
 * token's SHA-256; the outbox derives the token again when it sends the e-mail.
 */
const PURPOSE = "counselling-session:v1";

/** 43 characters of base64url: anything else is not a token and is not looked up. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function sessionLinkToken(secret: Buffer, salt: string): string {
  return purposeMac(secret, PURPOSE, salt).toString("base64url");
}

export function sessionLinkUrl(origin: string, token: string, language: Locale = "en"): string {
  // The booking's page in the student's language.
  return `${origin}${pathIn(language, `/counselling/session/${token}`)}`;
}

/** A new session's salt and the hash by which its link finds it. */
export function newSessionLink(secret: Buffer) {
  const salt = crypto.randomBytes(32).toString("base64url");
  return { salt, tokenHash: tokenDigest(sessionLinkToken(secret, salt)) };
}

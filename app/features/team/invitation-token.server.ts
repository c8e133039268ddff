import { purposeMac } from "#app/utils/purpose-mac.server";

/**
 * An invitation's token (docs/decisions/074-staff-invitations.md): as a status link's (ADR 049),
 * the HMAC of the invitation's random salt under a key derived from the server's secret, 32 bytes
 * as base64url. The database keeps the salt and the token's SHA-256, so a copy of the database
 * alone sets no password; the outbox derives the token again when it writes the e-mail.
 */
const PURPOSE = "staff-invitation:v1";

/** How long an invitation's link sets a password. */
export const INVITATION_HOURS = 72;

/** 43 characters of base64url: anything else is not a token and is not looked up. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function invitationToken(secret: Buffer, salt: string): string {
  return purposeMac(secret, PURPOSE, salt).toString("base64url");
}

/** The page that sets the password, on the site's own origin. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin}/AdminInvitation/${token}`;
}

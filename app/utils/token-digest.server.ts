import crypto from "node:crypto";

/**
 * What the database keeps of a secret token (a session, the first-admin setup link, a calendar
 * feed): its SHA-256, so a leaked database gives no usable token. A token is 192 or 256 random
 * bits, so a plain hash is enough; no salt or slow hash is needed.
 */
export function tokenDigest(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

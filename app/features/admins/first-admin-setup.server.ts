import crypto from "node:crypto";
import { tokenDigest } from "#app/utils/token-digest.server";
import type { DB } from "#app/db/db.server";
import { SETUP_PARAM } from "./first-admin-setup";

/**
 * The first admin of a new production site. Whoever reaches a fresh install first must not be
 * able to claim it, so while no admin exists (and ADMIN_EMAIL did not create one) each start
 * prints a one-time link, `<origin>/AdminReg?setup=<token>`, to the server log: only someone who
 * can read the log can register. The token works once: the first registration deletes every
 * token. Only its SHA-256 is stored. See docs/decisions/011-first-admin-setup-link.md.
 */

/** A new token, stored (hashed) beside any that other processes printed. */
export async function issueSetupToken(db: DB, at = new Date()): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await db
    .insertInto("admin_setup_tokens")
    .values({ token_hash: tokenDigest(token), created_at: at.toISOString() })
    .execute();
  return token;
}

export async function setupTokenValid(db: DB, token: string | null | undefined): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{32}$/.test(token)) return false;
  const row = await db
    .selectFrom("admin_setup_tokens")
    .select("token_hash")
    .where("token_hash", "=", tokenDigest(token))
    .executeTakeFirst();
  return Boolean(row);
}

/** After the first admin exists, no link may create another. */
export async function clearSetupTokens(db: DB): Promise<void> {
  await db.deleteFrom("admin_setup_tokens").execute();
}

/** The line the start log prints. */
export function setupLinkMessage(origin: string, token: string): string {
  return `No administrator yet. Create the first one, once, at: ${origin}/AdminReg?${SETUP_PARAM}=${token}`;
}

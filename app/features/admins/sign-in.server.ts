import type { DB } from "#app/db/db.server";
import { verifyCredentials, type AdminSummary } from "./admins.server";
import { loginRetryAfterSeconds, recordLoginAttempt } from "./login-throttle.server";
import { createSession, revokeSession } from "./sessions.server";

export type SignInResult =
  | { ok: true; admin: AdminSummary; token: string; expiresAt: Date }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  | { ok: false; reason: "invalid" };

/**
 * The one sign-in rule, shared by the login page and the spec's adminLogin.php: refuse while
 * the account or address is throttled, check the password, count the attempt, and start a
 * fresh session (ending any session the caller carried, so an old id can't be fixed on them).
 */
export async function signIn(
  db: DB,
  attempt: { email: string; password: string; ipHash: string; previousToken?: string },
): Promise<SignInResult> {
  const retryAfterSeconds = await loginRetryAfterSeconds(db, attempt.email, attempt.ipHash);
  if (retryAfterSeconds > 0) return { ok: false, reason: "throttled", retryAfterSeconds };

  const admin = await verifyCredentials(db, attempt.email, attempt.password);
  await recordLoginAttempt(db, attempt.email, attempt.ipHash, Boolean(admin));
  if (!admin) return { ok: false, reason: "invalid" };

  if (attempt.previousToken) await revokeSession(db, attempt.previousToken);
  const { token, expiresAt } = await createSession(db, admin.id);
  return { ok: true, admin, token, expiresAt };
}

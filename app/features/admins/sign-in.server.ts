import { recordAudit } from "#app/features/audit/audit-log.server";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { verifyCredentials, type AdminSummary } from "./admins.server";
import {
  loginAccountKey,
  loginRetryAfterSeconds,
  markLoginSucceeded,
  reserveLoginAttempt,
} from "./login-throttle.server";
import { enterHashQueue, hashQueueHasRoom, hashQueueRetryAfterSeconds } from "./password.server";
import { createSession, revokeSession } from "./sessions.server";

export type SignInResult =
  | { ok: true; admin: AdminSummary; token: string; expiresAt: Date }
  /** Too many failures for the account or the address (429). */
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  /** Another attempt for this account is being checked by this process right now (429). */
  | { ok: false; reason: "account-busy"; retryAfterSeconds: number }
  /** The password-hash queue is full (503). */
  | { ok: false; reason: "server-busy"; retryAfterSeconds: number }
  | { ok: false; reason: "invalid" };

/** Accounts (known or not) whose password this process is checking right now: one at a time each. */
const accountsBeingChecked = new Set<string>();

/**
 * The one sign-in rule, shared by the login page and the spec's adminLogin.php:
 *
 * 1. refuse at once while the hash queue is full, or the account or address is throttled
 *    (a read: no lock, no write);
 * 2. refuse while this process is already checking a password for the account;
 * 3. take a place in the hash queue (or refuse, if it filled up meanwhile);
 * 4. count the attempt as a failure before hashing (reserveLoginAttempt: under a lock, so a
 *    burst on any number of processes checks at most 5 passwords per account);
 * 5. check the password; if right, mark the attempt succeeded and start a fresh session
 *    (ending any session the caller carried, so an old id can't be fixed on them).
 */
export async function signIn(
  db: DB,
  attempt: { email: string; password: string; ipHash: string; previousToken?: string },
): Promise<SignInResult> {
  const account = loginAccountKey(attempt.email);
  // A full queue is answered before anything else is done for the request.
  if (!hashQueueHasRoom()) return serverBusy();
  const throttledFor = await loginRetryAfterSeconds(db, account, attempt.ipHash);
  if (throttledFor > 0) return { ok: false, reason: "throttled", retryAfterSeconds: throttledFor };

  if (accountsBeingChecked.has(account)) return { ok: false, reason: "account-busy", retryAfterSeconds: 1 };
  const ticket = enterHashQueue();
  if (!ticket) return serverBusy();
  accountsBeingChecked.add(account);
  let admin: AdminSummary | undefined;
  try {
    const reserved = await reserveLoginAttempt(db, account, attempt.ipHash);
    if ("retryAfterSeconds" in reserved) return { ok: false, reason: "throttled", ...reserved };
    admin = await verifyCredentials(db, account, attempt.password, ticket);
    if (admin) await markLoginSucceeded(db, reserved.id);
  } finally {
    accountsBeingChecked.delete(account);
    ticket.release();
  }
  if (!admin) return { ok: false, reason: "invalid" };

  if (attempt.previousToken) await revokeSession(db, attempt.previousToken);
  const { token, expiresAt } = await createSession(db, admin.id);
  // The team list shows when each person last signed in.
  await db.updateTable("admins").set({ last_signed_in_at: now() }).where("id", "=", admin.id).execute();
  await recordAudit(db, { actor: { id: admin.id, name: admin.name }, action: "staff.signed_in" });
  return { ok: true, admin, token, expiresAt };
}

const serverBusy = (): SignInResult => ({
  ok: false,
  reason: "server-busy",
  retryAfterSeconds: hashQueueRetryAfterSeconds(),
});

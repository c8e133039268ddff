import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";

/**
 * Guessing passwords is refused, counted in the database so it holds across processes:
 * 5 failures for one account, or 20 from one address, within 15 minutes.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** How an e-mail is counted: the same account however it was typed. */
export function loginAccountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 200);
}

export async function loginRetryAfterSeconds(db: DB, email: string, ipHash: string, at = new Date()): Promise<number> {
  const since = new Date(at.getTime() - LOGIN_WINDOW_MS).toISOString();
  const failures = (column: "email" | "ip_hash", value: string) =>
    db
      .selectFrom("login_attempts")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min<string>("created_at").as("first")])
      .where(column, "=", value)
      .where("succeeded", "=", 0)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
  const [byAccount, byIp] = await Promise.all([failures("email", loginAccountKey(email)), failures("ip_hash", ipHash)]);
  const blocking = [
    Number(byAccount.n) >= MAX_FAILURES_PER_ACCOUNT ? byAccount.first : null,
    Number(byIp.n) >= MAX_FAILURES_PER_IP ? byIp.first : null,
  ].filter((first): first is string => Boolean(first));
  if (blocking.length === 0) return 0;
  // Blocked until the oldest failure in the window ages out.
  const until = Math.max(...blocking.map((first) => Date.parse(first) + LOGIN_WINDOW_MS));
  return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
}

/**
 * Counts an attempt before its password is checked: under a lock on the account and on the
 * address (app/db/serialised-transaction.server.ts), refuses when either is at its limit, and
 * otherwise stores the attempt as a failure. Parallel attempts therefore each see the ones
 * before them, however many arrive at once and on however many processes; an attempt cut
 * short (a crash mid-check) stays counted. Mark it succeeded once the password proves right.
 */
export async function reserveLoginAttempt(
  db: DB,
  email: string,
  ipHash: string,
  at = new Date(),
): Promise<{ id: number } | { retryAfterSeconds: number }> {
  const account = loginAccountKey(email);
  return serialisedTransaction(db, [`login:account:${account}`, `login:ip:${ipHash}`], async (trx) => {
    const retryAfterSeconds = await loginRetryAfterSeconds(trx, account, ipHash, at);
    if (retryAfterSeconds > 0) return { retryAfterSeconds };
    const row = await trx
      .insertInto("login_attempts")
      .values({ email: account, ip_hash: ipHash, succeeded: 0, created_at: at.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

/** The reserved attempt turned out to be the right password: it no longer counts as a failure. */
export async function markLoginSucceeded(db: DB, attemptId: number): Promise<void> {
  await db.updateTable("login_attempts").set({ succeeded: 1 }).where("id", "=", attemptId).execute();
}

export async function recordLoginAttempt(db: DB, email: string, ipHash: string, succeeded: boolean, at = new Date()) {
  await db
    .insertInto("login_attempts")
    .values({
      email: loginAccountKey(email),
      ip_hash: ipHash,
      succeeded: succeeded ? 1 : 0,
      created_at: at.toISOString(),
    })
    .execute();
}

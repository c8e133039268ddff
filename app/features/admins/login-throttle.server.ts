import type { DB } from "#app/db/db.server";

/**
 * Guessing passwords is refused, counted in the database so it holds across processes:
 * 5 failures for one account, or 20 from one address, within 15 minutes.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

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
  const [byAccount, byIp] = await Promise.all([failures("email", email.toLowerCase()), failures("ip_hash", ipHash)]);
  const blocking = [
    Number(byAccount.n) >= MAX_FAILURES_PER_ACCOUNT ? byAccount.first : null,
    Number(byIp.n) >= MAX_FAILURES_PER_IP ? byIp.first : null,
  ].filter((first): first is string => Boolean(first));
  if (blocking.length === 0) return 0;
  // Blocked until the oldest failure in the window ages out.
  const until = Math.max(...blocking.map((first) => Date.parse(first) + LOGIN_WINDOW_MS));
  return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
}

export async function recordLoginAttempt(db: DB, email: string, ipHash: string, succeeded: boolean, at = new Date()) {
  await db
    .insertInto("login_attempts")
    .values({
      email: email.toLowerCase().slice(0, 200),
      ip_hash: ipHash,
      succeeded: succeeded ? 1 : 0,
      created_at: at.toISOString(),
    })
    .execute();
}

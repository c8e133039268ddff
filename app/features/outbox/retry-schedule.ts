/**
 * When a failed delivery is tried again. The first retries come quickly (a mail server restarting,
 * a CRM deploying), then further apart, up to an hour; after a day of failures the row is given
 * up as "failed" and waits for an owner's Retry on the outbox page.
 */

/** How long after the event deliveries are still retried on their own. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** The wait after the `attempts`-th failed attempt: 5 s, 10 s, 20 s, … doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^30 already passes the cap: no overflow to Infinity for a row retried for ever.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 30), LONGEST_WAIT_MS);
}

/**
 * What happens to a row whose attempt just failed: tried again after the back-off, or "failed"
 * once the retry window since `retryFrom` (the event, or the owner's last Retry) has passed.
 */
export function afterFailedAttempt(
  retryFrom: string,
  attempts: number,
  at: Date,
): { status: "pending"; nextAttemptAt: string } | { status: "failed" } {
  const next = at.getTime() + retryDelayMs(attempts);
  if (next > Date.parse(retryFrom) + RETRY_WINDOW_MS) return { status: "failed" };
  return { status: "pending", nextAttemptAt: new Date(next).toISOString() };
}

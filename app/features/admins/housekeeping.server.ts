import type { DB } from "#app/db/db.server";
import { logFailure, type Logger } from "#app/utils/logger.server";
import { purgeRateLimitHits } from "#app/utils/rate-limit.server";
import { startRepeating } from "#app/utils/repeating-job";
import { LOGIN_WINDOW_MS } from "./login-throttle.server";
import { SESSION_IDLE_TIMEOUT_MS } from "./sessions.server";

/** How often a running server deletes the sign-in rows nobody can use any more. */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes what can never be used again: sessions past their lifetime or idle too long (the
 * admin never came back for them to be deleted on sight), and login attempts older than the
 * throttle window. The same rules as findSessionAdmin and loginRetryAfterSeconds.
 */
export async function purgeExpiredSignInRows(
  db: DB,
  at = new Date(),
): Promise<{ sessions: number; loginAttempts: number }> {
  const now = at.toISOString();
  const idleSince = new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();
  const sessions = await db
    .deleteFrom("admin_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleSince)]))
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom("login_attempts")
    .where("created_at", "<=", new Date(at.getTime() - LOGIN_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), loginAttempts: Number(attempts.numDeletedRows) };
}

/**
 * Purges once now, then every `intervalMs`, until stop(). A failed purge (the database away for
 * a moment) is logged and simply tried again next time.
 */
export function startPurging(db: DB, options: { log: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  return startRepeating(
    async () => {
      await purgeExpiredSignInRows(db);
      // The shared rate limiter's old windows (app/utils/rate-limit.server.ts).
      await purgeRateLimitHits(db);
    },
    {
      intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS,
      onError: (error) => logFailure(options.log, error, "Purge of expired sessions and login attempts failed"),
    },
  );
}

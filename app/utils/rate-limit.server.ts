import { sql } from "kysely";
import type { DB } from "#app/db/db.server";

/**
 * A rate limit shared by every process on one database: each request counts one hit in its
 * bucket's current fixed window (`rate_limit_hits`), in one upsert that returns the new count, so
 * two processes counting at once each see the other's hit and no lock is needed. Past `limit`
 * hits the request is refused until the window ends. Buckets name what is limited and by what,
 * e.g. `status:ip:<ip hash>`; never a raw address or token.
 *
 * Fixed windows let a burst of up to twice the limit straddle a window's end; for limits that
 * stop scraping and guessing, rather than meter, that is fine.
 */
export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit in each bucket, in order, and stops at the first one over its limit: the request
 * is refused, with the seconds until that window ends, and the later buckets are not charged (an
 * address already refused does not use up a link's allowance).
 */
export async function hitRateLimits(
  db: DB,
  hits: readonly { bucket: string; rule: RateLimit }[],
  at = new Date(),
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  for (const { bucket, rule } of hits) {
    const start = Math.floor(at.getTime() / rule.windowMs) * rule.windowMs;
    const row = await db
      .insertInto("rate_limit_hits")
      .values({ bucket, window_start: new Date(start).toISOString(), hits: 1 })
      .onConflict((oc) => oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
      .returning("hits")
      .executeTakeFirstOrThrow();
    if (Number(row.hits) > rule.limit) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - at.getTime()) / 1000)) };
    }
  }
  return { ok: true };
}

/** Deletes the counters of windows that started more than a day ago (no limit here is longer). */
export async function purgeRateLimitHits(db: DB, at = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_hits")
    .where("window_start", "<", new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

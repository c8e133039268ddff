import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "./db.server";
import { isPostgres } from "./dialect";

/** The first half of every advisory lock key this app takes here (the second is the key's hash). */
const LOCK_NAMESPACE = 7_243_100;

/**
 * Runs `work` in a transaction that no other serialised transaction on any of the same keys
 * overlaps, in this process or another: for "count, then insert if under the limit" and other
 * check-then-write rules that READ COMMITTED alone would let two requests both pass.
 *
 * - PostgreSQL: a transaction-scoped advisory lock per key (released at commit or rollback),
 *   taken in a fixed order so two transactions wanting the same keys can't deadlock.
 * - SQLite: BEGIN IMMEDIATE takes the database's single write lock before anything is read,
 *   so these transactions run one after another (other processes wait up to busy_timeout).
 *   The keys are not needed: SQLite has only one writer at a time anyway.
 */
export async function serialisedTransaction<T>(
  db: DB,
  keys: readonly string[],
  work: (trx: DB) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      for (const key of lockKeys(keys)) await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${key})`.execute(trx);
      return work(trx);
    });
  }
  // One connection, held for the whole transaction (Kysely's SQLite driver queues other queries).
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/** Each key as a 32-bit integer, distinct and sorted. A collision only makes two keys share a lock. */
function lockKeys(keys: readonly string[]): number[] {
  const numbers = keys.map((key) => crypto.createHash("sha256").update(key).digest().readInt32BE(0));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

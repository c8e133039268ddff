import type { Kysely } from "kysely";

/**
 * The key of the stored IP hashes no longer lives in the database (IP_HASH_SECRET or a key file:
 * app/utils/ip-hash.server.ts), so the row that held it goes. Hashes made with it stop matching
 * once; they only feed rate limits of 15 minutes and an hour. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("site_settings").where("key", "=", "lead_ip_hash_key").execute();
}

/** Nothing to put back: the key is gone for good, and older code made a new one when it found none. */
export async function down(): Promise<void> {}

import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/catalogue-error";

const IP_KEY_SETTING = "lead_ip_hash_key";

/**
 * A keyed hash of the client IP. The key is random per database and shared by every process
 * through site_settings, so the hash is stable across processes but reveals nothing alone.
 */
const ipKeys = new WeakMap<DB, string>();

export async function hashIp(db: DB, ip: string): Promise<string> {
  const key = ipKeys.get(db) ?? (await loadIpKey(db));
  ipKeys.set(db, key);
  return crypto.createHmac("sha256", key).update(ip).digest("hex").slice(0, 32);
}

async function loadIpKey(db: DB): Promise<string> {
  let row = await db.selectFrom("site_settings").select("value").where("key", "=", IP_KEY_SETTING).executeTakeFirst();
  if (!row) {
    await db
      .insertInto("site_settings")
      .values({ key: IP_KEY_SETTING, value: JSON.stringify(crypto.randomBytes(32).toString("hex")), updated_at: now() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    row = await db
      .selectFrom("site_settings")
      .select("value")
      .where("key", "=", IP_KEY_SETTING)
      .executeTakeFirstOrThrow();
  }
  return JSON.parse(row.value) as string;
}

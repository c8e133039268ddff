import type { DB } from "./db.server";

/**
 * The current content version (see the 2026-11-22T03-00-content-version migration): it changes
 * whenever a catalogue table or the site settings change, through whichever process.
 */
export async function contentVersion(db: DB): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

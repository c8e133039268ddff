import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * The current content version (see the 2026-11-22T03-00-content-version migration): it changes
 * whenever a catalogue table or the site settings change, through whichever process. The one
 * query that reads it; db.server.ts runs its compiled SQL as a prepared statement on SQLite.
 */
export function contentVersionQuery(db: Kysely<Database>) {
  return db.selectFrom("content_version").select("version").where("id", "=", 1);
}

export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const row = await contentVersionQuery(db).executeTakeFirstOrThrow();
  return Number(row.version);
}

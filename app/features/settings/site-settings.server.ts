import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings";

const KEY = "site";

/** The stored settings over the defaults, so a field added later has a value at once. */
export async function getSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  if (!row) return DEFAULT_SITE_SETTINGS;
  const stored = JSON.parse(row.value) as Partial<SiteSettings>;
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...stored,
    // Settings saved before the Hindi tagline existed: the default Hindi one translates the
    // default English one only, so a tagline of their own has no Hindi version yet.
    taglineHi:
      stored.taglineHi ??
      (stored.tagline === undefined || stored.tagline === DEFAULT_SITE_SETTINGS.tagline
        ? DEFAULT_SITE_SETTINGS.taglineHi
        : ""),
    social: { ...DEFAULT_SITE_SETTINGS.social, ...stored.social },
  };
}

/** Saves the settings; with who saved them, the change goes into the audit log too. */
export async function saveSiteSettings(
  db: DB,
  settings: SiteSettings,
  actor?: { id: number; name: string },
): Promise<void> {
  await storeSetting(db, { key: KEY, value: settings, actor, subject: "settings" });
}

/** Writes one key of site_settings as JSON and, with who saved it, the audit entry, in one transaction. */
export async function storeSetting(
  db: DB,
  entry: { key: string; value: unknown; actor?: { id: number; name: string }; subject: string },
): Promise<void> {
  const value = JSON.stringify(entry.value);
  const updated_at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key: entry.key, value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    if (entry.actor) await recordAudit(trx, { actor: entry.actor, action: "settings.changed", subject: entry.subject });
  });
}

import type { DB } from "#app/db/db.server";
import { storeSetting } from "./site-settings.server";
import { DEFAULT_FIRST_CALL_CLOCK, type FirstCallClockSettings } from "./first-call-clock";

/** Kept in site_settings under its own key, as the documents checklist is: each form saves apart. */
const KEY = "first_call_clock";

/** The owners' settings, or the defaults (Monday to Saturday, 09:30 to 18:30, 15 minutes) until they save some. */
export async function getFirstCallClock(db: DB): Promise<FirstCallClockSettings> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  if (!row) return DEFAULT_FIRST_CALL_CLOCK;
  try {
    return { ...DEFAULT_FIRST_CALL_CLOCK, ...(JSON.parse(row.value) as Partial<FirstCallClockSettings>) };
  } catch {
    return DEFAULT_FIRST_CALL_CLOCK;
  }
}

/**
 * Saves them for the leads that come from now on: a lead's due time is worked out when it comes,
 * so a lead already waiting keeps the clock it started with. Recorded in the audit log.
 */
export async function saveFirstCallClock(
  db: DB,
  settings: FirstCallClockSettings,
  actor?: { id: number; name: string },
): Promise<void> {
  await storeSetting(db, { key: KEY, value: settings, actor, subject: "settings:first-call-clock" });
}

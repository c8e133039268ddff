import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";

/**
 * Where lead alerts go besides the assignee: the owners' "Lead alerts" address (for leads no
 * counsellor has), and a webhook for a CRM, chat tool or WhatsApp gateway. Kept apart from the
 * public site settings, which every page reads: the webhook secret must never reach a page.
 */
export interface AlertSettings {
  /** The owners' address for alerts about unassigned leads; "" for none. */
  alertsEmail: string;
  /** http(s) URL that receives each lead event as signed JSON; "" for none. */
  webhookUrl: string;
  /** The HMAC-SHA256 key of X-Webhook-Signature. */
  webhookSecret: string;
  /**
   * The consultancy's own address that organises counselling invitations (the student sees it as
   * the meeting's organiser, with the counsellor's first name); "" for MAIL_FROM's. Never a
   * counsellor's own: staff addresses stay inside (docs/decisions/063-nothing-typed-is-mailed.md).
   */
  invitationsEmail: string;
}

/** What is saved: the invitations' address may be left out (empty: MAIL_FROM's), as before it existed. */
export type AlertSettingsInput = Omit<AlertSettings, "invitationsEmail"> &
  Partial<Pick<AlertSettings, "invitationsEmail">>;

const KEY = "lead_alerts";

export const NO_ALERT_SETTINGS: AlertSettings = {
  alertsEmail: "",
  webhookUrl: "",
  webhookSecret: "",
  invitationsEmail: "",
};

export async function getAlertSettings(db: DB): Promise<AlertSettings> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  if (!row) return NO_ALERT_SETTINGS;
  try {
    return { ...NO_ALERT_SETTINGS, ...(JSON.parse(row.value) as Partial<AlertSettings>) };
  } catch {
    return NO_ALERT_SETTINGS;
  }
}

export async function saveAlertSettings(db: DB, input: AlertSettingsInput): Promise<AlertSettings> {
  const settings = { ...NO_ALERT_SETTINGS, ...input };
  const value = JSON.stringify(settings);
  const timestamp = now();
  await db
    .insertInto("site_settings")
    .values({ key: KEY, value, updated_at: timestamp })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: timestamp }))
    .execute();
  return settings;
}

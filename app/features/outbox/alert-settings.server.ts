import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { PUBLIC_ONLY, refusedHostname, type EgressPolicy } from "./egress-address.server";

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
type AlertSettingsInput = Omit<AlertSettings, "invitationsEmail"> & Partial<Pick<AlertSettings, "invitationsEmail">>;

const KEY = "lead_alerts";

export const WEBHOOK_HOST_REFUSED =
  "Use the receiver's public address: this server, private networks and cloud metadata services cannot be called";

export const NO_ALERT_SETTINGS: AlertSettings = {
  alertsEmail: "",
  webhookUrl: "",
  webhookSecret: "",
  invitationsEmail: "",
};

export const INVITATIONS_EMAIL_IS_STAFF =
  "Use the consultancy's own address, such as admissions@…: students and parents see it on every invitation";

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

/**
 * The owners' form: an empty secret keeps the stored one (the page never shows it), and a
 * webhook is refused without any secret, since receivers could not check where a call came from.
 * A URL whose host is plainly this machine, a private network or a metadata service is refused
 * here, so the owner learns at once; a name that resolves to one is refused when the call is made.
 * Changes apply to alerts written from now on; rows already in the outbox keep their address.
 */
export async function updateAlertSettings(
  db: DB,
  form: AlertSettingsInput,
  actor?: { id: number; name: string },
  egress: EgressPolicy = PUBLIC_ONLY,
): Promise<AlertSettings> {
  const host = URL.parse(form.webhookUrl)?.hostname;
  if (host && refusedHostname(host, egress)) {
    throw new Refusal(WEBHOOK_HOST_REFUSED, { field: "webhookUrl" });
  }
  if (form.invitationsEmail && (await isStaffAddress(db, form.invitationsEmail))) {
    throw new Refusal(INVITATIONS_EMAIL_IS_STAFF, { field: "invitationsEmail" });
  }
  const current = await getAlertSettings(db);
  const webhookSecret = form.webhookSecret || current.webhookSecret;
  if (form.webhookUrl && !webhookSecret) {
    throw new Refusal("Set a webhook secret: receivers use it to check each call came from this site", {
      field: "webhookSecret",
    });
  }
  const saved = await saveAlertSettings(db, { ...form, webhookSecret });
  // Where lead details are sent is worth a record: a changed webhook is how they could leak.
  if (actor) {
    await recordAudit(db, {
      actor,
      action: "alerts.changed",
      subject: "settings",
      details: { alertsEmail: Boolean(form.alertsEmail), webhookHost: URL.parse(form.webhookUrl)?.host ?? null },
    });
  }
  return saved;
}

/** Whether an address is a member of staff's sign-in address (stored lower-cased). */
async function isStaffAddress(db: DB, email: string): Promise<boolean> {
  const found = await db
    .selectFrom("admins")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return found !== undefined;
}

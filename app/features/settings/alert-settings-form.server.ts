import type { DB } from "#app/db/db.server";
import { emailTaken } from "#app/features/admins/admins.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { PUBLIC_ONLY, refusedHostname, type EgressPolicy } from "#app/features/outbox/egress-address.server";
import {
  getAlertSettings,
  saveAlertSettings,
  type AlertSettings,
  type AlertSettingsInput,
} from "#app/features/outbox/alert-settings.server";
import { staffRefusalsEn } from "#app/utils/i18n/en/staff-refusals";
import { Refusal } from "#app/utils/refusal";

/*
 * The owners' Lead alerts form: where the outbox's alerts go (features/outbox/alert-settings.server.ts
 * keeps and reads them). Here, with the other owners' settings, because saving them is recorded in
 * the audit log, and the outbox imports no feature (docs/decisions/067-one-module-per-email-kind.md).
 */

export const WEBHOOK_HOST_REFUSED = staffRefusalsEn["settings.webhook_host_refused"];

export const INVITATIONS_EMAIL_IS_STAFF = staffRefusalsEn["settings.invitations_email_is_staff"];

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
    throw new Refusal({ code: "settings.webhook_host_refused" }, { field: "webhookUrl" });
  }
  if (form.invitationsEmail && (await emailTaken(db, form.invitationsEmail))) {
    throw new Refusal({ code: "settings.invitations_email_is_staff" }, { field: "invitationsEmail" });
  }
  const current = await getAlertSettings(db);
  const webhookSecret = form.webhookSecret || current.webhookSecret;
  if (form.webhookUrl && !webhookSecret) {
    throw new Refusal(
      { code: "settings.webhook_secret_needed" },
      {
        field: "webhookSecret",
      },
    );
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

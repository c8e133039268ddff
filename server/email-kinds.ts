import type { DB } from "#app/db/db.server";
import { documentUploadedKind } from "#app/features/admissions/document-uploaded-email.server";
import { statusLinkKind } from "#app/features/status-link/status-link-email.server";
import { stepReminderKindWith } from "#app/features/admissions/step-reminder-email.server";
import { statusPageForReminder } from "#app/features/status-link/reminder-status-page.server";
import { counsellingKind } from "#app/features/counselling/session-emails.server";
import { acknowledgementKind } from "#app/features/leads/acknowledgement-email.server";
import { firstCallAlertKind } from "#app/features/first-call/first-call-alert-email.server";
import { leadAlertKind } from "#app/features/lead-alerts/lead-alert-email.server";
import { digestKind } from "#app/features/inbox/morning-digest.server";
import {
  checkedEmail,
  registerEmailKinds,
  type EmailContext,
  type OutgoingEmail,
  type PayloadOf,
} from "#app/features/outbox/email-kinds";
import { privacyCodeKind } from "#app/features/privacy/privacy-code-email.server";
import { staffInvitationKind } from "#app/features/team/invitation-email.server";

/**
 * Every kind of e-mail the site sends, each from the feature that owns it
 * (docs/decisions/067-one-module-per-email-kind.md). Registered here, where the app is composed,
 * so the outbox dispatches them without importing any feature. A kind not listed here is never
 * sent: its rows fail as "unknown e-mail kind", and tests/integration/email-recipients.test.ts,
 * keyed by every kind, fails too.
 */
const KINDS = [
  leadAlertKind,
  acknowledgementKind,
  firstCallAlertKind,
  digestKind,
  // A step's reminder links the status page, which features/status-link makes (ADR 080).
  stepReminderKindWith(statusPageForReminder),
  statusLinkKind,
  documentUploadedKind,
  counsellingKind,
  privacyCodeKind,
  staffInvitationKind,
] as const;

export const EMAIL_KINDS = registerEmailKinds(...KINDS);

/** The name of every kind of e-mail the site sends. */
export type EmailKind = (typeof KINDS)[number]["kind"];
/** What an e-mail row of the outbox holds: one of these, told apart by `kind`. */
export type EmailRowPayload = PayloadOf<(typeof KINDS)[number]>;
export type { OutgoingEmail };

/** A payload's e-mail as the worker would send it now: through its kind's schema, then its writer. */
export function outgoingEmail(
  db: DB,
  payload: EmailRowPayload,
  context: EmailContext,
): Promise<OutgoingEmail | undefined> | OutgoingEmail | undefined {
  return checkedEmail(EMAIL_KINDS, JSON.stringify(payload)).write(db, context);
}

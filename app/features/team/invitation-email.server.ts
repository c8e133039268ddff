import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { ROLE_LABELS } from "#app/features/admins/roles";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { now } from "#app/utils/clock";
import { invitationToken, invitationUrl } from "./invitation-token.server";

/**
 * A colleague's invitation (docs/decisions/074-staff-invitations.md). The row names the
 * invitation, not its link: the token is derived again when the e-mail is written, so the outbox
 * keeps no usable link, and an invitation used, replaced or expired since is not sent.
 */
const invitationPayload = z.object({ kind: z.literal("staff_invitation"), invitationId: z.number().int() });
type InvitationPayload = z.infer<typeof invitationPayload>;

export const staffInvitationKind = defineEmailKind({
  kind: "staff_invitation",
  payload: invitationPayload,
  write: async (db, payload, { origin, linkSecret }) => {
    if (!linkSecret) return undefined;
    const row = await db
      .selectFrom("staff_invitations")
      .select(["name", "email", "role", "salt", "expires_at"])
      .where("id", "=", payload.invitationId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", now())
      .executeTakeFirst();
    if (!row) return undefined;
    const { brandName } = await getSiteSettings(db);
    const url = invitationUrl(origin, invitationToken(linkSecret, row.salt));
    return {
      to: row.email,
      subject: `You are invited to ${brandName}'s admin`,
      text: [
        `Hello ${row.name},`,
        "",
        `You are invited to sign in to ${brandName}'s admin area as ${article(ROLE_LABELS[row.role])}.`,
        "Open this link to choose your own password:",
        "",
        url,
        "",
        `The link works once, until ${formatIndiaDateTime(row.expires_at)} (India time). If it has expired, ask the owner who invited you to send a new one.`,
        "",
        brandName,
      ].join("\n"),
    };
  },
});

const article = (label: string) => (/^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`);

/** Writes an invitation's e-mail into the outbox, in the invitation's transaction, due now. */
export async function enqueueInvitationEmail(trx: DB, invitationId: number): Promise<void> {
  const payload: InvitationPayload = { kind: "staff_invitation", invitationId };
  await enqueueEmails(trx, [{ eventKey: `staff-invitation-${invitationId}`, leadId: null, payload }]);
}

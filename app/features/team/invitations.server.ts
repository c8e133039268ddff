import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { emailTaken } from "#app/features/admins/admins.server";
import type { Role } from "#app/features/admins/roles";
import { createInvitedStaff, hashPassword } from "#app/features/admins/staff.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { tokenDigest } from "#app/utils/token-digest.server";
import { enqueueInvitationEmail } from "./invitation-email.server";
import { INVITATION_HOURS, INVITATION_TOKEN, invitationToken } from "./invitation-token.server";

/**
 * Colleagues are invited (issue 43, item 5; docs/decisions/074-staff-invitations.md): an owner
 * names them, gives their e-mail and a role; the e-mail's link sets their own password once,
 * within 72 hours, and only then is their account made.
 */

export interface Invitee {
  name: string;
  email: string;
  role: Role;
}

/**
 * Writes the invitation and its e-mail in one transaction. Refused when someone already signs in
 * with the address; an earlier invitation to the same address stops working (its link says so).
 */
export async function inviteColleague(
  db: DB,
  invitee: Invitee,
  input: { byAdminId: number; secret: Buffer },
): Promise<void> {
  const email = invitee.email.trim().toLowerCase();
  const salt = crypto.randomBytes(32).toString("base64url");
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    if (await emailTaken(trx, email)) throw new Refusal({ code: "admins.email_taken" }, { field: "email" });
    await trx
      .updateTable("staff_invitations")
      .set({ revoked_at: at.toISOString() })
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    const { id } = await trx
      .insertInto("staff_invitations")
      .values({
        name: invitee.name,
        email,
        role: invitee.role,
        salt,
        token_hash: tokenDigest(invitationToken(input.secret, salt)),
        invited_by: input.byAdminId,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + INVITATION_HOURS * 3_600_000).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueInvitationEmail(trx, id);
    await recordAudit(trx, {
      actor: { id: input.byAdminId },
      action: "staff.invited",
      subject: `invitation:${id}`,
      details: { role: invitee.role },
    });
  });
}

/** Invitations whose link has not been used and no newer one replaced: the Team page lists them as invited. */
export async function listPendingInvitations(
  db: DB,
): Promise<{ id: number; name: string; email: string; role: Role; expiresAt: string }[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .select(["id", "name", "email", "role", "expires_at"])
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(({ expires_at, ...row }) => ({ ...row, expiresAt: expires_at }));
}

/** What a link's token opens: the form, or why it no longer works. */
export type InvitationState =
  | { state: "open"; name: string; email: string; role: Role; expiresAt: string }
  | { state: "used" | "expired" | "replaced" | "unknown" };

type InvitationRow = { id: number; name: string; email: string; role: Role; expires_at: string } & {
  accepted_at: string | null;
  revoked_at: string | null;
};

async function invitationByToken(db: DB, token: string): Promise<InvitationRow | undefined> {
  if (!INVITATION_TOKEN.test(token)) return undefined;
  return db
    .selectFrom("staff_invitations")
    .select(["id", "name", "email", "role", "expires_at", "accepted_at", "revoked_at"])
    .where("token_hash", "=", tokenDigest(token))
    .executeTakeFirst();
}

function stateOf(row: InvitationRow | undefined, at: string): InvitationState {
  if (!row) return { state: "unknown" };
  if (row.accepted_at) return { state: "used" };
  if (row.revoked_at) return { state: "replaced" };
  if (row.expires_at <= at) return { state: "expired" };
  return { state: "open", name: row.name, email: row.email, role: row.role, expiresAt: row.expires_at };
}

export async function invitationState(db: DB, token: string): Promise<InvitationState> {
  return stateOf(await invitationByToken(db, token), now());
}

/**
 * The link sets the password: the account is made with the invitation's name, e-mail and role,
 * and the invitation is spent, in one transaction; a second use, an expired or replaced link, or
 * an address someone took meanwhile is refused with what to do.
 */
export async function acceptInvitation(
  db: DB,
  input: { token: string; password: string },
): Promise<InvitationState | { state: "accepted"; email: string }> {
  const found = stateOf(await invitationByToken(db, input.token), now());
  if (found.state !== "open") return found;
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const at = now();
    const row = await invitationByToken(trx, input.token);
    const state = stateOf(row, at);
    if (!row || state.state !== "open") return state;
    if (await emailTaken(trx, row.email)) throw new Refusal({ code: "admins.email_taken" });
    const spent = await trx
      .updateTable("staff_invitations")
      .set({ accepted_at: at })
      .where("id", "=", row.id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) return { state: "used" } as const;
    const admin = await createInvitedStaff(trx, { name: row.name, email: row.email, role: row.role, passwordHash });
    await trx.updateTable("staff_invitations").set({ admin_id: admin.id }).where("id", "=", row.id).execute();
    await recordAudit(trx, {
      actor: { id: admin.id, name: admin.name },
      action: "staff.added",
      subject: `admin:${admin.id}`,
      details: { role: row.role, invitation: row.id },
    });
    return { state: "accepted", email: row.email } as const;
  });
}

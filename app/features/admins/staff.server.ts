import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { asRole, type Role } from "./roles";
import { revokeAdminSessions } from "./sessions.server";

/**
 * The staff accounts as the owners' Team page manages them (issue 43, item 5;
 * docs/decisions/074-staff-invitations.md): each person's role and status, a role changed, a
 * person deactivated. The one rule that guards both: the site keeps at least one active owner.
 * Callers run these in a serialised transaction on STAFF_LOCK, so two owners demoting each other
 * at once cannot both pass the check.
 */
export const STAFF_LOCK = "admins:remove";

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** "active", or "deactivated" since `deactivated_at`. */
  status: "active" | "deactivated";
  lastSignedInAt: string | null;
}

/** Every account, active ones first, by name. */
export async function listStaff(db: DB): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("admins")
    .select(["id", "name", "email", "role", "last_signed_in_at", "deactivated_at"])
    .orderBy(sql`case when deactivated_at is null then 0 else 1 end`)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: asRole(row.role),
    status: row.deactivated_at ? "deactivated" : "active",
    lastSignedInAt: row.last_signed_in_at,
  }));
}

interface StaffChange {
  /** The person changed. */
  id: number;
  /** The owner who changes it: nobody changes their own account here. */
  byAdminId: number;
}

/** The person a change is about, active or not; refuses oneself and someone gone. */
async function colleagueChanged(trx: DB, change: StaffChange) {
  if (change.id === change.byAdminId) throw new Refusal({ code: "admins.own_account" });
  const person = await trx
    .selectFrom("admins")
    .select(["id", "name", "role", "deactivated_at"])
    .where("id", "=", change.id)
    .executeTakeFirst();
  if (!person) throw new Refusal({ code: "admins.not_there" });
  return person;
}

/** The person a change is about, still active; refuses oneself, someone gone and the last owner. */
async function changeablePerson(trx: DB, change: StaffChange, losesOwner: boolean) {
  const person = await colleagueChanged(trx, change);
  if (person.deactivated_at) throw new Refusal({ code: "admins.deactivated" });
  if (losesOwner && asRole(person.role) === "owner") {
    const owners = await trx
      .selectFrom("admins")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "owner")
      .where("deactivated_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(owners.n) <= 1) throw new Refusal({ code: "admins.last_owner" });
  }
  return person;
}

/** Gives a person another role. False when it was theirs already. In the caller's STAFF_LOCK transaction. */
export async function changeRole(trx: DB, change: StaffChange & { role: Role }): Promise<boolean> {
  const person = await changeablePerson(trx, change, change.role !== "owner");
  if (asRole(person.role) === change.role) return false;
  await trx.updateTable("admins").set({ role: change.role }).where("id", "=", change.id).execute();
  await recordAudit(trx, {
    actor: { id: change.byAdminId },
    action: "staff.role_changed",
    subject: `admin:${change.id}`,
    details: { from: person.role, to: change.role },
  });
  return true;
}

/**
 * Deactivates a person: they cannot sign in (verifyCredentials, findSessionAdmin), every session
 * of theirs ends now, and they leave the counsellors' line. Their account stays, so the timeline
 * and the audit log keep their name. Returns their name. In the caller's STAFF_LOCK transaction.
 */
export async function deactivateStaff(trx: DB, change: StaffChange): Promise<{ name: string }> {
  const person = await changeablePerson(trx, change, true);
  await trx.updateTable("admins").set({ deactivated_at: now(), active: 0 }).where("id", "=", change.id).execute();
  await revokeAdminSessions(trx, change.id);
  await recordAudit(trx, {
    actor: { id: change.byAdminId },
    action: "staff.deactivated",
    subject: `admin:${change.id}`,
  });
  return { name: person.name };
}

/**
 * Brings a deactivated person back (a counsellor who left for a season and returned): they sign
 * in again with the password they had, with the role they had, and a counsellor is back in the
 * counsellors' line (counsellor-line.server.ts reads `active`): their last turn was the longest
 * ago, so the next new lead is theirs. The leads that went to others when they left stay there.
 * Refuses oneself, someone removed, and someone active. Returns their name. In the caller's
 * STAFF_LOCK transaction.
 */
export async function reactivateStaff(trx: DB, change: StaffChange): Promise<{ name: string; role: Role }> {
  const person = await colleagueChanged(trx, change);
  if (!person.deactivated_at) throw new Refusal({ code: "admins.active_already" });
  await trx.updateTable("admins").set({ deactivated_at: null, active: 1 }).where("id", "=", change.id).execute();
  await recordAudit(trx, {
    actor: { id: change.byAdminId },
    action: "staff.reactivated",
    subject: `admin:${change.id}`,
  });
  return { name: person.name, role: asRole(person.role) };
}

/** A new password's hash, taken before the transaction that stores it (scrypt is slow on purpose). */
export { hashPassword } from "./password.server";

/** A colleague's account, made when their invitation's link sets the password (features/team). */
export async function createInvitedStaff(
  trx: DB,
  input: { name: string; email: string; role: Role; passwordHash: string },
): Promise<{ id: number; name: string }> {
  return trx
    .insertInto("admins")
    .values({
      name: input.name,
      email: input.email,
      mobile: "",
      password_hash: input.passwordHash,
      role: input.role,
      created_at: now(),
    })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
}

import { Refusal } from "#app/utils/refusal";
import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { clearSetupTokens, setupTokenValid } from "./first-admin-setup.server";
import { hashPassword, unknownAccountHash, verifyPassword, withHashTicket, type HashTicket } from "./password.server";
import type { Role } from "./roles";

export interface NewAdminInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** Owner unless said otherwise; the first admin of a site is an owner whatever is asked. */
  role?: Role;
}

/** What may leave the server about an admin: never the hash. */
export interface AdminSummary {
  id: number;
  name: string;
  email: string;
}

export async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every admin with their e-mail: for the owners' Administrators page only. */
export async function listAdmins(db: DB): Promise<AdminSummary[]> {
  return db.selectFrom("admins").select(["id", "name", "email"]).orderBy("name").execute();
}

/**
 * Every admin by name and nothing more: what a page any member of staff sees may show of the
 * others (data minimisation: a counsellor is never sent a colleague's e-mail or mobile).
 */
export async function listAdminNames(db: DB): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("admins").select(["id", "name"]).orderBy("name").execute();
}

export async function createAdmin(db: DB, input: NewAdminInput): Promise<AdminSummary> {
  const password_hash = await hashPassword(input.password);
  return db
    .insertInto("admins")
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      mobile: input.mobile.trim(),
      password_hash,
      created_at: now(),
    })
    .returning(["id", "name", "email"])
    .executeTakeFirstOrThrow();
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create the first admin if there is none yet.
 * Never touches an existing account (a restart must not reset a changed password).
 */
export async function ensureFirstAdmin(
  db: DB,
  admin: { email: string; password: string; name: string },
): Promise<"created" | "exists"> {
  if ((await countAdmins(db)) > 0) return "exists";
  try {
    await createAdmin(db, { ...admin, mobile: "" });
    return "created";
  } catch (error) {
    // Another process started at the same moment and won the unique e-mail.
    if ((await countAdmins(db)) > 0) return "exists";
    throw error;
  }
}

/** The admin with this e-mail and password, or undefined; the same answer whichever was wrong. */
export async function verifyCredentials(
  db: DB,
  email: string,
  password: string,
  ticket?: HashTicket,
): Promise<AdminSummary | undefined> {
  const admin = await db
    .selectFrom("admins")
    .select(["id", "name", "email", "password_hash", "deactivated_at"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  // Hash even for an unknown e-mail, so the time taken does not tell which part was wrong.
  const ok = await verifyPassword(password, admin?.password_hash ?? unknownAccountHash(), ticket);
  // A deactivated person gets the same answer as a wrong password: nothing tells the account is there.
  return admin && ok && !admin.deactivated_at ? { id: admin.id, name: admin.name, email: admin.email } : undefined;
}

export async function emailTaken(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

const REGISTRATION_LOCK_ID = 7_243_002;

export interface RegistrationOptions {
  bySignedInAdmin: boolean;
  /**
   * Whether the first admin needs the one-time setup link (first-admin-setup.server.ts): in
   * production, yes; in development the first registration stays open.
   */
  setupTokenRequired: boolean;
  /** The `setup` token of the link the visitor followed, if any. */
  setupToken?: string | null;
  /** The signed-in owner adding the account, for the audit log. */
  actor?: { id: number; name: string };
}

/** Why a registration may not go ahead: closed (admins exist), or the first admin's link is missing or spent. */
export type RegistrationRefusal = "closed" | "setup-token";

/** Why a registration was refused, as the person at the form (or the API client) is told it. */
export function registrationRefused(reason: RegistrationRefusal | "email-taken"): Refusal {
  switch (reason) {
    case "closed":
      return new Refusal({ code: "admins.registration_closed" }, { status: 403 });
    case "setup-token":
      return new Refusal({ code: "admins.setup_link_needed" }, { status: 403 });
    case "email-taken":
      return new Refusal({ code: "admins.email_taken" }, { field: "email", status: 409 });
  }
}

/**
 * Whether this registration may go ahead: a signed-in admin may always add one; while no admin
 * exists, the first may register (in production only through the setup link); otherwise closed.
 */
export async function registrationRefusal(db: DB, options: RegistrationOptions): Promise<RegistrationRefusal | null> {
  if (options.bySignedInAdmin) return null;
  if ((await countAdmins(db)) > 0) return "closed";
  if (options.setupTokenRequired && !(await setupTokenValid(db, options.setupToken))) return "setup-token";
  return null;
}

/**
 * Registration is open while no admin exists; after that only a signed-in admin may add one.
 * The check and the insert share a transaction (and, on PostgreSQL, a lock), so two people
 * racing to be "the first admin" cannot both win, and a setup link can't be used twice.
 */
export async function registerAdmin(
  db: DB,
  input: NewAdminInput,
  options: RegistrationOptions,
): Promise<{ ok: true; admin: AdminSummary } | { ok: false; reason: RegistrationRefusal | "email-taken" }> {
  // Checked before hashing too: a refused registration must not cost a stranger's request a
  // scrypt hash (and one of the few hash slots that logins need). The check that counts is
  // the one inside the transaction below.
  const early = await registrationRefusal(db, options);
  if (early) return { ok: false, reason: early };
  const password_hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`.execute(trx);
    const refusal = await registrationRefusal(trx, options);
    if (refusal) return { ok: false, reason: refusal } as const;
    const email = input.email.trim().toLowerCase();
    if (await emailTaken(trx, email)) return { ok: false, reason: "email-taken" } as const;
    const admin = await trx
      .insertInto("admins")
      .values({
        name: input.name.trim(),
        email,
        mobile: input.mobile.trim(),
        password_hash,
        role: options.bySignedInAdmin ? (input.role ?? "owner") : "owner",
        created_at: now(),
      })
      .returning(["id", "name", "email"])
      .executeTakeFirstOrThrow();
    if (!options.bySignedInAdmin) await clearSetupTokens(trx);
    await recordAudit(trx, {
      actor: options.actor ?? null,
      action: "staff.added",
      subject: `admin:${admin.id}`,
      details: { role: options.bySignedInAdmin ? (input.role ?? "owner") : "owner" },
    });
    return { ok: true, admin } as const;
  });
}

/**
 * Removes an admin and, through the foreign key, their sessions. Never yourself, never the last one.
 * Removals run one at a time (a lock on PostgreSQL, the write lock on SQLite): two admins removing
 * each other at the same moment would otherwise both count two admins and leave none.
 */
export interface RemoveAdminOptions {
  /** The administrator to remove. */
  id: number;
  /** Who asks: nobody removes their own account. */
  byAdminId: number;
}

/** Removes an administrator; refuses to remove oneself or the last one, under a lock so two can't race to zero. */
export async function removeAdmin(db: DB, { id, byAdminId }: RemoveAdminOptions): Promise<void> {
  if (id === byAdminId) throw new Refusal({ code: "admins.remove_self" });
  await serialisedTransaction(db, ["admins:remove"], async (trx) => {
    if ((await countAdmins(trx)) <= 1) throw new Refusal({ code: "admins.remove_last" });
    const result = await trx.deleteFrom("admins").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new Refusal({ code: "admins.not_there" });
    await recordAudit(trx, { actor: { id: byAdminId }, action: "staff.removed", subject: `admin:${id}` });
  });
}

/** Changes a password after checking the current one. Throws ServerBusyError when the hash queue is full. */
export async function changePassword(db: DB, adminId: number, current: string, next: string): Promise<boolean> {
  const row = await db.selectFrom("admins").select("password_hash").where("id", "=", adminId).executeTakeFirst();
  if (!row) return false;
  // One place in the hash queue for both hashes, so a full queue can't stop it half-way.
  return withHashTicket(async (ticket) => {
    if (!(await verifyPassword(current, row.password_hash, ticket))) return false;
    await db
      .updateTable("admins")
      .set({ password_hash: await hashPassword(next, ticket) })
      .where("id", "=", adminId)
      .execute();
    return true;
  });
}

import crypto from "node:crypto";
import { tokenDigest } from "#app/utils/token-digest.server";
import { asRole, type Role } from "./roles";
import type { DB } from "#app/db/db.server";

/**
 * Admin sessions: a random 256-bit token lives only in the visitor's cookie; the database keeps
 * its SHA-256, so a leaked database gives no usable session. A session ends after two idle hours
 * or twelve hours in all, whichever comes first, and at logout.
 */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionAdmin {
  id: number;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
}

/** Starts a session (at login: a fresh token every time, so an old one can't be fixed on a victim). */
export async function createSession(
  db: DB,
  adminId: number,
  at = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  await db
    .insertInto("admin_sessions")
    .values({
      id: tokenDigest(token),
      admin_id: adminId,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The admin behind a token, or undefined when it is unknown, idle too long or past its lifetime. */
export async function findSessionAdmin(db: DB, token: string, at = new Date()): Promise<SessionAdmin | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const id = tokenDigest(token);
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admins", "admins.id", "admin_sessions.admin_id")
    .select([
      "admins.id",
      "admins.name",
      "admins.email",
      "admins.role",
      "admin_sessions.last_seen_at",
      "admin_sessions.expires_at",
    ])
    .where("admin_sessions.id", "=", id)
    // Deactivation deletes the sessions too; this holds even for one begun at the same moment.
    .where("admins.deactivated_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const idleSince = at.getTime() - Date.parse(row.last_seen_at);
  if (at.toISOString() >= row.expires_at || idleSince > SESSION_IDLE_TIMEOUT_MS) {
    await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db.updateTable("admin_sessions").set({ last_seen_at: at.toISOString() }).where("id", "=", id).execute();
  }
  return { id: row.id, name: row.name, email: row.email, role: asRole(row.role), sessionId: id };
}

export async function revokeSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", tokenDigest(token)).execute();
}

/** Every session of one admin (password change, account removal). */
export async function revokeAdminSessions(db: DB, adminId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom("admin_sessions").where("admin_id", "=", adminId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}

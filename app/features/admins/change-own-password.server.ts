import type { DB } from "#app/db/db.server";
import { Refusal } from "#app/utils/refusal";
import { changePassword } from "./admins.server";
import { revokeAdminSessions } from "./sessions.server";

export interface ChangeOwnPasswordOptions {
  adminId: number;
  /** The session the change is made from: it stays signed in. */
  sessionId: string;
  current: string;
  next: string;
}

/**
 * An administrator changes their own password (rules: PasswordChangeSchema). Whoever else holds
 * one of their sessions is signed out, since a password is changed most often because it leaked.
 * Throws ServerBusyError when the hash queue is full, and a Refusal when `current` is wrong.
 */
export async function changeOwnPassword(db: DB, options: ChangeOwnPasswordOptions): Promise<void> {
  if (!(await changePassword(db, options.adminId, options.current, options.next))) {
    throw new Refusal({ code: "admins.wrong_current_password" }, { field: "current" });
  }
  await revokeAdminSessions(db, options.adminId, options.sessionId);
}

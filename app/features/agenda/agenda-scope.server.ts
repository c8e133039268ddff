import type { DB } from "#app/db/db.server";
import { listAdminNames } from "#app/features/admins/admins.server";
import type { Role } from "#app/features/admins/roles";
import { EVERYONE } from "./agenda-entry";

/** Whose work an agenda gathers: one person's (the leads assigned to them, their sessions), or everyone's. */
export interface AgendaScope {
  assigneeId?: number;
}

export interface ScopeChoice {
  scope: AgendaScope;
  /** The chosen value of `?who=`, as the select shows it: EVERYONE or a member of staff's id. */
  who: string;
  /** The people an owner may choose from; null for a counsellor, who sees their own work only. */
  staff: { id: number; name: string }[] | null;
}

/**
 * Whose agenda a viewer sees (docs/decisions/073-my-day.md). A counsellor: their own, whatever
 * the address asks for (they never see another's). An owner: the person `who` names, or everyone
 * (also for a `who` that names nobody on the staff).
 */
export async function agendaScope(
  db: DB,
  viewer: { id: number; role: Role },
  who: string | null,
): Promise<ScopeChoice> {
  if (viewer.role !== "owner") return { scope: ownScope(viewer), who: String(viewer.id), staff: null };
  const staff = await listAdminNames(db);
  const chosen = staff.find((person) => String(person.id) === who);
  return chosen
    ? { scope: { assigneeId: chosen.id }, who: String(chosen.id), staff }
    : { scope: {}, who: EVERYONE, staff };
}

/** A viewer's own agenda as the calendar feed has always held it: a counsellor's work, an owner's everyone's. */
export function ownScope(viewer: { id: number; role: Role }): AgendaScope {
  return viewer.role === "owner" ? {} : { assigneeId: viewer.id };
}

import { STAFF_ROLES, type StaffRole } from "#app/db/column-values";

/**
 * Staff roles. Owners run the site: settings, staff, the catalogue, every lead and the export.
 * Counsellors call the students: they work the leads assigned to them and the unassigned pool.
 * The first admin of a site is an owner; so is everyone from before roles existed.
 */
export const ROLES = STAFF_ROLES;
export type Role = StaffRole;

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", counsellor: "Counsellor" };

/** A stored role as a Role: anything unknown is treated as the lesser one. */
export function asRole(value: string): Role {
  return value === "owner" ? "owner" : "counsellor";
}

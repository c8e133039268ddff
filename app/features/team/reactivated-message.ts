import type { Role } from "#app/features/admins/roles";

/**
 * What the owner reads after reactivating a colleague. Only counsellors are in the round-robin
 * (features/admins/counsellor-line.server.ts), so only they are told new leads will come to them.
 */
export function reactivatedMessage({ name, role }: { name: string; role: Role }): string {
  const leads = role === "counsellor" ? ", and new leads come to them in turn" : "";
  return `${name} is active again: they sign in with the password they had${leads}.`;
}

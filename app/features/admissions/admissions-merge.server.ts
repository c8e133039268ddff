import type { DB } from "#app/db/db.server";
import { leadRowIds, moveLeadRows } from "#app/utils/lead-rows.server";

/**
 * A person's applications and payments go with them when staff merge two leads (features/merges):
 * left behind, they were out of sight on a merged lead, and a receipt belongs with the person who
 * paid. Merges recorded before applications or payments existed have none.
 */
export interface AdmissionsRows {
  applications?: number[];
  payments?: number[];
}

export async function admissionsRowsOn(trx: DB, leadId: number): Promise<Required<AdmissionsRows>> {
  return {
    applications: await leadRowIds(trx, "lead_applications", leadId),
    payments: await leadRowIds(trx, "payments", leadId),
  };
}

/** Moves them from one lead to the other; an undo passes the same rows back. */
export async function moveAdmissionsRows(trx: DB, rows: AdmissionsRows, from: number, to: number): Promise<void> {
  await moveLeadRows(trx, "lead_applications", rows.applications ?? [], from, to);
  await moveLeadRows(trx, "payments", rows.payments ?? [], from, to);
}

/** Whether any of these applications is an admission. */
export async function anyAdmitted(trx: DB, applicationIds: readonly number[]): Promise<boolean> {
  if (applicationIds.length === 0) return false;
  const found = await trx
    .selectFrom("lead_applications")
    .select("id")
    .where("id", "in", applicationIds)
    .where("status", "=", "admitted")
    .executeTakeFirst();
  return found !== undefined;
}

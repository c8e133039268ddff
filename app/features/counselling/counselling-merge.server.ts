import type { DB } from "#app/db/db.server";
import { leadRowIds, moveLeadRows } from "#app/utils/lead-rows.server";

/** A merge (features/merges) moves the person's counselling sessions, booked or held; an undo takes them back. */
export const sessionsOn = (trx: DB, leadId: number) => leadRowIds(trx, "counselling_sessions", leadId);

export async function moveSessions(trx: DB, ids: readonly number[], from: number, to: number): Promise<void> {
  await moveLeadRows(trx, "counselling_sessions", ids, from, to);
}

import type { DB } from "#app/db/db.server";
import { leadRowIds, moveLeadRows } from "#app/utils/lead-rows.server";

/**
 * A merge (features/merges) moves the merged lead's status links onto the lead it joins: they
 * keep working and now show that lead's applications (one person); an undo takes them back.
 */
export const statusLinksOn = (trx: DB, leadId: number) => leadRowIds(trx, "status_links", leadId);

export async function moveStatusLinks(trx: DB, ids: readonly number[], from: number, to: number): Promise<void> {
  await moveLeadRows(trx, "status_links", ids, from, to);
}

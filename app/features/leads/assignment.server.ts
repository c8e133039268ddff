import type { DB } from "#app/db/db.server";

/** Gives a lead to a counsellor (or to nobody), in the caller's transaction; the caller writes the timeline. */
export async function assignLead(trx: DB, leadId: number, assigneeId: number | null, at: string): Promise<void> {
  await trx.updateTable("leads").set({ assignee_id: assigneeId, updated_at: at }).where("id", "=", leadId).execute();
}

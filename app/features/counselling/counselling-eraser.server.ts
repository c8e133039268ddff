import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import type { Eraser } from "#app/utils/erasure";

/**
 * Counselling's part of an erasure (app/utils/erasure.ts; docs/decisions/051-counselling-bookings.md).
 * A whole lead's sessions: what they wanted to talk about goes; a session still ahead is
 * cancelled, so its slot is free again (its unsent e-mails find an erased lead and are dropped);
 * the counsellor, the time and an attended or no-show mark stay, as the counts of the funnel.
 * Their booking links stop working with the erased lead. A lead that keeps someone else's
 * enquiries keeps its sessions.
 */
export const counsellingEraser: Eraser = {
  name: "counselling",
  tables: ["counselling_sessions"],
  eraseLead,
};

async function eraseLead(trx: DB, leadId: number): Promise<void> {
  await trx.updateTable("counselling_sessions").set({ topic: "" }).where("lead_id", "=", leadId).execute();
  await trx
    .updateTable("counselling_sessions")
    .set({ status: "cancelled", cancelled_at: now() })
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .where("starts_at", ">", now())
    .execute();
}

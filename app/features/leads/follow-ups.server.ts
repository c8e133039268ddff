import { numberToCall } from "./lead-contact";
import type { DB } from "#app/db/db.server";
import { CLOSED_STATUSES } from "./lead-status";

/**
 * Follow-up calls due (leads.next_follow_up_at, set by Log a call and Set a follow-up in
 * lead-work.server.ts) for My day, My calendar and the calendar feed (features/agenda): on open
 * leads, not erased, not merged, from `from` (inclusive; any time before without it, so an
 * overdue one stays on the list until it is done) up to `to` (exclusive; onward without it). With
 * `assigneeId`, that person's leads only; without it, everyone's. Soonest first.
 */
export async function followUpsDue(
  db: DB,
  options: { assigneeId?: number; from?: string; to?: string },
): Promise<FollowUpDue[]> {
  let query = db
    .selectFrom("leads")
    .select(["id", "name", "phone", "applicant", "guardian_phone", "next_follow_up_at"])
    .where("next_follow_up_at", "is not", null)
    .where("status", "not in", CLOSED_STATUSES)
    .where("erased_at", "is", null)
    .where("merged_into", "is", null);
  if (options.from) query = query.where("next_follow_up_at", ">=", options.from);
  if (options.to) query = query.where("next_follow_up_at", "<", options.to);
  if (options.assigneeId !== undefined) query = query.where("assignee_id", "=", options.assigneeId);
  const rows = await query.orderBy("next_follow_up_at").orderBy("id").execute();
  return rows.map((row) => ({
    leadId: row.id,
    leadName: row.name,
    at: row.next_follow_up_at!,
    phone: numberToCall(row),
  }));
}

export interface FollowUpDue {
  leadId: number;
  leadName: string;
  /** When the call is due (UTC ISO). */
  at: string;
  /** The number to ring: a minor's parent or guardian first, as the lead's page says. */
  phone: string | null;
}

import type { DB } from "#app/db/db.server";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";
import { numberToCall } from "#app/features/leads/lead-contact";

/** A lead whose first call is overdue, for My day (features/agenda). */
export interface OverdueFirstCall {
  leadId: number;
  leadName: string;
  /** When the first call fell due (UTC ISO). */
  dueAt: string;
  phone: string | null;
}

/**
 * The leads whose first call is overdue at `at`, by the clock's own rule (first-call-clock.ts:
 * due, not called, and someone should still call: not closed, erased, withdrawn or merged),
 * longest overdue first. With `assigneeId`, that person's leads only; without it, everyone's and
 * the pool's.
 */
export async function overdueFirstCalls(
  db: DB,
  options: { assigneeId?: number; at: Date },
): Promise<OverdueFirstCall[]> {
  const at = options.at.toISOString();
  let query = db
    .selectFrom("leads")
    .select(["id", "name", "phone", "applicant", "guardian_phone", "first_call_due_at"])
    .where("first_call_due_at", "is not", null)
    .where("first_call_at", "is", null)
    .where((eb) => eb.or([eb("first_call_overdue_at", "is not", null), eb("first_call_due_at", "<=", at)]))
    .where("status", "not in", CLOSED_STATUSES)
    .where("erased_at", "is", null)
    .where("contact_withdrawn_at", "is", null)
    .where("merged_into", "is", null);
  if (options.assigneeId !== undefined) query = query.where("assignee_id", "=", options.assigneeId);
  const rows = await query.orderBy("first_call_due_at").orderBy("id").execute();
  return rows.map((row) => ({
    leadId: row.id,
    leadName: row.name,
    dueAt: row.first_call_due_at!,
    phone: numberToCall(row),
  }));
}

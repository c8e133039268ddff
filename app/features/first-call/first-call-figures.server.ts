import type { DB } from "#app/db/db.server";
import type { WorkingHours } from "#app/utils/working-minutes";
import { workingMinutesBetween } from "#app/utils/working-minutes";
import type { LeadViewer } from "#app/features/leads/leads-inbox.server";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";

/** One counsellor's first calls over the period. */
export interface FirstCallRow {
  assigneeId: number;
  name: string;
  /** Leads called in the period (that had a clock). */
  called: number;
  /** The median working minutes from the enquiry to the first call; null with no call. */
  medianMinutes: number | null;
  /** Leads whose clock has run out or that were called: the share's denominator. */
  decided: number;
  /** Of those, called by their due time. */
  withinTarget: number;
}

const DAY_MS = 86_400_000;

/**
 * The dashboard's first-call figures per counsellor (docs/decisions/052-first-call-clock.md):
 * over the leads with a clock received in the last `days` days, by whoever has each lead now,
 * the median working minutes to the first call and how many were called by their due time. A
 * lead still inside its target is not counted yet; one nobody should call any more (withdrawn,
 * erased, closed, merged) without a call is left out. A counsellor sees their own row only.
 */
export async function firstCallFigures(
  db: DB,
  options: { viewer?: LeadViewer; hours: WorkingHours; at?: Date; days?: number },
): Promise<FirstCallRow[]> {
  const at = options.at ?? new Date();
  const since = new Date(at.getTime() - (options.days ?? 30) * DAY_MS).toISOString();
  let query = db
    .selectFrom("leads")
    .innerJoin("admins", "admins.id", "leads.assignee_id")
    .select([
      "leads.assignee_id",
      "admins.name",
      "leads.created_at",
      "leads.first_call_at",
      "leads.first_call_due_at",
      "leads.status",
      "leads.erased_at",
      "leads.contact_withdrawn_at",
    ])
    .where("leads.merged_into", "is", null)
    .where("leads.first_call_due_at", "is not", null)
    .where("leads.created_at", ">=", since)
    .where("leads.created_at", "<=", at.toISOString());
  if (options.viewer && options.viewer.role !== "owner")
    query = query.where("leads.assignee_id", "=", options.viewer.id);
  const rows = await query.execute();

  const byAssignee = new Map<number, { name: string; minutes: number[]; decided: number; withinTarget: number }>();
  const now = at.toISOString();
  for (const lead of rows) {
    const due = lead.first_call_due_at!;
    const called = lead.first_call_at !== null && lead.first_call_at <= now;
    const nobodyToCall = Boolean(lead.erased_at || lead.contact_withdrawn_at) || CLOSED_STATUSES.includes(lead.status);
    // Not decided yet (its clock still runs), or not to be called any more: not counted.
    if (!called && (due > now || nobodyToCall)) continue;
    const entry = byAssignee.get(lead.assignee_id!) ?? { name: lead.name, minutes: [], decided: 0, withinTarget: 0 };
    entry.decided++;
    if (called) {
      entry.minutes.push(workingMinutesBetween(lead.created_at, lead.first_call_at!, options.hours));
      if (lead.first_call_at! <= due) entry.withinTarget++;
    }
    byAssignee.set(lead.assignee_id!, entry);
  }
  return [...byAssignee.entries()]
    .map(([assigneeId, entry]) => ({
      assigneeId,
      name: entry.name,
      called: entry.minutes.length,
      medianMinutes: median(entry.minutes),
      decided: entry.decided,
      withinTarget: entry.withinTarget,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.assigneeId - b.assigneeId);
}

/** The median, rounded to a whole minute; null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

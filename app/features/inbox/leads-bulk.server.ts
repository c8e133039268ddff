import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import type { LeadBulkChange } from "./lead-bulk-schema";
import type { LeadViewer } from "#app/features/leads/leads-inbox.server";
import type { LeadStatus } from "#app/features/leads/lead-status";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { assignLead } from "#app/features/leads/assignment.server";
import { moveLeadStatus } from "#app/features/leads/lead-work.server";

/** The staff a lead can be given to: every active admin, by name. */
export async function assignableStaff(db: DB): Promise<{ id: number; name: string; role: string }[]> {
  return db
    .selectFrom("admins")
    .select(["id", "name", "role"])
    .where("active", "=", 1)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export interface BulkOutcome {
  intent: LeadBulkChange["intent"];
  /** How many leads changed (a lead that already had that assignee or status is left alone). */
  changed: number;
  /** The new assignee's name; null for the pool. */
  assignee?: string | null;
  status?: LeadStatus;
}

/**
 * An owner's bulk change to the ticked leads, in one transaction: each lead that changes gets
 * its timeline event with the owner as actor (`assigned` with {assigneeId, assignee, by:
 * "owner"}, or `status_changed` with {from, to}). Counsellors may not (403).
 */
export async function bulkUpdateLeads(db: DB, change: LeadBulkChange, actor: LeadViewer): Promise<BulkOutcome> {
  if (actor.role !== "owner") throw new Refusal({ code: "leads.bulk_owner_only" }, { status: 403 });
  return db.transaction().execute(async (trx) => {
    let assignee: { id: number; name: string } | null = null;
    if (change.intent === "assign" && change.assignee !== "none") {
      assignee =
        (await trx
          .selectFrom("admins")
          .select(["id", "name"])
          .where("id", "=", Number(change.assignee))
          .where("active", "=", 1)
          .executeTakeFirst()) ?? null;
      if (!assignee) throw new Refusal({ code: "leads.assignee_inactive" }, { field: "assignee" });
    }
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "status", "assignee_id"])
      .where("id", "in", change.ids)
      .orderBy("id")
      .execute();
    const at = now();
    let changed = 0;
    for (const lead of leads) {
      if (change.intent === "assign") {
        const to = assignee?.id ?? null;
        if (lead.assignee_id === to) continue;
        await assignLead(trx, lead.id, to, at);
        await addLeadEvent(trx, {
          leadId: lead.id,
          kind: "assigned",
          actorId: actor.id,
          at,
          data: { assigneeId: to, assignee: assignee?.name ?? null, by: "owner" },
        });
      } else {
        if (!(await moveLeadStatus(trx, lead, { status: change.status, actorId: actor.id, at }))) continue;
      }
      changed++;
    }
    return change.intent === "assign"
      ? { intent: change.intent, changed, assignee: assignee?.name ?? null }
      : { intent: change.intent, changed, status: change.status };
  });
}

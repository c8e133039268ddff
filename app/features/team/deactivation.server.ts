import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { nextCounsellor } from "#app/features/admins/counsellor-line.server";
import type { Role } from "#app/features/admins/roles";
import { changeRole, deactivateStaff, reactivateStaff, STAFF_LOCK } from "#app/features/admins/staff.server";
import { assignLead } from "#app/features/leads/assignment.server";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { now } from "#app/utils/clock";

/** An owner's change to a colleague. */
interface ColleagueChange {
  id: number;
  byAdminId: number;
}

/** Gives a colleague another role; the last owner keeps theirs (admins/staff.server.ts). */
export async function changeColleagueRole(db: DB, change: ColleagueChange & { role: Role }): Promise<boolean> {
  return serialisedTransaction(db, [STAFF_LOCK], (trx) => changeRole(trx, change));
}

/**
 * Deactivates a colleague (issue 43, item 5): they cannot sign in and their sessions end
 * (admins/staff.server.ts), and each of their open leads goes back to the round-robin, the same
 * line a new enquiry takes (admins/counsellor-line.server.ts), with an "Assigned" entry on its
 * timeline that says why. With no counsellor left in the line a lead waits in the unassigned
 * pool. One transaction, on the staff lock and the leads' lock that every round-robin turn takes,
 * so a lead that arrives meanwhile cannot go to the person leaving.
 */
export async function deactivateColleague(
  db: DB,
  change: ColleagueChange,
): Promise<{ name: string; leadsReassigned: number }> {
  return serialisedTransaction(db, [STAFF_LOCK, LEADS_LOCK], async (trx) => {
    const { name } = await deactivateStaff(trx, change);
    const open = await trx
      .selectFrom("leads")
      .select("id")
      .where("assignee_id", "=", change.id)
      .where("status", "not in", CLOSED_STATUSES)
      .where("merged_into", "is", null)
      .where("erased_at", "is", null)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const at = now();
    for (const lead of open) {
      const next = await nextCounsellor(trx);
      await assignLead(trx, lead.id, next?.id ?? null, at);
      await addLeadEvent(trx, {
        leadId: lead.id,
        kind: "assigned",
        actorId: change.byAdminId,
        at,
        data: {
          assigneeId: next?.id ?? null,
          assignee: next?.name ?? null,
          by: "round-robin",
          from: name,
          // The timeline shows this line under the entry (lead-history.tsx shows a note so).
          note: next
            ? `${name} was deactivated: the lead went back to the round-robin.`
            : `${name} was deactivated: no counsellor is active, so the lead waits in the unassigned pool.`,
        },
      });
    }
    return { name, leadsReassigned: open.length };
  });
}

/**
 * Brings a deactivated colleague back (admins/staff.server.ts reactivateStaff): signing in works
 * again and a counsellor is back in the round-robin. Their old leads are not taken back from the
 * colleagues who have them now: those students have been called by someone else since.
 */
export async function reactivateColleague(db: DB, change: ColleagueChange): Promise<{ name: string; role: Role }> {
  return serialisedTransaction(db, [STAFF_LOCK], (trx) => reactivateStaff(trx, change));
}

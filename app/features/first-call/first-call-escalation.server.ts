import type { ExpressionBuilder } from "kysely";
import type { DB } from "#app/db/db.server";
import type { Database } from "#app/db/schema";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { enqueueFirstCallAlerts } from "./first-call-alert-email.server";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { logFailure, type Logger } from "#app/utils/logger.server";
import { startRepeating } from "#app/utils/repeating-job";
import { addWorkingMinutes } from "#app/utils/working-minutes";
import { assigneeById, nextCounsellor } from "#app/features/admins/counsellor-line.server";
import { assignLead } from "#app/features/leads/assignment.server";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { countOf } from "#app/utils/i18n/counts";

/**
 * The first-call clock's job (docs/decisions/052-first-call-clock.md). Every server process runs
 * it; each lead is claimed by one conditional update, so with several processes on one database
 * a lead is marked once and its e-mails are written once, in the same transaction as the mark.
 */

/** How often each process looks: the clock counts minutes, so a few seconds late is on time. */
export const FIRST_CALL_CHECK_MS = 10_000;
/** Leads handled per look; the rest wait for the next one. */
const BATCH = 50;

/**
 * Still waiting for a first call, and somebody should make it: not called, not merged into
 * another lead, not erased, not withdrawn, not closed or admitted. Said again in every claim.
 */
function stillWaiting(eb: ExpressionBuilder<Database, "leads">) {
  return eb.and([
    eb("first_call_at", "is", null),
    eb("merged_into", "is", null),
    eb("erased_at", "is", null),
    eb("contact_withdrawn_at", "is", null),
    eb("status", "not in", CLOSED_STATUSES),
  ]);
}

const FIRST_CALL_MARK_LOCK = "leads:first-call-overdue";

/** The active owners: each is told of every lead not called in time. */
async function owners(trx: DB) {
  return trx.selectFrom("admins").select(["id", "email"]).where("role", "=", "owner").where("active", "=", 1).execute();
}

/**
 * Marks one lead "Overdue for first call" unless another process (or a call) got there first;
 * in the same transaction its timeline event and the e-mails to its assignee and each owner.
 * With the second limit on, it also sets when the lead is to be passed on.
 */
async function markOverdue(db: DB, lead: { id: number; created_at: string }, at: Date): Promise<boolean> {
  // Serialised (SQLite: BEGIN IMMEDIATE): a plain transaction reads first and then asks to write,
  // and on SQLite another process's write in between answers "database is locked" at once,
  // without waiting (seen with two processes in the browser test).
  return serialisedTransaction(db, [FIRST_CALL_MARK_LOCK], async (trx) => {
    const settings = await getFirstCallClock(trx);
    const reassignAt =
      settings.reassignAfterMinutes === null
        ? null
        : addWorkingMinutes(lead.created_at, settings.reassignAfterMinutes, settings).toISOString();
    const claimed = await trx
      .updateTable("leads")
      .set({ first_call_overdue_at: at.toISOString(), first_call_reassign_at: reassignAt })
      .where("id", "=", lead.id)
      .where("first_call_overdue_at", "is", null)
      .where(stillWaiting)
      .returning(["name", "assignee_id", "first_call_due_at"])
      .executeTakeFirst();
    if (!claimed) return false;
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "first_call_overdue",
      at: at.toISOString(),
      data: { dueAt: claimed.first_call_due_at },
    });
    const assignee = claimed.assignee_id ? await assigneeById(trx, claimed.assignee_id) : null;
    await enqueueFirstCallAlerts(
      trx,
      {
        reason: "overdue",
        leadId: lead.id,
        student: claimed.name,
        receivedAt: lead.created_at,
        targetMinutes: settings.targetMinutes,
        assignee: assignee?.name ?? null,
      },
      [...(assignee ? [assignee] : []), ...(await owners(trx))],
    );
    return true;
  });
}

/**
 * Passes a lead still not called after the second limit to the next counsellor in the
 * round-robin (never the one who has it), once: on the timeline as an assignment by the clock,
 * with an e-mail to the new counsellor. In the enquiries' serialised transaction, as every
 * round-robin turn is, so two leads passed on at once go to two people.
 */
async function reassign(db: DB, lead: { id: number; created_at: string }, at: Date): Promise<boolean> {
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const claimed = await trx
      .updateTable("leads")
      .set({ first_call_reassigned_at: at.toISOString() })
      .where("id", "=", lead.id)
      .where("first_call_reassigned_at", "is", null)
      .where(stillWaiting)
      .returning(["name", "assignee_id"])
      .executeTakeFirst();
    if (!claimed) return false;
    const next = await nextCounsellor(trx, { except: claimed.assignee_id });
    // Nobody else to give it to: it stays where it is, and the owners already know.
    if (!next) return false;
    await assignLead(trx, lead.id, next.id, at.toISOString());
    const before = claimed.assignee_id ? await assigneeById(trx, claimed.assignee_id) : null;
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "assigned",
      at: at.toISOString(),
      data: { assigneeId: next.id, assignee: next.name, by: "first-call clock", from: before?.name ?? null },
    });
    const settings = await getFirstCallClock(trx);
    await enqueueFirstCallAlerts(
      trx,
      {
        reason: "reassigned",
        leadId: lead.id,
        student: claimed.name,
        receivedAt: lead.created_at,
        targetMinutes: settings.targetMinutes,
        assignee: next.name,
      },
      [next],
    );
    return true;
  });
}

/**
 * One look: marks the leads whose first call is past due, then passes on those past the second
 * limit. Returns how many this call changed (another process may have taken some).
 */
export async function checkFirstCalls(db: DB, at = new Date()): Promise<{ overdue: number; reassigned: number }> {
  let overdue = 0;
  for (const lead of await pastTime(db, "first_call_due_at", "first_call_overdue_at", at)) {
    if (await markOverdue(db, lead, at)) overdue++;
  }
  let reassigned = 0;
  for (const lead of await pastTime(db, "first_call_reassign_at", "first_call_reassigned_at", at)) {
    if (await reassign(db, lead, at)) reassigned++;
  }
  return { overdue, reassigned };
}

/** Leads still waiting whose `time` has passed and whose `done` is not yet set: each step's candidates. */
function pastTime(
  db: DB,
  time: "first_call_due_at" | "first_call_reassign_at",
  done: "first_call_overdue_at" | "first_call_reassigned_at",
  at: Date,
) {
  return db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where(time, "is not", null)
    .where(time, "<=", at.toISOString())
    .where(done, "is", null)
    .where(stillWaiting)
    .orderBy(time)
    .limit(BATCH)
    .execute();
}

/** Runs the check now and every FIRST_CALL_CHECK_MS in this process, until stop(). */
export function startFirstCallClock(db: DB, options: { log: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  return startRepeating(
    async () => {
      const { overdue, reassigned } = await checkFirstCalls(db);
      if (overdue > 0) options.log.info(`First-call clock: ${countOf(overdue, "lead")} marked overdue for first call.`);
      if (reassigned > 0)
        options.log.info(`First-call clock: ${countOf(reassigned, "lead")} passed to the next counsellor.`);
    },
    {
      intervalMs: options.intervalMs ?? FIRST_CALL_CHECK_MS,
      onError: (error) => logFailure(options.log, error, "First-call clock check failed; trying again shortly"),
    },
  );
}

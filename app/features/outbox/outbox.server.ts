import type { OutboxStatus } from "#app/db/column-values";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { Refusal } from "#app/utils/refusal";
import { afterFailedAttempt } from "./retry-schedule";

/** A row a worker has claimed: its lease (locked_until) is the proof it still holds it. */
export interface ClaimedRow {
  id: number;
  event_key: string;
  channel: string;
  payload: string;
  attempts: number;
  created_at: string;
  retried_at: string | null;
  due_at: string | null;
  locked_until: string;
}

/**
 * Claims up to `limit` due rows for one worker until `at + leaseMs`, counting the attempt now (so
 * a delivery that crashed mid-way still counts). One statement: on PostgreSQL the inner select
 * locks the rows it picks and skips rows another worker is claiming (FOR UPDATE SKIP LOCKED); on
 * SQLite the UPDATE holds the database's write lock. Either way no two workers get one row.
 * A row whose lease ran out (its worker died) is due again.
 */
export async function claimDueRows(
  db: DB,
  options: { at: Date; leaseMs: number; limit: number },
): Promise<ClaimedRow[]> {
  const now = options.at.toISOString();
  const lockedUntil = new Date(options.at.getTime() + options.leaseMs).toISOString();
  const due = (qb: DB) =>
    qb
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]));
  // A cheap read first: most polls find nothing, and on SQLite an UPDATE would take the write lock.
  if (!(await due(db).limit(1).executeTakeFirst())) return [];
  let picked = due(db).orderBy("id").limit(options.limit);
  if (isPostgres(db)) picked = picked.forUpdate().skipLocked();
  return (
    db
      .updateTable("outbox")
      .set((eb) => ({ locked_until: lockedUntil, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", picked)
      // Checked again in the UPDATE itself: on SQLite another process may have claimed in between.
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .where("status", "=", "pending")
      .returning([
        "id",
        "event_key",
        "channel",
        "payload",
        "attempts",
        "created_at",
        "retried_at",
        "due_at",
        "locked_until",
      ])
      .execute() as Promise<ClaimedRow[]>
  );
}

/** Only the worker still holding the lease records the outcome (a late worker whose lease ran out does not). */
const held = (row: ClaimedRow) => (db: DB) =>
  db.updateTable("outbox").where("id", "=", row.id).where("locked_until", "=", row.locked_until);

export async function markSent(db: DB, row: ClaimedRow, at: Date): Promise<void> {
  await held(row)(db)
    .set({ status: "sent", sent_at: at.toISOString(), locked_until: null, last_error: null })
    .execute();
}

/**
 * What an e-mail row says now, written before it is sent: a failed attempt keeps its recipient and
 * subject, so the outbox and the lead's Messages section show whom it did not reach.
 */
export async function recordWritten(db: DB, row: ClaimedRow, written: { to: string; subject: string }): Promise<void> {
  await held(row)(db).set({ recipient: written.to, subject: written.subject }).execute();
}

/**
 * A failed attempt: due again after the back-off, or "failed" once the retry window has passed
 * (counted from an owner's Retry, else a scheduled row's due time, else its creation).
 */
export async function markAttemptFailed(
  db: DB,
  row: ClaimedRow,
  error: string,
  at: Date,
): Promise<"pending" | "failed"> {
  const next = afterFailedAttempt(row.retried_at ?? row.due_at ?? row.created_at, row.attempts, at);
  await held(row)(db)
    .set({
      status: next.status,
      last_error: error.slice(0, 500),
      locked_until: null,
      ...(next.status === "pending" ? { next_attempt_at: next.nextAttemptAt } : {}),
    })
    .execute();
  return next.status;
}

/** A row that can never be sent as it is (its payload is not what its kind writes): failed now, with the reason. */
export async function markFailed(db: DB, row: ClaimedRow, reason: string): Promise<void> {
  await held(row)(db)
    .set({ status: "failed", last_error: reason.slice(0, 500), locked_until: null })
    .execute();
}

/** A row with nothing left to send (a step's reminder with nobody to remind): deleted while held. */
export async function dropRow(db: DB, row: ClaimedRow): Promise<void> {
  await db.deleteFrom("outbox").where("id", "=", row.id).where("locked_until", "=", row.locked_until).execute();
}

/** A row that cannot be delivered as things are set up (no SMTP, no webhook): kept, with the reason. */
export async function markNotConfigured(db: DB, row: ClaimedRow, reason: string): Promise<void> {
  await held(row)(db).set({ status: "not_configured", last_error: reason, locked_until: null }).execute();
}

/**
 * An owner's Retry: the row is pending and due now, with a fresh retry window. A row being
 * delivered at this moment keeps its lease, so it is not sent twice at once.
 */
export async function retryOutboxRow(db: DB, id: number, at = new Date()): Promise<void> {
  const timestamp = at.toISOString();
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: timestamp, retried_at: timestamp })
    .where("id", "=", id)
    .where("status", "!=", "sent")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Refusal({ code: "outbox.not_there" });
}

export interface OutboxListRow {
  id: number;
  event_key: string;
  channel: string;
  lead_id: number | null;
  recipient: string | null;
  subject: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The newest rows first, optionally of one status, at most `limit`. */
export async function listOutbox(
  db: DB,
  options: { status?: OutboxStatus; limit?: number } = {},
): Promise<OutboxListRow[]> {
  let query = db
    .selectFrom("outbox")
    .select([
      "id",
      "event_key",
      "channel",
      "lead_id",
      "recipient",
      "subject",
      "status",
      "attempts",
      "next_attempt_at",
      "last_error",
      "created_at",
      "sent_at",
    ])
    .orderBy("id", "desc")
    .limit(options.limit ?? 200);
  if (options.status) query = query.where("status", "=", options.status);
  return query.execute();
}

/** One e-mail or webhook about a lead, as its Messages section lists it. */
export type LeadMessage = Pick<
  OutboxListRow,
  "id" | "channel" | "recipient" | "subject" | "status" | "created_at" | "sent_at"
>;

/**
 * Every e-mail and webhook about one lead (the rows that carry its id), newest first: the read
 * the lead page's Messages section makes (the page does not query the outbox's table itself).
 */
export async function leadMessages(db: DB, leadId: number, limit = 100): Promise<LeadMessage[]> {
  return db
    .selectFrom("outbox")
    .select(["id", "channel", "recipient", "subject", "status", "created_at", "sent_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** How many rows have each status (for the page's summary line). */
export async function countOutboxByStatus(db: DB): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

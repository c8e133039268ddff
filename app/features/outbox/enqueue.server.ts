import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";

/**
 * Writing rows into the outbox, in the caller's transaction, so a notification exists exactly
 * when what it tells of does. What each e-mail holds is its kind's (the kind modules in the
 * features, registered in server/email-kinds.ts); the outbox stores and dispatches.
 */

/** The payload of a webhook row: the URL and the exact JSON body (signed as sent). */
export interface WebhookPayload {
  url: string;
  body: string;
}

/** One e-mail row to write. Each row's event key is unique, so writing twice stores once. */
export interface EmailRow<P extends { kind: string } = { kind: string }> {
  eventKey: string;
  leadId: number | null;
  payload: P;
  /** When it is due (a reminder); its retry window counts from then. Absent: due now. */
  dueAt?: string;
  /** Written with nowhere to go: kept as "not_configured" with this reason, so the outbox shows it. */
  notConfigured?: string;
}

/** Writes e-mail rows; returns how many were new. */
export async function enqueueEmails<P extends { kind: string }>(
  trx: DB,
  rows: readonly EmailRow<P>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const timestamp = now();
  const result = await trx
    .insertInto("outbox")
    .values(
      rows.map((row) => ({
        event_key: row.eventKey,
        channel: "email",
        lead_id: row.leadId,
        payload: JSON.stringify(row.payload),
        status: row.notConfigured ? "not_configured" : "pending",
        last_error: row.notConfigured ?? null,
        next_attempt_at: row.dueAt ?? timestamp,
        due_at: row.dueAt ?? null,
        created_at: timestamp,
      })),
    )
    .onConflict((oc) => oc.column("event_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Writes a webhook row, due now. */
export async function enqueueWebhook(
  trx: DB,
  row: { eventKey: string; leadId: number | null; payload: WebhookPayload },
): Promise<void> {
  const timestamp = now();
  await trx
    .insertInto("outbox")
    .values({
      event_key: row.eventKey,
      channel: "webhook",
      lead_id: row.leadId,
      payload: JSON.stringify(row.payload),
      ...webhookHeading(row.payload),
      status: "pending",
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .onConflict((oc) => oc.column("event_key").doNothing())
    .execute();
}

/**
 * A webhook's recipient and subject as the outbox lists them: the receiver's host (its path and
 * query may hold a secret the owner pasted in) and the event its body names.
 */
function webhookHeading(payload: WebhookPayload): { recipient: string | null; subject: string | null } {
  let recipient: string | null = null;
  let subject: string | null = null;
  try {
    recipient = new URL(payload.url).host;
    const event = (JSON.parse(payload.body) as { event?: unknown }).event;
    subject = typeof event === "string" ? event : null;
  } catch {
    // A body or URL that does not parse is the worker's to refuse; the listing just says less.
  }
  return { recipient, subject };
}

/** Rows not sent yet are deleted (a removed step's reminders, a moved session's); those sent stay on record. */
export async function cancelUnsent(trx: DB, eventKeys: { in: readonly string[] } | { like: string }): Promise<void> {
  let query = trx.deleteFrom("outbox").where("status", "!=", "sent");
  query =
    "in" in eventKeys ? query.where("event_key", "in", eventKeys.in) : query.where("event_key", "like", eventKeys.like);
  await query.execute();
}

/** An e-mail that must not stay on record (a spent privacy code's), sent or not. */
export async function deleteEmail(trx: DB, eventKey: string): Promise<void> {
  await trx.deleteFrom("outbox").where("event_key", "=", eventKey).execute();
}

/**
 * The retention job's part (features/privacy): rows sent, failed or never configured before
 * `before`, and privacy-code e-mails before `codesBefore`. Returns how many went.
 */
export async function purgeOldEmails(trx: DB, cutoffs: { before: string; codesBefore: string }): Promise<number> {
  const result = await trx
    .deleteFrom("outbox")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", ["sent", "failed", "not_configured"]), eb("created_at", "<", cutoffs.before)]),
        eb.and([eb("event_key", "like", "privacy-request-%"), eb("created_at", "<", cutoffs.codesBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { recordAudit, purgeOldAudit } from "#app/features/audit/audit-log.server";
import { purgeExpiredSignInRows } from "#app/features/admins/housekeeping.server";
import { ERASED_CONTACT, erasePersonalData, leadsInactiveSince } from "#app/features/leads/lead-erasure.server";
import { forgetExpiredMerges } from "#app/features/leads/lead-merge.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { logFailure, type Logger } from "#app/utils/logger.server";
import { startRepeating } from "#app/utils/repeating-job";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface RetentionRun {
  leadsErased: number;
  /** Merges past their undo window whose copy of the survivor's old details went. */
  mergeCopies: number;
  sessions: number;
  loginAttempts: number;
  auditEntries: number;
  /** Delivered or abandoned notifications (they carry names and phones) and spent codes. */
  outboxRows: number;
  /** Requests never verified, and the contact of closed ones past the retention period. */
  privacyRequests: number;
}

/** Delivered notifications stay this long for the owners' outbox page, then go. */
const OUTBOX_KEEP_MS = 90 * DAY_MS;
/** A code e-mail is useless after 15 minutes; a day covers any retry. */
const CODE_MAIL_KEEP_MS = DAY_MS;
/**
 * A request nobody verified is dropped after this: its code died after 15 minutes, it proves
 * nothing, and anyone could have started it with anyone's address.
 */
const UNVERIFIED_REQUEST_KEEP_MS = DAY_MS;

/**
 * The moment `months` calendar months before `at`, on the same day of the month, or the last day
 * of a shorter month (31 August less 6 months is 28 or 29 February, never early March).
 */
export function monthsBefore(at: Date, months: number): Date {
  const before = new Date(at);
  before.setUTCDate(1);
  before.setUTCMonth(before.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(before.getUTCFullYear(), before.getUTCMonth() + 1, 0)).getUTCDate();
  before.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return before;
}

/**
 * The retention job (docs/privacy.md#retention): anonymises each lead whose last activity is
 * older than the retention period (a site setting), with the same erasure as a request or an
 * owner's; deletes expired sessions and old login attempts, old notifications and spent codes,
 * unverified requests after a day, and the audit log past 400 days; its run goes into the audit log.
 *
 * One process at a time: the work is one serialised transaction (a PostgreSQL advisory lock;
 * SQLite's single writer), so processes starting together run it one after another, and the
 * second finds nothing left to do. With `unlessRanWithinMs`, it skips when a run (of any
 * process) is recorded within that long before `at`.
 */
export async function runRetention(
  db: DB,
  options: { at?: Date; unlessRanWithinMs?: number } = {},
): Promise<RetentionRun | "skipped"> {
  const at = options.at ?? new Date();
  return serialisedTransaction(db, ["privacy:retention"], async (trx) => {
    if (options.unlessRanWithinMs !== undefined) {
      const lastRun = await trx
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "retention.ran")
        .where("created_at", ">", new Date(at.getTime() - options.unlessRanWithinMs).toISOString())
        .executeTakeFirst();
      if (lastRun) return "skipped" as const;
    }
    const { retentionMonths } = await getSiteSettings(trx);
    const cutoff = monthsBefore(at, retentionMonths).toISOString();
    let leadsErased = 0;
    for (;;) {
      const ids = await leadsInactiveSince(trx, cutoff, 500);
      for (const leadId of ids)
        leadsErased += (await erasePersonalData(trx, { leadId }, { reason: "retention" })).leads;
      if (ids.length < 500) break;
    }
    // Expired sessions, and every login attempt past the throttle's window (well inside 30 days).
    const signIn = await purgeExpiredSignInRows(trx, at);
    const auditEntries = await purgeOldAudit(trx, at);
    const before = (ms: number) => new Date(at.getTime() - ms).toISOString();
    const oldOutbox = await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("status", "in", ["sent", "failed", "not_configured"]),
            eb("created_at", "<", before(OUTBOX_KEEP_MS)),
          ]),
          eb.and([eb("event_key", "like", "privacy-request-%"), eb("created_at", "<", before(CODE_MAIL_KEEP_MS))]),
        ]),
      )
      .executeTakeFirst();
    const unverified = await trx
      .deleteFrom("privacy_requests")
      .where("status", "=", "awaiting_code")
      .where("created_at", "<", before(UNVERIFIED_REQUEST_KEEP_MS))
      .executeTakeFirst();
    // A closed request stays as the record that we answered; whose it was goes with the leads.
    const closed = await trx
      .updateTable("privacy_requests")
      .set({ contact: ERASED_CONTACT, details: null, ip_hash: null })
      .where("closed_at", "<", cutoff)
      .where("contact", "!=", ERASED_CONTACT)
      .executeTakeFirst();
    // A merge past its undo window keeps no copy of the survivor's old details.
    const mergeCopies = await forgetExpiredMerges(trx, at);
    const run: RetentionRun = {
      leadsErased,
      mergeCopies,
      sessions: signIn.sessions,
      loginAttempts: signIn.loginAttempts,
      auditEntries,
      outboxRows: Number(oldOutbox.numDeletedRows),
      privacyRequests: Number(unverified.numDeletedRows) + Number(closed.numUpdatedRows),
    };
    await recordAudit(trx, {
      actor: null,
      action: "retention.ran",
      details: { ...run, retentionMonths, cutoff },
    });
    return run;
  });
}

/**
 * Runs the job at every start, then once a day: every `intervalMs` (an hour) it runs again when no
 * run of any process is recorded in the last 24 hours. A start always runs it, whatever ran
 * before: a restart is when an operator expects the rules applied (after a changed retention
 * period, after a day the process was down), and until this process's first run succeeds (the
 * database away at start) every tick tries again as a start would. A failed run is logged.
 */
export function startRetention(db: DB, options: { log: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  let started = false;
  return startRepeating(
    async () => {
      const result = await runRetention(db, started ? { unlessRanWithinMs: DAY_MS } : {});
      started = true;
      if (result !== "skipped" && result.leadsErased > 0)
        options.log.info(`Retention: ${result.leadsErased} lead(s) past the retention period anonymised.`);
    },
    {
      intervalMs: options.intervalMs ?? HOUR_MS,
      onError: (error) => logFailure(options.log, error, "Retention job failed; trying again later"),
    },
  );
}

import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { recordAudit, purgeOldAudit } from "#app/features/audit/audit-log.server";
import { purgeExpiredSignInRows } from "#app/features/admins/housekeeping.server";
import { erasePersonalData, leadsInactiveSince } from "#app/features/privacy/lead-erasure.server";
import { ERASED_CONTACT } from "./privacy-eraser.server";
import { dropStaleImports } from "#app/features/imports/import-erasure.server";
import { forgetExpiredMerges } from "#app/features/merges/lead-merge.server";
import { purgeEndedInvitations } from "#app/features/team/invitation-housekeeping.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { purgeOldEmails } from "#app/features/outbox/enqueue.server";
import { logFailure, type Logger } from "#app/utils/logger.server";
import { startRepeating } from "#app/utils/repeating-job";
import { countOf } from "#app/utils/i18n/counts";

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
  /** Lead imports uploaded or checked and never run, past their 7 days. */
  imports: number;
  /** Staff invitations used, replaced or expired more than 30 days ago (they name the person invited). */
  invitations: number;
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
/** Leads erased per transaction: a few hundred milliseconds of the database at most. */
const ERASE_BATCH = 100;
const RETENTION_LOCK = "privacy:retention";

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
 * unverified requests after a day, imports never run after 7 days, staff invitations 30 days after
 * they ended, and the audit log past 400 days; its run goes into the audit log.
 *
 * One process at a time per step: each step is a serialised transaction (a PostgreSQL advisory
 * lock; SQLite's single writer), so processes starting together take turns, and what one erased
 * the other finds done. The leads go ERASE_BATCH at a time, each batch its own transaction with a
 * turn of the event loop after it: a backlog of a hundred thousand leads (a shorter period set by
 * the owners, a database brought in from elsewhere) neither holds the database's lock nor keeps
 * the process from answering requests until it is all done. With `unlessRanWithinMs`, it skips
 * when a run (of any process) is recorded within that long before `at`. `eraseBatch` is for tests.
 */
export async function runRetention(
  db: DB,
  options: { at?: Date; unlessRanWithinMs?: number; eraseBatch?: number } = {},
): Promise<RetentionRun | "skipped"> {
  const eraseBatch = options.eraseBatch ?? ERASE_BATCH;
  const at = options.at ?? new Date();
  const period = await retentionPeriod(db, at, options.unlessRanWithinMs);
  if (period === "skipped") return "skipped";
  const { retentionMonths, cutoff } = period;
  const leadsErased = await eraseInactiveLeads(db, cutoff, eraseBatch);
  return serialisedTransaction(db, [RETENTION_LOCK], async (trx) => {
    // Expired sessions, and every login attempt past the throttle's window (well inside 30 days).
    const signIn = await purgeExpiredSignInRows(trx, at);
    const auditEntries = await purgeOldAudit(trx, at);
    const before = (ms: number) => new Date(at.getTime() - ms).toISOString();
    const outboxRows = await purgeOldEmails(trx, {
      before: before(OUTBOX_KEEP_MS),
      codesBefore: before(CODE_MAIL_KEEP_MS),
    });
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
    const imports = await dropStaleImports(trx, at);
    const invitations = await purgeEndedInvitations(trx, at);
    const run: RetentionRun = {
      leadsErased,
      mergeCopies,
      sessions: signIn.sessions,
      loginAttempts: signIn.loginAttempts,
      auditEntries,
      outboxRows,
      privacyRequests: Number(unverified.numDeletedRows) + Number(closed.numUpdatedRows),
      imports,
      invitations,
    };
    await recordAudit(trx, {
      actor: null,
      action: "retention.ran",
      details: { ...run, retentionMonths, cutoff },
    });
    return run;
  });
}

/** The owners' retention period and the cutoff it gives; "skipped" where a run is recorded within `unlessRanWithinMs`. */
async function retentionPeriod(db: DB, at: Date, unlessRanWithinMs: number | undefined) {
  return serialisedTransaction(db, [RETENTION_LOCK], async (trx) => {
    if (unlessRanWithinMs !== undefined) {
      const lastRun = await trx
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "retention.ran")
        .where("created_at", ">", new Date(at.getTime() - unlessRanWithinMs).toISOString())
        .executeTakeFirst();
      if (lastRun) return "skipped" as const;
    }
    const { retentionMonths } = await getSiteSettings(trx);
    return { retentionMonths, cutoff: monthsBefore(at, retentionMonths).toISOString() };
  });
}

/** Erases the leads inactive since the cutoff, `eraseBatch` at a time, each batch its own transaction; returns how many. */
async function eraseInactiveLeads(db: DB, cutoff: string, eraseBatch: number): Promise<number> {
  let leadsErased = 0;
  for (;;) {
    const batch = await serialisedTransaction(db, [RETENTION_LOCK], async (trx) => {
      const ids = await leadsInactiveSince(trx, cutoff, eraseBatch);
      let erased = 0;
      for (const leadId of ids) erased += (await erasePersonalData(trx, { leadId }, { reason: "retention" })).leads;
      return { found: ids.length, erased };
    });
    leadsErased += batch.erased;
    if (batch.found < eraseBatch) break;
    // SQLite's driver answers without waiting on I/O: without this, the whole backlog would run
    // in one go of promise callbacks, and no request would be answered until it ended.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return leadsErased;
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
        options.log.info(`Retention: ${countOf(result.leadsErased, "lead")} past the retention period anonymised.`);
    },
    {
      intervalMs: options.intervalMs ?? HOUR_MS,
      onError: (error) => logFailure(options.log, error, "Retention job failed; trying again later"),
    },
  );
}

import type { DB } from "#app/db/db.server";
import { logFailure, withoutContactDetails, type Logger } from "#app/utils/logger.server";
import { getAlertSettings } from "./alert-settings.server";
import type { WebhookPayload } from "./enqueue.server";
import type { Mailer } from "./mailer.server";
import {
  claimDueRows,
  dropRow,
  markAttemptFailed,
  markFailed,
  markNotConfigured,
  markSent,
  recordWritten,
  type ClaimedRow,
} from "./outbox.server";
import { checkedEmail, UnreadablePayload, type EmailKindRegistry } from "./email-kinds";
import type { EgressPolicy } from "./egress-address.server";
import { COULD_NOT_CONNECT, postWebhook, WebhookFailure } from "./webhook.server";

/** Alerts should reach a counsellor within seconds of the enquiry: the outbox is read every second. */
const POLL_INTERVAL_MS = 1_000;
/** Rows one worker takes at a time; a full batch is followed at once by the next. */
const BATCH = 10;

/** Each delivery's time limit: half the lease, at most 10 s, so it gives up well before another worker may take its row. */
export function deliveryTimeoutMs(leaseMs: number): number {
  return Math.min(10_000, Math.floor(leaseMs / 2));
}

export const EMAIL_NOT_CONFIGURED = "not sent: e-mail is not configured";

export interface OutboxWorkerOptions {
  log: Logger;
  /** Told of each failed delivery attempt (the failures counter of /metrics). */
  onDeliveryFailed?: (channel: string) => void;
  /** Undefined when SMTP_URL is unset: e-mail rows become "not_configured". */
  mailer: Mailer | undefined;
  /** Where the e-mail's link to the lead points (PUBLIC_ORIGIN, else the server's own address). */
  origin: string;
  /**
   * How long a claim lasts: a worker that dies mid-delivery (kill -9, power cut) leaves its rows
   * to be claimed again after this. Each delivery's own timeout is well inside it.
   */
  leaseMs: number;
  /** Which addresses the webhook may call (WEBHOOK_ALLOW_PRIVATE). */
  webhookEgress: EgressPolicy;
  /**
   * The server's secret (the IP hash key) a status link's token is derived from
   * (features/status-link/status-links.server.ts); without it such e-mails are dropped.
   */
  linkSecret?: Buffer;
  /** The e-mail kinds it can send (registerEmailKinds, composed in server/email-kinds.ts). */
  emailKinds: EmailKindRegistry;
  /**
   * Work that writes rows, run before a round at most once per `everyMs` (the morning digest).
   * The app's, handed in, so the outbox knows no feature.
   */
  periodic?: readonly { everyMs: number; run(db: DB, log: Logger): Promise<void> }[];
  pollIntervalMs?: number;
}

/**
 * Delivers the outbox in this process: claims due rows, sends each, records the outcome, until
 * stop() (which waits for deliveries under way, so the database can be closed after it). Several
 * processes on one database each run one; a row is claimed by one at a time (claimDueRows).
 * Delivery is at least once: a receiver tells repeats apart by the event key.
 */
export function startOutboxWorker(db: DB, options: OutboxWorkerOptions): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const deliver = rowDeliverer(db, options);

  const lastRun = (options.periodic ?? []).map(() => 0);
  const tick = async (): Promise<void> => {
    for (const [index, job] of (options.periodic ?? []).entries()) {
      if (Date.now() - lastRun[index]! < job.everyMs) continue;
      lastRun[index] = Date.now();
      await job.run(db, options.log);
    }
    for (;;) {
      const rows = await claimDueRows(db, { at: new Date(), leaseMs: options.leaseMs, limit: BATCH });
      await Promise.all(rows.map(deliver));
      if (rows.length < BATCH || stopped) return;
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => logFailure(options.log, error, "Outbox: delivery round failed; trying again"))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, options.pollIntervalMs ?? POLL_INTERVAL_MS);
    // The worker never keeps the process alive on its own.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.mailer?.close();
    },
  };
}

/** Sends one claimed row by its channel and records the outcome: sent, dropped, retried or failed. */
function rowDeliverer(db: DB, options: OutboxWorkerOptions): (row: ClaimedRow) => Promise<void> {
  const timeoutMs = deliveryTimeoutMs(options.leaseMs);
  return async (row) => {
    try {
      if (row.channel === "email") {
        if (!(await sendEmail(db, row, options))) return;
      } else if (row.channel === "webhook") {
        const payload = JSON.parse(row.payload) as WebhookPayload;
        const { webhookSecret } = await getAlertSettings(db);
        await postWebhook({
          url: payload.url,
          body: payload.body,
          eventKey: row.event_key,
          secret: webhookSecret,
          timeoutMs,
          egress: options.webhookEgress,
        });
      } else {
        throw new Error(`unknown channel "${row.channel}"`);
      }
      await markSent(db, row, new Date());
    } catch (error) {
      await recordFailure(db, row, error, options);
    }
  };
}

/**
 * Writes an e-mail row's message and sends it. False where it was not sent and need not be:
 * e-mail is not configured, or nobody is there to write to now (the row is marked so here).
 */
async function sendEmail(db: DB, row: ClaimedRow, options: OutboxWorkerOptions): Promise<boolean> {
  if (!options.mailer) {
    await markNotConfigured(db, row, EMAIL_NOT_CONFIGURED);
    options.log.info(`Outbox: ${row.event_key} ${EMAIL_NOT_CONFIGURED} (set SMTP_URL and MAIL_FROM)`);
    return false;
  }
  // Read back through its kind's schema: a payload its kind would not write fails, unsent.
  const email = await checkedEmail(options.emailKinds, row.payload).write(db, {
    origin: options.origin,
    linkSecret: options.linkSecret,
    mailFrom: options.mailer.fromAddress,
  });
  if (!email) {
    // Nobody to write to now (the step or file went, the student withdrew, nobody is
    // assigned…), or a status link revoked or ended before its e-mail went: the row is
    // dropped, as removing its step drops it.
    await dropRow(db, row);
    options.log.info(`Outbox: ${row.event_key} dropped: nobody to write to now`);
    return false;
  }
  await recordWritten(db, row, email);
  // The same Message-ID on every retry: mail systems that see a repeat can drop it.
  await options.mailer.send({ ...email, messageId: `<${row.event_key}@outbox.invalid>` });
  return true;
}

/** A failed attempt: an unreadable payload fails at once; anything else is retried until the window closes. */
async function recordFailure(db: DB, row: ClaimedRow, error: unknown, options: OutboxWorkerOptions): Promise<void> {
  if (error instanceof UnreadablePayload) {
    // Retrying would read the same row: it fails now, with the kind and the field, unsent.
    await markFailed(db, row, error.message);
    options.onDeliveryFailed?.(row.channel);
    options.log.warn(`Outbox: ${row.event_key} not sent: ${error.message}`);
    return;
  }
  const { shown, detail } = describeFailure(row.channel, error);
  const status = await markAttemptFailed(db, row, shown, new Date());
  options.onDeliveryFailed?.(row.channel);
  // A receiver that is down or refuses is expected now and then, and retried: a warning with
  // the reason, not an error with a stack that only says where the HTTP or SMTP client gave up.
  options.log.warn(
    `Outbox: ${row.event_key} attempt ${row.attempts} failed (${withoutContactDetails(detail)}); ${status === "failed" ? "given up after the retry window" : "will retry"}`,
  );
}

/**
 * What the outbox stores (and its page shows) of a failed attempt, and what the server log says.
 * A webhook's URL is chosen by an owner, so its row shows only "could not connect" or
 * "HTTP <status>" (webhook.server.ts); the log keeps the reason for the operator.
 */
function describeFailure(channel: string, error: unknown): { shown: string; detail: string } {
  if (channel === "webhook") {
    // Anything else that went wrong on the way (an unreadable payload, say) reads "could not connect" too.
    const shown = error instanceof WebhookFailure ? error.outcome : COULD_NOT_CONNECT;
    const reason = error instanceof WebhookFailure ? error.detail : oneLine(error);
    return { shown, detail: `${shown}: ${reason}` };
  }
  return { shown: oneLine(error), detail: oneLine(error) };
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.slice(0, 300);
}

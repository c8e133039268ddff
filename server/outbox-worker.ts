import type { DB } from "#app/db/db.server";
import { enqueueMorningDigests } from "#app/features/inbox/morning-digest.server";
import { startOutboxWorker as startWorker, type OutboxWorkerOptions } from "#app/features/outbox/worker.server";
import { EMAIL_KINDS } from "./email-kinds";

/** The morning digest is written once a minute at most (each counsellor gets one a day). */
const MORNING_DIGEST = {
  everyMs: 60_000,
  async run(db: DB, log: OutboxWorkerOptions["log"]) {
    const written = await enqueueMorningDigests(db);
    if (written > 0) log.info(`Outbox: ${written} morning digest(s) queued for counsellors`);
  },
};

/** The outbox worker with the app's e-mail kinds and its morning digest. */
export function startOutboxWorker(db: DB, options: Omit<OutboxWorkerOptions, "emailKinds" | "periodic">) {
  return startWorker(db, { ...options, emailKinds: EMAIL_KINDS, periodic: [MORNING_DIGEST] });
}

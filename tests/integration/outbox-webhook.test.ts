import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { saveAlertSettings } from "#app/features/outbox/alert-settings.server";
import type { EgressPolicy } from "#app/features/outbox/egress-address.server";
import { startOutboxWorker } from "../../server/outbox-worker";
import { createLogger } from "#app/utils/logger.server";
import { describeEachEngine } from "../setup/test-database";

/**
 * The outbox worker delivering webhooks to a real receiver on this machine: whether it may call
 * it at all, and what the row keeps of a failure (what /Admin/outbox shows an owner).
 */

let receiver: http.Server;
let receiverUrl = "";
let requests = 0;
/** What the receiver answers: a status, and a body full of things the outbox must not show. */
let answer = 204;
const INTERNALS = "psql: connection to 10.0.0.7:5432 refused; /srv/crm/app.py line 42";

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    requests++;
    req.resume();
    req.on("end", () => res.writeHead(answer, { "Content-Type": "text/plain" }).end(INTERNALS));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hooks/leads`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** One due webhook row to `url`; the worker runs until it has tried it once. Returns the row and the log. */
async function deliverOnce(db: DB, url: string, egress: EgressPolicy) {
  await saveAlertSettings(db, { alertsEmail: "", webhookUrl: url, webhookSecret: "a-secret-of-sixteen+" });
  await db
    .insertInto("outbox")
    .values({
      event_key: "lead-event-1-webhook",
      channel: "webhook",
      payload: JSON.stringify({ url, body: '{"id":"lead-event-1"}' }),
      next_attempt_at: new Date(Date.now() - 1_000).toISOString(),
      created_at: new Date().toISOString(),
    })
    .execute();
  const log: string[] = [];
  const worker = startOutboxWorker(db, {
    log: createLogger({ destination: { write: (line) => log.push(line) } }),
    mailer: undefined,
    origin: "https://example.in",
    leaseMs: 10_000,
    webhookEgress: egress,
    pollIntervalMs: 10,
  });
  // An attempt is over when its lease is given back (sent, or failed and due again later).
  const attemptOver = async () => {
    const row = await db.selectFrom("outbox").select(["attempts", "locked_until"]).executeTakeFirstOrThrow();
    return row.attempts > 0 && row.locked_until === null;
  };
  try {
    await expect.poll(attemptOver).toBe(true);
  } finally {
    await worker.stop();
  }
  const row = await db.selectFrom("outbox").select(["status", "attempts", "last_error"]).executeTakeFirstOrThrow();
  return { row, log: log.join("") };
}

describeEachEngine("webhook delivery from the outbox", (db) => {
  test("a webhook at 127.0.0.1 is refused: the receiver gets nothing, the row keeps 'could not connect', the log says why", async () => {
    answer = 204;
    const before = requests;
    const { row, log } = await deliverOnce(db(), receiverUrl, { allowPrivate: false });
    expect(requests).toBe(before);
    expect(row).toEqual({ status: "pending", attempts: 1, last_error: "could not connect" });
    expect(log).toContain("a loopback, private, link-local or reserved address");
  });

  test("with WEBHOOK_ALLOW_PRIVATE the receiver at 127.0.0.1 gets the call", async () => {
    answer = 204;
    const before = requests;
    const { row } = await deliverOnce(db(), receiverUrl, { allowPrivate: true });
    expect(requests).toBe(before + 1);
    expect(row).toEqual({ status: "sent", attempts: 1, last_error: null });
  });

  test("a receiver's error is kept as 'HTTP <status>' only, never its answer", async () => {
    answer = 500;
    const { row, log } = await deliverOnce(db(), receiverUrl, { allowPrivate: true });
    expect(row).toEqual({ status: "pending", attempts: 1, last_error: "HTTP 500" });
    expect(log).not.toContain("10.0.0.7");
  });

  test("a cloud metadata address is refused even with WEBHOOK_ALLOW_PRIVATE, as 'could not connect'", async () => {
    const { row } = await deliverOnce(db(), "http://169.254.169.254/latest/meta-data/", { allowPrivate: true });
    expect(row.last_error).toBe("could not connect");
  });
});

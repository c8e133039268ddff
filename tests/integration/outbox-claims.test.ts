import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import {
  claimDueRows,
  markAttemptFailed,
  markSent,
  retryOutboxRow,
  type ClaimedRow,
} from "#app/features/outbox/outbox.server";
import { RETRY_WINDOW_MS, retryDelayMs } from "#app/features/outbox/retry-schedule";
import { PUBLIC_ONLY } from "#app/features/outbox/egress-address.server";
import { EMAIL_NOT_CONFIGURED } from "#app/features/outbox/worker.server";
import { startOutboxWorker } from "../../server/outbox-worker";
import { createLogger } from "#app/utils/logger.server";
import { Refusal } from "#app/utils/refusal";
import { describeEachEngine } from "../setup/test-database";

const T0 = new Date("2026-12-01T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

async function addRows(db: DB, count: number, channel = "webhook", at = T0): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    event_key: `test-${channel}-${i}`,
    channel,
    payload: JSON.stringify({ url: "http://127.0.0.1:9/", body: "{}" }),
    next_attempt_at: at.toISOString(),
    created_at: at.toISOString(),
  }));
  await db.insertInto("outbox").values(rows).execute();
}

const statusOf = (db: DB, id: number) =>
  db
    .selectFrom("outbox")
    .select(["status", "attempts", "next_attempt_at", "last_error"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

test("the back-off doubles from 5 s and stops growing at an hour", () => {
  expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  expect(retryDelayMs(11)).toBe(3_600_000);
  expect(retryDelayMs(500)).toBe(3_600_000);
});

describeEachEngine("outbox claims", (db) => {
  test("eight claims at once never take the same row, and every row is taken once", async () => {
    await addRows(db(), 40);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimDueRows(db(), { at: later(1), leaseMs: 60_000, limit: 10 })),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Whatever the first round left (claims that found their picks taken) the next round takes.
    const rest = await claimDueRows(db(), { at: later(2), leaseMs: 60_000, limit: 100 });
    expect(new Set([...ids, ...rest.map((row) => row.id)]).size).toBe(40);
    expect(ids.length + rest.length).toBe(40);
  });

  test("a claimed row is left alone until its lease runs out, then claimed again with the attempt counted", async () => {
    await addRows(db(), 1);
    const [first] = await claimDueRows(db(), { at: later(0), leaseMs: 30_000, limit: 10 });
    expect(first?.attempts).toBe(1);
    expect(await claimDueRows(db(), { at: later(29_000), leaseMs: 30_000, limit: 10 })).toEqual([]);
    const [again] = await claimDueRows(db(), { at: later(31_000), leaseMs: 30_000, limit: 10 });
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
    // The first worker, back from the dead, cannot record over the second's claim.
    await markSent(db(), first!, later(32_000));
    expect((await statusOf(db(), first!.id)).status).toBe("pending");
    await markSent(db(), again!, later(32_000));
    expect((await statusOf(db(), first!.id)).status).toBe("sent");
  });

  test("failed attempts wait 5 s, 10 s, 20 s…, and after a day the row is failed; Retry makes it due now for another day", async () => {
    await addRows(db(), 1);
    let at = later(0);
    const waits: number[] = [];
    let row: ClaimedRow | undefined;
    for (;;) {
      [row] = await claimDueRows(db(), { at, leaseMs: 60_000, limit: 1 });
      const outcome = await markAttemptFailed(db(), row!, "the receiver answered HTTP 500", at);
      if (outcome === "failed") break;
      const next = new Date((await statusOf(db(), row!.id)).next_attempt_at);
      waits.push(next.getTime() - at.getTime());
      // Not due a moment before its time.
      expect(await claimDueRows(db(), { at: new Date(next.getTime() - 1), leaseMs: 60_000, limit: 1 })).toEqual([]);
      at = next;
    }
    expect(waits.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(at.getTime() - T0.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(at.getTime() - T0.getTime()).toBeGreaterThan(RETRY_WINDOW_MS - 3_600_000);
    const failed = await statusOf(db(), row!.id);
    expect(failed).toMatchObject({ status: "failed", last_error: "the receiver answered HTTP 500" });
    expect(failed.attempts).toBe(waits.length + 1);

    const retryAt = new Date(at.getTime() + 1_000);
    await retryOutboxRow(db(), row!.id, retryAt);
    const [retried] = await claimDueRows(db(), { at: retryAt, leaseMs: 60_000, limit: 1 });
    expect(retried?.id).toBe(row!.id);
    // A fresh window: the next failure is retried, not given up at once.
    expect(await markAttemptFailed(db(), retried!, "still down", retryAt)).toBe("pending");
    await markSent(db(), (await claimDueRows(db(), { at: later(RETRY_WINDOW_MS * 2), leaseMs: 1, limit: 1 }))[0]!, at);
    await expect(retryOutboxRow(db(), row!.id)).rejects.toBeInstanceOf(Refusal);
  });

  test("without SMTP the worker marks e-mail rows not configured and says so in one line", async () => {
    await addRows(db(), 2, "email", new Date(Date.now() - 1_000));
    const lines: string[] = [];
    const worker = startOutboxWorker(db(), {
      log: createLogger({ destination: { write: (line) => lines.push(line) } }),
      mailer: undefined,
      origin: "https://example.in",
      leaseMs: 60_000,
      webhookEgress: PUBLIC_ONLY,
      pollIntervalMs: 10,
    });
    await expect
      .poll(async () => (await db().selectFrom("outbox").select("status").execute()).map((r) => r.status))
      .toEqual(["not_configured", "not_configured"]);
    await worker.stop();
    const row = await db().selectFrom("outbox").select("last_error").executeTakeFirstOrThrow();
    expect(row.last_error).toBe(EMAIL_NOT_CONFIGURED);
    expect(lines.filter((line) => line.includes(EMAIL_NOT_CONFIGURED))).toHaveLength(2);
  });
});

describeEachEngine("outbox e-mail payloads", (db) => {
  test("a stored e-mail whose payload fails its kind's schema is failed at once with the kind and the field, and not sent", async () => {
    const at = new Date(Date.now() - 1_000).toISOString();
    const code = {
      kind: "privacy_code",
      to: "a@example.in",
      code: "123456",
      brandName: "B",
      pageUrl: "https://x.in/p",
    };
    const rows = {
      good: code,
      "code-a-number": { ...code, code: 123456 },
      "no-step": { kind: "step_reminder", recipient: "student", daysBefore: 1 },
      "unknown-kind": { kind: "postcard", to: "a@example.in" },
    };
    await db()
      .insertInto("outbox")
      .values(
        Object.entries(rows).map(([key, payload]) => ({
          event_key: key,
          channel: "email",
          payload: JSON.stringify(payload),
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
    const sent: string[] = [];
    const lines: string[] = [];
    const worker = startOutboxWorker(db(), {
      log: createLogger({ destination: { write: (line) => lines.push(line) } }),
      mailer: { send: async ({ messageId }) => void sent.push(messageId), close() {}, fromAddress: "f@example.in" },
      origin: "https://example.in",
      leaseMs: 60_000,
      webhookEgress: PUBLIC_ONLY,
      pollIntervalMs: 10,
    });
    await expect
      .poll(
        async () => (await db().selectFrom("outbox").select("status").where("status", "=", "pending").execute()).length,
      )
      .toBe(0);
    await worker.stop();
    const stored = await db().selectFrom("outbox").select(["event_key", "status", "attempts", "last_error"]).execute();
    const byKey = Object.fromEntries(stored.map((row) => [row.event_key, row]));
    expect(sent).toEqual(["<good@outbox.invalid>"]);
    expect(byKey.good).toMatchObject({ status: "sent" });
    expect(byKey["code-a-number"]).toMatchObject({ status: "failed", attempts: 1 });
    expect(byKey["code-a-number"]!.last_error).toMatch(/^unreadable payload of kind "privacy_code": code: /);
    expect(byKey["no-step"]).toMatchObject({ status: "failed", attempts: 1 });
    expect(byKey["no-step"]!.last_error).toMatch(/^unreadable payload of kind "step_reminder": stepId: /);
    expect(byKey["unknown-kind"]).toMatchObject({
      status: "failed",
      last_error: 'unreadable payload: unknown e-mail kind "postcard"',
    });
    expect(lines.filter((line) => line.includes("unreadable payload"))).toHaveLength(3);
  });
});

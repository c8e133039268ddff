import { expect, test } from "vitest";
import type { DB } from "#app/db/db.server";
import { createLead } from "#app/features/leads/leads.server";
import { monthsBefore, runRetention, startRetention } from "#app/features/privacy/retention.server";
import { listRequests, receiveRequest } from "#app/features/privacy/rights-requests.server";
import { createLogger } from "#app/utils/logger.server";
import { Refusal } from "#app/utils/refusal";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 22: rights requests are limited per connection (IP hash) and per contact, each counted
 * and stored in one serialised step, also when requests arrive all at once; the owners' queue is
 * paged and leaves unverified requests out; the retention job runs at every start.
 */

const LINKS = { origin: "https://example.in", secret: Buffer.alloc(32, 7) };

const ask = (db: DB, email: string, ipHash: string) =>
  receiveRequest(db, { kind: "access", email, phone: "", details: "", ipHash }, LINKS);

const stored = async (db: DB, column: "ip_hash" | "contact", value: string) =>
  (await db.selectFrom("privacy_requests").select("id").where(column, "=", value).execute()).length;

describeEachEngine("privacy: request limits", (db) => {
  // Rule: one connection may start 8 requests an hour, whatever addresses it names.
  test("the ninth request from one IP within the hour is refused (429) and stores nothing", async () => {
    for (let n = 1; n <= 8; n++) await ask(db(), `person${n}@example.in`, "one-connection");
    const refusal = await ask(db(), "person9@example.in", "one-connection").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).status).toBe(429);
    expect((refusal as Refusal).message).toContain("several requests from your connection in the last hour");
    expect(await stored(db(), "ip_hash", "one-connection")).toBe(8);
    expect(await stored(db(), "contact", "person9@example.in")).toBe(0);
    // Another connection is not held up, and the hour moves on.
    await ask(db(), "person9@example.in", "another-connection");
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await db()
      .updateTable("privacy_requests")
      .set({ created_at: hourAgo })
      .where("ip_hash", "=", "one-connection")
      .execute();
    await ask(db(), "person10@example.in", "one-connection");
  });

  // Rule: the count and the insert are one serialised step, so a burst cannot all pass a limit.
  test("twenty requests at once from one IP store eight; twenty at once for one address store three", async () => {
    const fromOneIp = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => ask(db(), `burst${n}@example.in`, "burst-connection")),
    );
    expect(fromOneIp.filter((result) => result.status === "fulfilled")).toHaveLength(8);
    expect(await stored(db(), "ip_hash", "burst-connection")).toBe(8);
    for (const result of fromOneIp)
      if (result.status === "rejected") expect((result.reason as Refusal).status).toBe(429);

    const forOneAddress = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => ask(db(), "Flooded@example.in", `connection-${n}`)),
    );
    expect(forOneAddress.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(await stored(db(), "contact", "flooded@example.in")).toBe(3);
    // One code e-mail per stored request, no more.
    const codes = await db()
      .selectFrom("outbox")
      .select("id")
      .where("event_key", "like", "privacy-request-%")
      .execute();
    expect(codes).toHaveLength(11);
  });
});

describeEachEngine("privacy: the owners' queue", (db) => {
  // Rule: nobody has proved anything by starting a request; the queue shows them only when asked.
  test("the queue is paged, leaves out requests waiting for their code unless asked, and they go after a day", async () => {
    for (let n = 0; n < 3; n++) await ask(db(), `waiting${n}@example.in`, `ip-${n}`);
    for (let n = 0; n < 30; n++)
      await receiveRequest(
        db(),
        { kind: "erase", email: "", phone: `98450${String(n).padStart(5, "0")}`, details: "", ipHash: `phone-ip-${n}` },
        LINKS,
      );
    const first = await listRequests(db());
    expect(first).toMatchObject({ page: 1, pageCount: 2, waiting: 3 });
    expect(first.requests).toHaveLength(25);
    expect(first.requests.every((request) => request.status === "verify_by_phone")).toBe(true);
    const second = await listRequests(db(), { page: 2 });
    expect(second.requests).toHaveLength(5);
    // Asked for, they are listed with the rest, by deadline (theirs came first).
    const all = await listRequests(db(), { withUnverified: true });
    expect(all.requests.slice(0, 3).map((request) => request.status)).toEqual(Array(3).fill("awaiting_code"));
    expect((await listRequests(db(), { page: 2, withUnverified: true })).requests).toHaveLength(8);
    // Past the last page: the last page.
    expect((await listRequests(db(), { page: 99 })).page).toBe(2);

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await db()
      .updateTable("privacy_requests")
      .set({ created_at: dayAgo })
      .where("contact", "=", "waiting0@example.in")
      .execute();
    await runRetention(db());
    expect((await listRequests(db(), { withUnverified: true })).waiting).toBe(2);
  });
});

describeEachEngine("privacy: retention at every start", (db) => {
  const quiet = () => createLogger({ destination: { write: () => {} } });
  let leads = 0;
  const idleLead = async (name: string) => {
    const { id } = await createLead(db(), {
      form: "banner",
      page: "/",
      name,
      phone: `98450000${String(++leads).padStart(2, "0")}`,
      utm: {},
      consentPurposes: ["contact"],
    });
    await db()
      .updateTable("leads")
      .set({ updated_at: monthsBefore(new Date(), 25).toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  };
  const erasedAt = async (id: number) =>
    (await db().selectFrom("leads").select("erased_at").where("id", "=", id).executeTakeFirstOrThrow()).erased_at;

  // Rule: a start always runs the job, whatever ran before it that day.
  test("a process whose job already ran today, restarted, anonymises a lead idle past the retention period", async () => {
    const first = startRetention(db(), { log: quiet() });
    await first.stop();
    const id = await idleLead("Idle After The First Run");
    const restarted = startRetention(db(), { log: quiet() });
    await restarted.stop();
    expect(await erasedAt(id)).not.toBeNull();
  });

  // Rule: until a start's run succeeds, each tick is that start's run, not a daily one that a
  // run of an earlier process already did today.
  test("a restart whose first run fails (the database away at start) runs at the next tick, though the job ran today", async () => {
    const first = startRetention(db(), { log: quiet() });
    await first.stop();
    const id = await idleLead("Idle Through A Failed Start");
    const restarted = startRetention(awayOnce(db()), { log: quiet(), intervalMs: 20 });
    try {
      await expect.poll(() => erasedAt(id), { timeout: 3000, interval: 20 }).not.toBeNull();
    } finally {
      await restarted.stop();
    }
    // Then daily: the ticks after that run find it done for the day.
    const later = await idleLead("Idle Later The Same Day");
    const ticking = startRetention(db(), { log: quiet(), intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await ticking.stop();
    const runs = await db().selectFrom("audit_log").select("id").where("action", "=", "retention.ran").execute();
    expect(runs).toHaveLength(3);
    expect(await erasedAt(later)).not.toBeNull();
  });
});

/** The database as a start finds it when it is away for a moment: its first transaction fails. */
function awayOnce(db: DB): DB {
  let away = true;
  return new Proxy(db, {
    get(target, property) {
      if (away && (property === "transaction" || property === "connection")) {
        away = false;
        return () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

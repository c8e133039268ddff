import { beforeAll, expect, test } from "vitest";
import { ServerBusyError } from "#app/utils/server-busy";
import { enterHashQueue, hashPassword, setHashCostForTests, verifyPassword } from "./password.server";

// This file tests the hash and its queue: at the real cost, not the tests' cheap one.
beforeAll(() => setHashCostForTests("real"));

test("a full hash queue refuses at once with ServerBusyError and Retry-After; the hashes it took all complete", async () => {
  const events: string[] = [];
  const attempts = Array.from({ length: 40 }, (_, i) =>
    hashPassword(`password-${i}`).then(
      (hash) => {
        events.push("hashed");
        return hash;
      },
      (error: unknown) => {
        events.push("refused");
        throw error;
      },
    ),
  );
  const settled = await Promise.allSettled(attempts);
  const refused = settled.filter((result) => result.status === "rejected");
  const hashed = settled.filter((result) => result.status === "fulfilled");
  expect(hashed.length).toBeGreaterThanOrEqual(2);
  expect(refused.length).toBeGreaterThan(0);
  for (const result of refused) {
    expect(result.reason).toBeInstanceOf(ServerBusyError);
    expect((result.reason as ServerBusyError).retryAfterSeconds).toBeGreaterThan(0);
  }
  // Refused at once: every refusal came before the first hash finished, none waited in line.
  expect(events.slice(0, refused.length).every((event) => event === "refused")).toBe(true);
  const [first] = hashed as PromiseFulfilledResult<string>[];
  expect(await verifyPassword("password-0", first!.value)).toBe(true);
  // Real scrypt hashes, as many as the queue takes: 13 s on a loaded two-core machine, beside a build.
}, 60_000);

test("a ticket holds a place: with every place taken, no new ticket is handed out until one is released", () => {
  const tickets = [];
  for (let ticket = enterHashQueue(); ticket; ticket = enterHashQueue()) tickets.push(ticket);
  // One running and at least one waiting, however slow the hashes have lately been.
  expect(tickets.length).toBeGreaterThanOrEqual(2);
  expect(enterHashQueue()).toBeUndefined();
  tickets.pop()!.release();
  const again = enterHashQueue();
  expect(again).toBeDefined();
  for (const ticket of [...tickets, again!]) ticket.release();
});

import { expect, test } from "vitest";
import { ServerBusyError } from "#app/utils/server-busy";
import {
  enterHashQueue,
  hashPassword,
  setHashCostForTests,
  unknownAccountHash,
  verifyPassword,
} from "./password.server";

// The queue's rules do not depend on a hash's cost, so these run at the tests' cheap one
// (tests/setup/cheap-hashing.ts): forty real hashes took 13-60 s on a loaded two-core machine and
// timed out in CI. The queue at the real cost is tested with 200 sign-ins against the production
// server (tests/e2e/admin/login-limits.test.ts), and the real parameters in
// tests/integration/admins-and-settings.test.ts.

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
});

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

test("a sign-in with an unknown e-mail is checked against a hash at the cost of a new one, which no password matches", async () => {
  const cost = (stored: string) => stored.split("$").slice(1, 4).join("$");
  for (const level of ["real", "cheap"] as const) {
    setHashCostForTests(level);
    expect(cost(unknownAccountHash())).toBe(level === "real" ? "131072$8$1" : "1024$8$1");
  }
  // At the tests' cost again (tests/setup/cheap-hashing.ts): a real hash would take a core for 0.3 s.
  expect(cost(unknownAccountHash())).toBe(cost(await hashPassword("any password")));
  expect(await verifyPassword("", unknownAccountHash())).toBe(false);
  expect(await verifyPassword("any password", unknownAccountHash())).toBe(false);
});

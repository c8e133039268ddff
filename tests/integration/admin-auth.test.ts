import { expect, test } from "vitest";
import { countAdmins, registerAdmin, verifyCredentials } from "#app/features/admins/admins.server";
import { issueSetupToken } from "#app/features/admins/first-admin-setup.server";
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  loginRetryAfterSeconds,
  markLoginSucceeded,
  recordLoginAttempt,
  reserveLoginAttempt,
} from "#app/features/admins/login-throttle.server";
import { purgeExpiredSignInRows, startPurging } from "#app/features/admins/housekeeping.server";
import { signIn } from "#app/features/admins/sign-in.server";
import { createLogger } from "#app/utils/logger.server";
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  createSession,
  findSessionAdmin,
  revokeAdminSessions,
  revokeSession,
} from "#app/features/admins/sessions.server";
import { describeEachEngine } from "../setup/test-database";

const person = { name: "Priya Rao", email: "Priya@Example.in", mobile: "9845012345", password: "secret12" };

describeEachEngine("admin accounts and sessions", (db) => {
  test("the first registration is open, the next needs a signed-in admin, e-mails are unique", async () => {
    const first = await registerAdmin(db(), person, { bySignedInAdmin: false, setupTokenRequired: false });
    expect(first).toMatchObject({ ok: true, admin: { email: "priya@example.in" } });
    expect(
      await registerAdmin(
        db(),
        { ...person, email: "b@example.in" },
        { bySignedInAdmin: false, setupTokenRequired: false },
      ),
    ).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await registerAdmin(db(), person, { bySignedInAdmin: true, setupTokenRequired: false })).toEqual({
      ok: false,
      reason: "email-taken",
    });
    expect(
      await registerAdmin(
        db(),
        { ...person, email: "b@example.in" },
        { bySignedInAdmin: true, setupTokenRequired: false },
      ),
    ).toMatchObject({
      ok: true,
    });
    expect(await countAdmins(db())).toBe(2);
  });

  test("in production the first admin needs the start log's one-time link, and it works once", async () => {
    const production = { bySignedInAdmin: false, setupTokenRequired: true } as const;
    const token = await issueSetupToken(db());
    const otherProcess = await issueSetupToken(db());
    for (const setupToken of [undefined, null, "", "x".repeat(32), token.slice(1), `${token}x`]) {
      expect(await registerAdmin(db(), person, { ...production, setupToken })).toEqual({
        ok: false,
        reason: "setup-token",
      });
    }
    expect(await countAdmins(db())).toBe(0);
    expect(await registerAdmin(db(), person, { ...production, setupToken: token })).toMatchObject({ ok: true });
    // Spent: the same link, or another process's, creates nobody else.
    for (const setupToken of [token, otherProcess]) {
      expect(await registerAdmin(db(), { ...person, email: "c@example.in" }, { ...production, setupToken })).toEqual({
        ok: false,
        reason: "closed",
      });
    }
    expect(await db().selectFrom("admin_setup_tokens").selectAll().execute()).toEqual([]);
    expect(await countAdmins(db())).toBe(1);
  });

  test("two racing with the same link: exactly one becomes the first admin", async () => {
    const setupToken = await issueSetupToken(db());
    const results = await Promise.all(
      ["one@example.in", "two@example.in"].map((email) =>
        registerAdmin(db(), { ...person, email }, { bySignedInAdmin: false, setupTokenRequired: true, setupToken }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await countAdmins(db())).toBe(1);
  });

  test("two people racing to be the first admin: exactly one wins", async () => {
    const results = await Promise.all([
      registerAdmin(
        db(),
        { ...person, email: "one@example.in" },
        { bySignedInAdmin: false, setupTokenRequired: false },
      ),
      registerAdmin(
        db(),
        { ...person, email: "two@example.in" },
        { bySignedInAdmin: false, setupTokenRequired: false },
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await countAdmins(db())).toBe(1);
  });

  test("credentials: the same answer for a wrong password and an unknown e-mail", async () => {
    await registerAdmin(db(), person, { bySignedInAdmin: false, setupTokenRequired: false });
    expect(await verifyCredentials(db(), " PRIYA@example.in ", "secret12")).toMatchObject({ name: "Priya Rao" });
    expect(await verifyCredentials(db(), "priya@example.in", "wrong-one")).toBeUndefined();
    expect(await verifyCredentials(db(), "nobody@example.in", "secret12")).toBeUndefined();
  });

  test("a session is found by its token only, expires when idle or old, and ends at logout", async () => {
    const registered = await registerAdmin(db(), person, { bySignedInAdmin: false, setupTokenRequired: false });
    if (!registered.ok) throw new Error("registration failed");
    const start = new Date("2026-11-22T10:00:00.000Z");
    const { token } = await createSession(db(), registered.admin.id, start);
    const stored = await db().selectFrom("admin_sessions").select("id").executeTakeFirstOrThrow();
    expect(stored.id).not.toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await findSessionAdmin(db(), token, new Date(start.getTime() + 60_000))).toMatchObject({
      name: "Priya Rao",
    });
    expect(await findSessionAdmin(db(), "x".repeat(43), start)).toBeUndefined();
    expect(await findSessionAdmin(db(), `${token}'; --`, start)).toBeUndefined();

    // Idle too long.
    expect(
      await findSessionAdmin(db(), token, new Date(start.getTime() + SESSION_IDLE_TIMEOUT_MS + 120_000)),
    ).toBeUndefined();

    // Kept busy, it still ends at its absolute lifetime.
    const busy = await createSession(db(), registered.admin.id, start);
    for (let t = 30 * 60_000; t < SESSION_ABSOLUTE_LIFETIME_MS; t += 30 * 60_000) {
      expect(await findSessionAdmin(db(), busy.token, new Date(start.getTime() + t))).toBeDefined();
    }
    expect(
      await findSessionAdmin(db(), busy.token, new Date(start.getTime() + SESSION_ABSOLUTE_LIFETIME_MS)),
    ).toBeUndefined();

    const now = new Date();
    const live = await createSession(db(), registered.admin.id, now);
    await revokeSession(db(), live.token);
    expect(await findSessionAdmin(db(), live.token, now)).toBeUndefined();

    const a = await createSession(db(), registered.admin.id, now);
    const b = await createSession(db(), registered.admin.id, now);
    await revokeAdminSessions(db(), registered.admin.id);
    expect(await findSessionAdmin(db(), a.token, now)).toBeUndefined();
    expect(await findSessionAdmin(db(), b.token, now)).toBeUndefined();
  });

  test("five failures lock the account for the rest of the window; successes don't count", async () => {
    const at = new Date("2026-11-22T10:00:00.000Z");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      await recordLoginAttempt(db(), "priya@example.in", "ip-a", false, at);
    await recordLoginAttempt(db(), "priya@example.in", "ip-a", true, at);
    expect(await loginRetryAfterSeconds(db(), "priya@example.in", "ip-b", at)).toBe(0);
    await recordLoginAttempt(db(), "PRIYA@example.in", "ip-c", false, at);
    const later = new Date(at.getTime() + 60_000);
    expect(await loginRetryAfterSeconds(db(), "priya@example.in", "ip-b", later)).toBe(LOGIN_WINDOW_MS / 1000 - 60);
    expect(await loginRetryAfterSeconds(db(), "someone@example.in", "ip-b", later)).toBe(0);
    expect(
      await loginRetryAfterSeconds(db(), "priya@example.in", "ip-b", new Date(at.getTime() + LOGIN_WINDOW_MS + 1000)),
    ).toBe(0);
  });

  test("40 attempts reserved at once for one account: exactly 5 are counted, the rest are told how long to wait", async () => {
    // What 40 parallel requests on several processes do: each reserves its attempt before hashing.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => reserveLoginAttempt(db(), "Priya@example.in", `ip-${i}`)),
    );
    const granted = results.filter((result) => "id" in result);
    expect(granted).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    for (const result of results.filter((result) => "retryAfterSeconds" in result)) {
      expect((result as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    }
    // Reserved attempts count as failures until the password proves right.
    expect(await loginRetryAfterSeconds(db(), "priya@example.in", "ip-z")).toBeGreaterThan(0);
    await markLoginSucceeded(db(), (granted[0] as { id: number }).id);
    expect(await loginRetryAfterSeconds(db(), "priya@example.in", "ip-z")).toBe(0);
  });

  test("attempts reserved at once from one address: exactly 20 are counted across accounts", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reserveLoginAttempt(db(), `user${i}@example.in`, "ip-burst")),
    );
    expect(results.filter((result) => "id" in result)).toHaveLength(MAX_FAILURES_PER_IP);
  });

  test("a burst of sign-ins for one account checks one password at a time; the others are refused before hashing", async () => {
    await registerAdmin(db(), person, { bySignedInAdmin: false, setupTokenRequired: false });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(db(), { email: person.email, password: `wrong-${i}`, ipHash: "ip-burst" }),
      ),
    );
    const reasons = results.map((result) => (result.ok ? "ok" : result.reason));
    const checked = reasons.filter((reason) => reason === "invalid").length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(reasons.filter((reason) => reason !== "invalid").every((reason) => reason === "account-busy")).toBe(true);
    const recorded = await db()
      .selectFrom("login_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(checked);
    // The right password afterwards signs in, and its attempt is not counted as a failure; unless
    // the burst's checks, one after another, used up the account's tries (a run on PostgreSQL
    // checked all five): then the account waits, as any account after five wrong passwords.
    const right = await signIn(db(), { email: person.email, password: person.password, ipHash: "ip-burst" });
    if (checked < MAX_FAILURES_PER_ACCOUNT) expect(right).toMatchObject({ ok: true });
    else expect(right).toMatchObject({ ok: false, reason: "throttled" });
  });

  test("the purge deletes sessions past their lifetime or idle too long, and login attempts older than the window", async () => {
    const registered = await registerAdmin(db(), person, { bySignedInAdmin: false, setupTokenRequired: false });
    if (!registered.ok) throw new Error("registration failed");
    const at = new Date("2026-11-22T20:00:00.000Z");
    const before = (ms: number) => new Date(at.getTime() - ms);
    const live = await createSession(db(), registered.admin.id, before(60_000));
    await createSession(db(), registered.admin.id, before(SESSION_ABSOLUTE_LIFETIME_MS)); // expires exactly now
    await createSession(db(), registered.admin.id, before(SESSION_IDLE_TIMEOUT_MS + 1_000)); // idle too long
    await recordLoginAttempt(db(), "old@example.in", "ip-a", false, before(LOGIN_WINDOW_MS));
    await recordLoginAttempt(db(), "recent@example.in", "ip-a", false, before(LOGIN_WINDOW_MS - 1_000));

    expect(await purgeExpiredSignInRows(db(), at)).toEqual({ sessions: 2, loginAttempts: 1 });
    expect(await findSessionAdmin(db(), live.token, at)).toBeDefined();
    const attempts = await db().selectFrom("login_attempts").select("email").execute();
    expect(attempts).toEqual([{ email: "recent@example.in" }]);
    expect(await purgeExpiredSignInRows(db(), at)).toEqual({ sessions: 0, loginAttempts: 0 });
  });

  test("startPurging purges at once and on every tick until stopped", async () => {
    const old = () =>
      recordLoginAttempt(db(), "old@example.in", "ip-a", false, new Date(Date.now() - LOGIN_WINDOW_MS - 1_000));
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom("login_attempts")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await old();
    const log: string[] = [];
    const purging = startPurging(db(), {
      intervalMs: 50,
      log: createLogger({ destination: { write: (line) => log.push(line) } }),
    });
    await expect.poll(count, { timeout: 5_000, interval: 20 }).toBe(0);
    await old();
    await expect.poll(count, { timeout: 5_000, interval: 20 }).toBe(0);
    await purging.stop();
    await old();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(1);
    expect(log).toEqual([]);
  });

  test("twenty failures from one address lock it for every account", async () => {
    const at = new Date();
    for (let i = 0; i < 20; i++) await recordLoginAttempt(db(), `user${i}@example.in`, "ip-x", false, at);
    expect(await loginRetryAfterSeconds(db(), "fresh@example.in", "ip-x", at)).toBeGreaterThan(0);
    expect(await loginRetryAfterSeconds(db(), "fresh@example.in", "ip-y", at)).toBe(0);
  });
});

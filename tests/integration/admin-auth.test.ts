import { expect, test } from "vitest";
import { countAdmins, registerAdmin, verifyCredentials } from "#app/features/admins/admins.server";
import { issueSetupToken } from "#app/features/admins/first-admin-setup.server";
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  loginRetryAfterSeconds,
  recordLoginAttempt,
} from "#app/features/admins/login-throttle.server";
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

  test("twenty failures from one address lock it for every account", async () => {
    const at = new Date();
    for (let i = 0; i < 20; i++) await recordLoginAttempt(db(), `user${i}@example.in`, "ip-x", false, at);
    expect(await loginRetryAfterSeconds(db(), "fresh@example.in", "ip-x", at)).toBeGreaterThan(0);
    expect(await loginRetryAfterSeconds(db(), "fresh@example.in", "ip-y", at)).toBe(0);
  });
});

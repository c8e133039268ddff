import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { engines, newDatabaseUrl } from "../support/databases";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { ADMIN, withDatabase } from "./admin-helpers";

/**
 * The login limits under bursts of parallel requests (hardening issue, finding 2): an attempt is
 * counted before its password is hashed, one hash per account runs at a time, and a full hash
 * queue is answered at once instead of making everyone wait.
 */

interface LoginAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** One POST, answered; `via` picks the login page (form, as without JavaScript) or adminLogin.php (JSON). */
async function login(
  server: ServerProcess,
  via: "form" | "api",
  fields: { email: string; password: string },
  forwardedFor: string,
): Promise<LoginAnswer> {
  const form = via === "form";
  const response = await fetch(`${server.url}${form ? "/AdminLogin" : "/narayanaApi/adminLogin.php"}`, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      accept: form ? "text/html" : "application/json",
      origin: server.url,
      // The servers trust one proxy (TRUST_PROXY=1): this names the visitor.
      "x-forwarded-for": forwardedFor,
    },
    body: form ? new URLSearchParams(fields) : JSON.stringify(fields),
    redirect: "manual",
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() };
}

const statuses = (answers: LoginAnswer[]) =>
  answers.reduce<Record<number, number>>((tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});

const attemptsRecorded = (databaseUrl: string, email: string) =>
  withDatabase(databaseUrl, async (db) => {
    const row = await db
      .selectFrom("login_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });

function expectRetryAfter(answer: LoginAnswer) {
  expect(answer.retryAfter, `Retry-After of a ${answer.status}`).toMatch(/^\d+$/);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(15 * 60);
}

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  DEMO_DATA: "0",
  TRUST_PROXY: "1",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_NAME: ADMIN.name,
});

for (const engine of engines()) {
  describe(`login limits under a burst [${engine}]`, () => {
    let server: ServerProcess;
    let databaseUrl: string;

    beforeAll(async () => {
      databaseUrl = await newDatabaseUrl(engine);
      server = await startServerProcess(serverEnv(databaseUrl));
    });

    afterAll(async () => {
      await server?.stop();
    });

    for (const via of ["form", "api"] as const) {
      test(`40 wrong passwords at once for one account (${via === "form" ? "login page" : "adminLogin.php"}): at most 5 are checked, the rest answer 429 with Retry-After`, async () => {
        const email = via === "form" ? ADMIN.email : "burst.api@example.com";
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            login(server, via, { email, password: `wrong-${i}` }, `203.0.113.${via === "form" ? 10 : 11}`),
          ),
        );
        const checked = answers.filter((answer) => answer.status === 401);
        const refused = answers.filter((answer) => answer.status === 429);
        expect(statuses(answers), "every answer is 401 or 429").toEqual({ 401: checked.length, 429: refused.length });
        expect(checked.length).toBeGreaterThanOrEqual(1);
        expect(checked.length).toBeLessThanOrEqual(5);
        for (const answer of refused) expectRetryAfter(answer);
        // Each checked password left one failed attempt; the refused ones left none.
        expect(await attemptsRecorded(databaseUrl, email)).toBe(checked.length);
        if (via === "form") {
          for (const answer of refused)
            expect(answer.text).toMatch(/role="alert"[^>]*>(Too many failed attempts|Another sign-in)/);
        } else {
          for (const answer of refused) expect(JSON.parse(answer.text)).toMatchObject({ success: false });
        }
      });
    }

    // The hash queue lives in the server process, not in the database, so one engine shows it:
    // PostgreSQL when there is one, whose connection pool the crowd also presses on. Each run
    // hashes some twenty real passwords (0.3 CPU-s each).
    if (engine === engines().at(-1))
      test("200 logins at once with different e-mails from different addresses are all answered within 5 s; the ones the server can't take get 503 with Retry-After", async () => {
        const crowd = (password: string) =>
          Promise.all(
            Array.from({ length: 200 }, (_, i) =>
              login(
                server,
                i % 2 === 0 ? "form" : "api",
                { email: `crowd.${i}@example.com`, password },
                `198.51.${100 + (i >> 8)}.${i & 255}`,
              ),
            ),
          );
        // What this machine needs right now to answer 200 such requests with no password to check
        // (an empty password is refused with 400 before any hash): on a shared, busy test machine
        // that alone can take seconds, and it is not what the bound is about.
        let started = Date.now();
        expect(statuses(await crowd(""))).toEqual({ 400: 200 });
        const baseline = Date.now() - started;

        started = Date.now();
        const answers = await crowd("not-it");
        const elapsed = Date.now() - started;
        const checked = answers.filter((answer) => answer.status === 401);
        const busy = answers.filter((answer) => answer.status === 503);
        expect(statuses(answers), "every answer is 401 or 503").toEqual({ 401: checked.length, 503: busy.length });
        // The bound: every one answered within 5 s (a queue without bound took 45 s and
        // more), on top of the time the machine takes to answer 200 requests at all.
        expect(elapsed, `all 200 answered after ${elapsed} ms (baseline ${baseline} ms)`).toBeLessThan(
          5_000 + baseline,
        );
        expect(checked.length).toBeGreaterThanOrEqual(2);
        expect(busy.length).toBeGreaterThan(0);
        for (const answer of busy) expectRetryAfter(answer);
        const pageAnswer = busy.find((answer) => answer.text.startsWith("<!DOCTYPE html>"));
        expect(pageAnswer?.text).toMatch(/role="alert"[^>]*>The server is busy/);
        const apiAnswer = busy.find((answer) => answer.text.startsWith("{"));
        expect(JSON.parse(apiAnswer!.text)).toMatchObject({ success: false, message: expect.stringContaining("busy") });
      });

    describe(`login limits across two processes on one database [${engine}]`, () => {
      // The server above is the first of the two processes: a second starts on its database.
      let a: ServerProcess;
      let b: ServerProcess;

      beforeAll(async () => {
        a = server;
        // The login page's burst above left ADMIN's account locked for 15 minutes: its attempts
        // go, as if that window had passed, so this burst starts from none.
        await withDatabase(databaseUrl, (db) =>
          db.deleteFrom("login_attempts").where("email", "=", ADMIN.email).execute(),
        );
        b = await startServerProcess(serverEnv(databaseUrl));
      });

      afterAll(async () => {
        await b?.stop();
      });

      test("bursts of wrong passwords spread over both processes check no more than 5, then even the right password is refused", async () => {
        const answers: LoginAnswer[] = [];
        for (let round = 0; round < 6; round++) {
          answers.push(
            ...(await Promise.all(
              Array.from({ length: 8 }, (_, i) =>
                login(
                  i % 2 === 0 ? a : b,
                  "api",
                  { email: ADMIN.email, password: `wrong-${round}-${i}` },
                  "203.0.113.20",
                ),
              ),
            )),
          );
        }
        const checked = answers.filter((answer) => answer.status === 401);
        expect(statuses(answers)).toEqual({ 401: checked.length, 429: answers.length - checked.length });
        expect(checked.length).toBeLessThanOrEqual(5);
        const right = await login(b, "api", { email: ADMIN.email, password: ADMIN.password }, "203.0.113.21");
        expect(right.status).toBe(429);
        expectRetryAfter(right);
      });
    });
  });
}

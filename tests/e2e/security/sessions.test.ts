import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { browserEngines } from "../support/databases";
import {
  ADMIN,
  SESSION_COOKIE,
  countRows,
  loginThroughForm,
  postForm,
  sessionCookieValue,
  sessionId,
  setSessionCookie,
  withDatabase,
} from "../admin/admin-helpers";
import { apiLogin } from "../api/api-client";
import { WRITABLE_TABLES, randomTag, startSecurityServer, type SecurityServer } from "./security-helpers";

/**
 * Admin sessions under attack, on every engine. Already covered elsewhere (tests/e2e/admin/auth.test.ts,
 * SQLite only): a second login replaces the first session; logging out through the side menu ends
 * the session for the dashboard and a page GET; a real token with one character changed, a random
 * 43-character token and "not-a-session" are refused by the dashboard; idle and expired sessions.
 * (tests/e2e/api/spec-api-bad-input.test.ts: a forged "AAAA…" token on the API's writes.)
 *
 * Here: a cookie planted before login (made up, or someone else's live session) is replaced and
 * grants nothing; a logged-out cookie opens neither pages, the API, the CSV export nor form posts;
 * every malformed, truncated, padded, re-encoded or wrongly named cookie is refused everywhere,
 * never with a 500.
 */

const LOGIN_PATH = (from: string) => `/AdminLogin?redirectTo=${encodeURIComponent(from)}`;

let browser: Browser;

beforeAll(async () => {
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
});

for (const engine of browserEngines()) {
  describe(`session fixation, reuse and tampering [${engine}]`, () => {
    let s: SecurityServer;

    beforeAll(async () => {
      s = await startSecurityServer(engine);
    });

    afterAll(async () => {
      await s?.server.stop();
    });

    /** What each guarded place answers to this Cookie header. */
    async function probe(cookieHeader: string | undefined) {
      const headers: Record<string, string> = cookieHeader === undefined ? {} : { cookie: cookieHeader };
      const get = (path: string) => fetch(`${s.server.url}${path}`, { headers, redirect: "manual" });
      const where = (response: Response) =>
        response.status === 302 ? `302 ${response.headers.get("location")}` : String(response.status);
      const dashboard = await get("/Admin/Desboard");
      const csv = await get("/Admin/leads.csv");
      const api = await get("/narayanaApi/getAdmin.php");
      const write = await fetch(`${s.server.url}/narayanaApi/college_catagory.php`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ catagory_name: `Probe ${randomTag()}` }),
        redirect: "manual",
      });
      const form = await fetch(`${s.server.url}/category`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded", origin: s.server.url },
        body: new URLSearchParams({ name: `Probe ${randomTag()}` }),
        redirect: "manual",
      });
      for (const response of [dashboard, csv, api, write, form]) await response.arrayBuffer();
      return {
        dashboard: where(dashboard),
        csv: where(csv),
        api: String(api.status),
        write: String(write.status),
        form: where(form),
      };
    }

    const REFUSED = {
      dashboard: `302 ${LOGIN_PATH("/Admin/Desboard")}`,
      csv: `302 ${LOGIN_PATH("/Admin/leads.csv")}`,
      api: "401",
      write: "401",
      form: "302 /AdminLogin",
    };
    const ALLOWED = { dashboard: "200", csv: "200", api: "200", write: "201", form: "200" };

    const sessionRow = (token: string) =>
      withDatabase(s.databaseUrl, (db) =>
        db.selectFrom("admin_sessions").select("id").where("id", "=", sessionId(token)).executeTakeFirst(),
      );

    test("a made-up cookie planted before login is replaced by a new token at login, and the planted one grants nothing", async () => {
      const planted = crypto.randomBytes(32).toString("base64url");
      const context = await browser.newContext();
      try {
        await setSessionCookie(context, s.server.url, planted);
        const page = await context.newPage();
        await loginThroughForm(page, s.server.url);
        const after = await sessionCookieValue(context, s.server.url);
        expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(after).not.toBe(planted);
        expect(await sessionRow(planted)).toBeUndefined();
        expect(await probe(`${SESSION_COOKIE}=${planted}`)).toEqual(REFUSED);
        expect(await probe(`${SESSION_COOKIE}=${after}`)).toEqual(ALLOWED);
      } finally {
        await context.close();
      }
    });

    test("someone else's live session planted in a browser is ended when the browser's owner signs in, through the login form and adminLogin.php", async () => {
      // The attacker signs in, then plants their own session cookie on the victim's browser,
      // which sends it with the victim's login.
      const viaForm = (await apiLogin(s.call)).slice(SESSION_COOKIE.length + 1);
      expect(await sessionRow(viaForm)).toBeDefined();
      const form = await postForm(
        s.server.url,
        "/AdminLogin",
        { email: ADMIN.email, password: ADMIN.password },
        { cookie: viaForm },
      );
      expect(form.status).toBe(200);
      const fromForm = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(form.headers.get("set-cookie") ?? "")?.[1];
      expect(fromForm).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fromForm).not.toBe(viaForm);
      expect(await sessionRow(viaForm)).toBeUndefined();
      expect(await probe(`${SESSION_COOKIE}=${viaForm}`)).toEqual(REFUSED);
      expect(await probe(`${SESSION_COOKIE}=${fromForm}`)).toEqual(ALLOWED);

      const viaApi = (await apiLogin(s.call)).slice(SESSION_COOKIE.length + 1);
      const login = await s.call("/narayanaApi/adminLogin.php", {
        json: { email: ADMIN.email, password: ADMIN.password },
        cookie: `${SESSION_COOKIE}=${viaApi}`,
      });
      expect(login.status).toBe(200);
      const fromApi = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(login.headers.get("set-cookie") ?? "")?.[1];
      expect(fromApi).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fromApi).not.toBe(viaApi);
      expect(await sessionRow(viaApi)).toBeUndefined();
      expect(await probe(`${SESSION_COOKIE}=${viaApi}`)).toEqual(REFUSED);
      expect(await probe(`${SESSION_COOKIE}=${fromApi}`)).toEqual(ALLOWED);
    });

    test("after logout the old cookie opens nothing: not the dashboard, the CSV, the API, an API write or a form post; other sessions live on", async () => {
      const token = (await apiLogin(s.call)).slice(SESSION_COOKIE.length + 1);
      const other = (await apiLogin(s.call)).slice(SESSION_COOKIE.length + 1);
      expect(await probe(`${SESSION_COOKIE}=${token}`)).toEqual(ALLOWED);

      const logout = await postForm(s.server.url, "/Admin/logout", {}, { cookie: token });
      expect(logout.status).toBe(302);
      expect(logout.headers.get("location")).toBe("/AdminLogin");
      expect(logout.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      expect(await sessionRow(token)).toBeUndefined();

      const before = await countRows(s.databaseUrl, WRITABLE_TABLES);
      expect(await probe(`${SESSION_COOKIE}=${token}`)).toEqual(REFUSED);
      // Logging out again, or with the dead cookie, changes nothing and starts nothing.
      const again = await postForm(s.server.url, "/Admin/logout", {}, { cookie: token });
      expect(again.status).toBe(302);
      expect(await countRows(s.databaseUrl, WRITABLE_TABLES)).toEqual(before);

      // Only that session ended.
      expect(await probe(`${SESSION_COOKIE}=${other}`)).toEqual(ALLOWED);
    });

    test("tampered, truncated, padded, re-encoded and wrongly named cookies get the login redirect or 401 everywhere, never a 500", async () => {
      const token = (await apiLogin(s.call)).slice(SESSION_COOKIE.length + 1);
      const flip = (char: string) => (char === "A" ? "B" : "A");
      const cookies: Record<string, string | undefined> = {
        "no cookie": undefined,
        "first character changed": `${SESSION_COOKIE}=${flip(token[0]!)}${token.slice(1)}`,
        "last character changed": `${SESSION_COOKIE}=${token.slice(0, -1)}${flip(token.at(-1)!)}`,
        "one character short": `${SESSION_COOKIE}=${token.slice(0, -1)}`,
        "one character long": `${SESSION_COOKIE}=${token}A`,
        "base64 padding added": `${SESSION_COOKIE}=${token}=`,
        "standard base64 alphabet": `${SESSION_COOKIE}=${token.slice(0, -2)}+/`,
        "upper-cased": `${SESSION_COOKIE}=${token.toUpperCase()}`,
        quoted: `${SESSION_COOKIE}="${token}"`,
        "another random token": `${SESSION_COOKIE}=${crypto.randomBytes(32).toString("base64url")}`,
        "the stored SHA-256 instead of the token": `${SESSION_COOKIE}=${sessionId(token)}`,
        empty: `${SESSION_COOKIE}=`,
        SQL: `${SESSION_COOKIE}=' OR '1'='1`,
        "malformed percent-encoding": `${SESSION_COOKIE}=%E0%A4%A`,
        "a lone percent sign": `${SESSION_COOKIE}=%`,
        "4 KB long": `${SESSION_COOKIE}=${"A".repeat(4096)}`,
        "development name in production": `admin_session=${token}`,
        "prefix in other letter case": `__host-admin_session=${token}`,
        "__Secure- prefix": `__Secure-admin_session=${token}`,
      };
      const answers: Record<string, unknown> = {};
      for (const [label, header] of Object.entries(cookies)) answers[label] = await probe(header);
      expect(answers).toEqual(Object.fromEntries(Object.keys(cookies).map((label) => [label, REFUSED])));

      // The real token is still good: the refusals above were about the cookie alone.
      expect(await probe(`${SESSION_COOKIE}=${token}`)).toEqual(ALLOWED);
    });
  });
}

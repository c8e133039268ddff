import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createSession } from "#app/features/admins/sessions.server";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, waitForHydration, type WatchedPage } from "../public/watched-page";
import {
  ADMIN,
  SESSION_COOKIE,
  collegeFields,
  countRows,
  getPage,
  loginOverHttp,
  openAndHydrate,
  postForm,
  sessionCookieValue,
  servedAlerts,
  sessionId,
  setSessionCookie,
  setupLinkPath,
  startAdminServer,
  uniqueName,
  withDatabase,
} from "./admin-helpers";

const CLOSED = "Registration is closed. Ask an administrator to add you.";
const INVALID = "Invalid email or password.";

/** Every page of the admin area, each behind the session check. */
const ADMIN_PAGES = [
  "/Admin/Desboard",
  "/Admin/Details",
  "/Admin/CollegeBranch",
  "/Admin/CollegeCource",
  "/Admin/Placement",
  "/Addmission",
  "/category",
];

let browser: Browser;

beforeAll(async () => {
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The texts of the alerts inside the page's main content, in order. */
const alertTexts = (page: Page) => page.locator("main").getByRole("alert").allTextContents();

/**
 * One page per server, shared by its tests (each test's own checks of the console start afresh):
 * asserts that nothing but the console lines of answers with `allowStatuses` was logged since.
 */
function expectCleanSince(watched: WatchedPage, allowStatuses: number[] = []): void {
  watched.expectClean({ allowStatuses });
  watched.errors.length = 0;
}

/** The served HTML's level-1 heading's text, if any. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** Five wrong passwords for this e-mail, each refused with the usual message. */
async function failFiveTimes(server: RunningServer, email: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await postForm(server.url, "/AdminLogin", { email, password: `wrong-${attempt}` });
    expect({ attempt, status: response.status }).toEqual({ attempt, status: 401 });
    expect(await response.text()).toContain(INVALID);
  }
}

describe("admin registration [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let watched: WatchedPage;
  let page: Page;
  const first = {
    name: "Meera Founder",
    email: "Meera.Founder@Example.com",
    password: "s3cret-Pass!",
    mobile: "9845011111",
  };

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({ admin: null }));
    watched = await openPage(browser, server.url);
    page = watched.page;
  });

  afterAll(async () => {
    await watched?.close();
    await server?.stop();
  });

  const adminRows = () =>
    withDatabase(databaseUrl, (db) => db.selectFrom("admins").selectAll().orderBy("id").execute());

  test("the first admin registers at /AdminReg: all four messages at once, then 'Your data is submitted' and a scrypt hash", async () => {
    expect(await adminRows()).toEqual([]);
    // A new production site: the form opens only through the one-time link in the start log.
    expect((await page.goto(`${server.url}${setupLinkPath(server)}`))?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getByText("No administrator exists yet").count()).toBe(1);

    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => alertTexts(page), POLL)
      .toEqual([
        "Name is required",
        "Valid Email is required",
        "Password must be at least 6 characters long",
        "Enter a valid 10-digit mobile number",
      ]);
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await adminRows()).toEqual([]);

    await page.getByLabel("Name", { exact: true }).fill(first.name);
    await page.getByLabel("Email", { exact: true }).fill(first.email);
    await page.getByLabel("Password", { exact: true }).fill(first.password);
    await page.getByLabel("Mobile", { exact: true }).fill(first.mobile);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), POLL).toBe("Your data is submitted");
    // Registration closed behind the first admin: no form any more.
    await expect.poll(() => page.getByRole("button", { name: "Submit" }).count(), POLL).toBe(0);

    const rows = await adminRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ name: first.name, email: first.email.toLowerCase(), mobile: first.mobile });
    expect(row.password_hash.startsWith("scrypt$")).toBe(true);
    expect(row.password_hash).not.toContain(first.password);
    expect(row.password_hash).not.toContain(Buffer.from(first.password).toString("base64"));
    expectCleanSince(watched, [400]);
  });

  test("once an admin exists, anonymous visitors see 'Registration is closed' and their POSTs are refused with 403", async () => {
    expect(await adminRows()).toHaveLength(1);
    // What the server sends an anonymous visitor: the notice, and no form.
    for (const path of ["/AdminReg", "/adminReg"]) {
      const response = await getPage(server.url, path);
      const html = await response.text();
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      expect({ path, alerts: servedAlerts(html) }).toEqual({ path, alerts: [CLOSED] });
      expect({ path, password: main.includes('type="password"') }).toEqual({ path, password: false });
      expect({ path, submit: />Submit<\/button>/.test(main) }).toEqual({ path, submit: false });
    }

    // A script on the site's own page (same Origin) posting the form anyway: the page the first
    // admin registered on, still anonymous.
    const fromBrowser = await page.evaluate(async () => {
      const body = new URLSearchParams({
        name: "Sneaky Browser",
        email: "sneaky.browser@example.com",
        password: "password123",
        mobile: "9845022222",
      });
      const response = await fetch("/AdminReg", { method: "POST", body });
      return { status: response.status, text: await response.text() };
    });
    expect(fromBrowser.status).toBe(403);
    expect(fromBrowser.text).toContain("Registration is closed");

    // The same from outside a browser, with the site's own Origin.
    const response = await postForm(server.url, "/AdminReg", {
      name: "Sneaky Script",
      email: "sneaky.script@example.com",
      password: "password123",
      mobile: "9845033333",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Registration is closed");

    const rows = await adminRows();
    expect(rows.map((row) => row.email)).toEqual([first.email.toLowerCase()]);
    expectCleanSince(watched, [403]);
  });

  test("a signed-in admin can register a colleague, who then appears on the dashboard", async () => {
    // Signed in over HTTP (the login form is the next describe's), in the page the first admin registered on.
    const session = await loginOverHttp(server.url, { name: first.name, email: first.email, password: first.password });
    await setSessionCookie(page.context(), server.url, session);

    await openAndHydrate(page, server.url, "/AdminReg");
    expect(
      await page
        .getByText("Add a colleague: an owner runs the site; a counsellor works the leads given to them.")
        .count(),
    ).toBe(1);
    const colleague = { name: uniqueName("Ravi Colleague"), email: "ravi.colleague@example.com" };
    await page.getByLabel("Name", { exact: true }).fill(colleague.name);
    await page.getByLabel("Email", { exact: true }).fill(colleague.email);
    await page.getByLabel("Password", { exact: true }).fill("another-pass-9");
    await page.getByLabel("Mobile", { exact: true }).fill("9845044444");
    // No role is chosen in advance (issue 43, item 5): the owner picks one.
    expect(await page.getByLabel("Role", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Role", { exact: true }).selectOption("owner");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), POLL).toBe("Your data is submitted");
    // The form stays open for the next colleague, emptied.
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("");

    const rows = await adminRows();
    expect(rows.map((row) => row.email)).toEqual([first.email.toLowerCase(), colleague.email]);
    expect(rows[1]!.password_hash.startsWith("scrypt$")).toBe(true);

    // The dashboard the server sends this admin's session lists both.
    const dashboard = await getPage(server.url, "/Admin/Desboard", session);
    expect(dashboard.status).toBe(200);
    const list = /<ul class="admin-names"[^>]*>([\s\S]*?)<\/ul>/.exec(await dashboard.text())?.[1] ?? "";
    const names = [...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(names.sort()).toEqual([first.name, colleague.name].sort());
    expectCleanSince(watched);
  });
});

describe("admin login and sessions [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    watched = await openPage(browser, server.url);
    page = watched.page;
  });

  afterAll(async () => {
    await watched?.close();
    await server?.stop();
  });

  /** Where the server sends a GET of the dashboard carrying only this session cookie: itself (200) or the login page. */
  async function dashboardWithCookie(value: string): Promise<string> {
    const response = await getPage(server.url, "/Admin/Desboard", value);
    if (response.status === 200) return "/Admin/Desboard";
    expect(response.status).toBe(302);
    return response.headers.get("location") ?? "";
  }

  const LOGIN_URL = (from: string) => `/AdminLogin?redirectTo=${encodeURIComponent(from)}`;

  const adminId = () =>
    withDatabase(databaseUrl, async (db) => {
      const row = await db.selectFrom("admins").select("id").where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
      return row.id;
    });

  const sessionRow = (token: string) =>
    withDatabase(databaseUrl, (db) =>
      db.selectFrom("admin_sessions").selectAll().where("id", "=", sessionId(token)).executeTakeFirst(),
    );

  test("the login form: empty fields, the same message for a wrong password and an unknown e-mail, then the dashboard with a hardened cookie", async () => {
    const { context } = watched;
    await page.goto(`${server.url}/AdminLogin`);
    await waitForHydration(page);

    /** Clicks Login and returns the status of the POST it sent. */
    const login = async () => {
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Login" }).click();
      return (await answered).status();
    };

    expect(await login()).toBe(400);
    await expect.poll(() => alertTexts(page), POLL).toEqual(["Please Fill Email", "Please Fill Password"]);

    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    expect(await login()).toBe(401);
    await expect.poll(() => alertTexts(page), POLL).toEqual([INVALID]);

    await page.getByLabel("Email", { exact: true }).fill("nobody.here@example.com");
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    // The same status and the same words: the form does not tell who has an account.
    expect(await login()).toBe(401);
    await expect.poll(() => alertTexts(page), POLL).toEqual([INVALID]);
    expect(await sessionCookieValue(context, server.url)).toBeUndefined();

    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), POLL).toBe("Login successful!");
    // Sign-in lands on My day.
    await page.waitForURL(`${server.url}/Admin/today`, { timeout: 10_000 });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("My day");
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Welcome");
    expect(await page.locator("main ul.admin-names li").allTextContents()).toEqual([ADMIN.name]);

    const cookies = (await context.cookies(server.url)).filter((cookie) => cookie.name.includes("admin_session"));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: SESSION_COOKIE,
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    });
    // Not readable by scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");
    expectCleanSince(watched, [400, 401]);
  });

  test("each login gets a new session id, and the previous one stops working", async () => {
    const firstValue = await loginOverHttp(server.url);
    expect(firstValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionRow(firstValue)).toBeDefined();

    // Signing in again with the first session's cookie, as the same browser would.
    const secondValue = await loginOverHttp(server.url, ADMIN, firstValue);
    expect(secondValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secondValue).not.toBe(firstValue);
    expect(await sessionRow(firstValue)).toBeUndefined();

    expect(await dashboardWithCookie(firstValue)).toBe(LOGIN_URL("/Admin/Desboard"));
    expect(await dashboardWithCookie(secondValue)).toBe("/Admin/Desboard");
  });

  test("Logout in the side menu ends the session: back to /AdminLogin, and the old cookie is refused", async () => {
    // The page the login form signed in on (the first test), on the dashboard, hydrated.
    const { context } = watched;
    const value = (await sessionCookieValue(context, server.url))!;
    expect(value).toBeDefined();
    expect(await dashboardWithCookie(value)).toBe("/Admin/Desboard");

    await page.getByRole("complementary", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/AdminLogin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Admin Login");
    expect(await sessionCookieValue(context, server.url)).toBeUndefined();
    expect(await sessionRow(value)).toBeUndefined();

    // The copied cookie no longer opens anything.
    expect(await dashboardWithCookie(value)).toBe(LOGIN_URL("/Admin/Desboard"));
    const response = await getPage(server.url, "/Admin/Details", value);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(LOGIN_URL("/Admin/Details"));
    // ...and the stale cookie is cleared on the way.
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expectCleanSince(watched);
  });

  test("a tampered or made-up session cookie sends to the login page", async () => {
    const madeUp = crypto.randomBytes(32).toString("base64url");
    expect(await dashboardWithCookie(madeUp)).toBe(LOGIN_URL("/Admin/Desboard"));
    expect(await dashboardWithCookie("not-a-session")).toBe(LOGIN_URL("/Admin/Desboard"));

    // A real token with one character changed.
    const { token } = await withDatabase(databaseUrl, async (db) => createSession(db, await adminId()));
    expect(await dashboardWithCookie(token)).toBe("/Admin/Desboard");
    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await dashboardWithCookie(tampered)).toBe(LOGIN_URL("/Admin/Desboard"));
  });

  test("a session idle for 3 hours, or past its expiry, sends to the login page and is deleted", async () => {
    const id = await adminId();
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();

    const idle = await withDatabase(databaseUrl, (db) => createSession(db, id));
    expect(await dashboardWithCookie(idle.token)).toBe("/Admin/Desboard");
    await withDatabase(databaseUrl, (db) =>
      db
        .updateTable("admin_sessions")
        .set({ last_seen_at: threeHoursAgo })
        .where("id", "=", sessionId(idle.token))
        .execute(),
    );
    expect(await dashboardWithCookie(idle.token)).toBe(LOGIN_URL("/Admin/Desboard"));
    expect(await sessionRow(idle.token)).toBeUndefined();

    const expired = await withDatabase(databaseUrl, (db) => createSession(db, id));
    expect(await dashboardWithCookie(expired.token)).toBe("/Admin/Desboard");
    await withDatabase(databaseUrl, (db) =>
      db
        .updateTable("admin_sessions")
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString(), last_seen_at: new Date().toISOString() })
        .where("id", "=", sessionId(expired.token))
        .execute(),
    );
    expect(await dashboardWithCookie(expired.token)).toBe(LOGIN_URL("/Admin/Desboard"));
    expect(await sessionRow(expired.token)).toBeUndefined();
  });

  test("anonymous GETs of every admin page redirect to /AdminLogin", async () => {
    for (const path of ADMIN_PAGES) {
      const response = await getPage(server.url, path);
      expect({ path, status: response.status }).toEqual({ path, status: 302 });
      expect(response.headers.get("location")).toBe(LOGIN_URL(path));
      const body = await response.text();
      expect(body).not.toContain("Welcome");
      expect(body).not.toContain(ADMIN.name);
    }
    // Where the redirect leads is the login form, which brings the admin back afterwards.
    const landing = await getPage(server.url, LOGIN_URL("/Admin/Placement"));
    expect(landing.status).toBe(200);
    expect(headingOf(await landing.text())).toBe("Admin Login");
  });

  test("anonymous POSTs to every admin page change nothing and redirect to /AdminLogin", async () => {
    const engineering = await withDatabase(databaseUrl, async (db) => {
      const category = await db
        .selectFrom("categories")
        .select("id")
        .where("name", "=", "Engineering")
        .executeTakeFirstOrThrow();
      const college = await db.selectFrom("colleges").select("id").orderBy("id").executeTakeFirstOrThrow();
      return { categoryId: category.id, collegeId: college.id };
    });
    const bodies: Record<string, Record<string, string>> = {
      "/Admin/Desboard": { name: uniqueName("Anonymous category") },
      "/Admin/Details": collegeFields(uniqueName("Anonymous College"), engineering.categoryId),
      "/Admin/CollegeBranch": { name: uniqueName("Anonymous branch"), college_id: String(engineering.collegeId) },
      "/Admin/CollegeCource": {
        college_id: String(engineering.collegeId),
        name: uniqueName("Anonymous course"),
        duration: "4 years",
        fee_inr: "100000",
        semesters: "8",
      },
      "/Admin/Placement": { company_name: uniqueName("Anonymous Ltd"), college_id: String(engineering.collegeId) },
      "/Addmission": {
        name: uniqueName("Anonymous exam"),
        exam_date: "2027-05-01",
        category_id: String(engineering.categoryId),
      },
      "/category": { name: uniqueName("Anonymous category") },
    };
    const before = await countRows(databaseUrl);
    for (const path of ADMIN_PAGES) {
      const response = await postForm(server.url, path, bodies[path]!);
      expect({ path, status: response.status }).toEqual({ path, status: 302 });
      expect(response.headers.get("location")).toBe("/AdminLogin");
    }
    expect(await countRows(databaseUrl)).toEqual(before);
  });

  test("in a browser, the login form of a throttled account says 'Too many failed attempts' and starts no session", async () => {
    // An e-mail no admin has: it is throttled exactly like a real account (no way to tell them apart).
    // (On this server, not the throttling tests' own: ADMIN stays unthrottled here.)
    const email = "ghost.admin@example.com";
    await failFiveTimes(server, email);
    // The page the Logout test left on the login form, signed out.
    expect(page.url()).toBe(`${server.url}/AdminLogin`);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect
      .poll(() => page.locator("main").getByRole("alert").textContent(), POLL)
      .toMatch(/^Too many failed attempts\. Please try again in (1 minute|\d+ minutes)\.$/);
    expect(await sessionCookieValue(watched.context, server.url)).toBeUndefined();
    expect(page.url()).toBe(`${server.url}/AdminLogin`);
    expectCleanSince(watched, [429]);
  });
});

describe("login throttling [sqlite]", () => {
  let server: RunningServer;

  beforeAll(async () => {
    ({ server } = await startAdminServer());
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("after 5 wrong passwords for one account, even the right one answers 429 with Retry-After", async () => {
    await failFiveTimes(server, ADMIN.email);
    const blocked = await postForm(server.url, "/AdminLogin", { email: ADMIN.email, password: ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBe(null);
    expect(await blocked.text()).toContain("Too many failed attempts");

    // The same account typed in another case is the same account.
    const shouted = await postForm(server.url, "/AdminLogin", {
      email: ADMIN.email.toUpperCase(),
      password: ADMIN.password,
    });
    expect(shouted.status).toBe(429);

    const retryAfter = blocked.headers.get("retry-after");
    expect(retryAfter, "the 429 answer's Retry-After header").not.toBeNull();
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
  });
});

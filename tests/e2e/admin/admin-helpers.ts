import crypto from "node:crypto";
import { sql } from "kysely";
import type { BrowserContext, Page } from "playwright-core";
import { type openDatabase } from "#app/db/db.server";
import { demoDatabaseUrl } from "../support/databases";
import { insertStaff } from "../../setup/staff";
import { startServer, type RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { waitForHydration } from "../support/hydration";
import { openTestDatabase } from "../support/test-database";

/** The server runs with NODE_ENV=production, so the session cookie carries the __Host- prefix. */
export const SESSION_COOKIE = "__Host-admin_session";

export interface AdminCredentials {
  name: string;
  email: string;
  password: string;
}

/** The admin created at start (ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME). */
export const ADMIN: AdminCredentials = {
  name: "Asha Administrator",
  email: "asha.admin@example.com",
  password: "Correct-Horse-42",
};

/** The tables the admin forms and sign-in write to. */
const CATALOGUE_TABLES = [
  "categories",
  "colleges",
  "branches",
  "courses",
  "exams",
  "placement_companies",
  "admins",
  "admin_sessions",
] as const;

export type AppDb = ReturnType<typeof openDatabase>["db"];

/**
 * A server on a new SQLite database with the demo catalogue. With `admin` (the default) the
 * first admin exists from the start (written in beforehand with a cheap hash: see
 * cheapPasswordHash; ADMIN_EMAIL and the rest are still set, as a real deployment has them);
 * without it the database has no admin at all.
 */
export async function startAdminServer(
  options: { admin?: AdminCredentials | null; env?: Record<string, string> } = {},
): Promise<{ server: RunningServer; databaseUrl: string }> {
  const databaseUrl = await demoDatabaseUrl("sqlite");
  const admin = options.admin === undefined ? ADMIN : options.admin;
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, DEMO_DATA: "1", ...options.env };
  if (admin) Object.assign(env, await firstAdminEnv(databaseUrl, admin));
  const server = await startServer(env);
  return { server, databaseUrl };
}

/**
 * Writes the first admin into a migrated database, as ADMIN_EMAIL/ADMIN_PASSWORD would at the
 * first start but with a cheap hash (see cheapPasswordHash), and returns those variables for the
 * server's environment (which then finds the admin there and leaves it alone).
 */
export async function firstAdminEnv(databaseUrl: string, admin: AdminCredentials = ADMIN) {
  await withDatabase(databaseUrl, (db) =>
    insertStaff(db, { name: admin.name, email: admin.email, password: admin.password, mobile: "", role: "owner" }),
  );
  return { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_NAME: admin.name };
}

/**
 * The one-time link a production server without an admin prints at start
 * (`<origin>/AdminReg?setup=<token>`), as a path on the server.
 */
export function setupLinkPath(server: RunningServer): string {
  const link = /https?:\/\/\S+(\/AdminReg\?setup=[A-Za-z0-9_-]+)/.exec(server.output())?.[1];
  if (!link) throw new Error(`no first-admin setup link in the start log:\n${server.output()}`);
  return link;
}

/** Opens the database a server uses, runs `work`, closes it. */
export async function withDatabase<T>(url: string, work: (db: AppDb) => Promise<T>): Promise<T> {
  const database = openTestDatabase(url);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A lead assigned to `assigneeId` with one application (MBA, 2027) at the first college: for
 * the screens about applications and their steps. Returns the ids and the application's label.
 */
export async function insertLeadWithApplication(db: AppDb, assigneeId: number | null, name: string) {
  const at = new Date().toISOString();
  const lead = await db
    .insertInto("leads")
    .values({
      form: "contact",
      page: "/Contact",
      name,
      status: "interested",
      assignee_id: assigneeId,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const college = await db.selectFrom("colleges").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
  const applicationId = await insertApplication(db, lead.id, college.id);
  return { leadId: lead.id, applicationId, named: `${college.name} (MBA, 2027)` };
}

/** An application of a lead, written straight in: MBA, 2027, Applied (no checklist; see addChecklist). */
export async function insertApplication(db: AppDb, leadId: number, collegeId: number): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto("lead_applications")
    .values({
      lead_id: leadId,
      college_id: collegeId,
      course: "MBA",
      intake: 2027,
      status: "applied",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Row counts of the given tables. */
export function countRows(url: string, tables: readonly string[] = CATALOGUE_TABLES): Promise<Record<string, number>> {
  return withDatabase(url, async (db) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  });
}

/** A name no other test uses, so each test finds its own rows. */
export const uniqueName = (first: string) => `${first} ${crypto.randomBytes(3).toString("hex")}`;

/** What the database keeps for a session token (its SHA-256). */
export const sessionId = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Opens `path` and waits for hydration; returns the response status. */
export async function openAndHydrate(page: Page, serverUrl: string, path: string): Promise<number | undefined> {
  const response = await page.goto(`${serverUrl}${path}`);
  await waitForHydration(page);
  return response?.status();
}

/**
 * Chooses a college in the branch, course or placement form's college picker (a combobox that
 * asks the server as you type): types `typed` (the whole name unless told), then clicks the option.
 */
export async function chooseCollege(page: Page, name: string, typed = name): Promise<void> {
  await page.locator("main").getByRole("combobox", { name: "College", exact: true }).fill(typed);
  await page.getByRole("option", { name, exact: true }).click();
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginThroughForm(page: Page, serverUrl: string, admin: AdminCredentials = ADMIN): Promise<void> {
  await openAndHydrate(page, serverUrl, "/AdminLogin");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  // Locator waits, not expect.poll: this also runs in beforeAll hooks.
  await page
    .getByRole("status")
    .filter({ hasText: /^Login successful!$/ })
    .waitFor({ timeout: POLL.timeout });
  // Sign-in lands on My day.
  await page.waitForURL(`${serverUrl}/Admin/today`, { timeout: 10_000 });
  await page.getByRole("heading", { level: 1, name: "My day", exact: true }).waitFor({ timeout: POLL.timeout });
}

/**
 * Signs a browser in without its login page: a session made over HTTP (the form's own POST), its
 * cookie put into the context. For files whose subject is not signing in; the login form in a
 * browser is auth.test.ts's and my-day.test.ts's (it lands on My day). Two page loads fewer than
 * loginThroughForm. Answers the session's token, the cookie's value.
 */
export async function signInOverHttp(page: Page, serverUrl: string, admin: AdminCredentials = ADMIN): Promise<string> {
  const token = await loginOverHttp(serverUrl, admin);
  await setSessionCookie(page.context(), serverUrl, token);
  return token;
}

/** The session cookie the browser context holds, if any. */
export async function sessionCookieValue(context: BrowserContext, serverUrl: string): Promise<string | undefined> {
  const cookies = await context.cookies(serverUrl);
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** Puts a session cookie with this value into a context, as the server would have set it. */
export async function setSessionCookie(context: BrowserContext, serverUrl: string, value: string): Promise<void> {
  // By domain and path: Chromium refuses a Secure cookie given with an http:// url.
  const { hostname } = new URL(serverUrl);
  await context.addCookies([
    { name: SESSION_COOKIE, value, domain: hostname, path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * A form POST from outside a browser, redirects not followed. `origin` defaults to the server's
 * own (what a browser would send from the site's own page); pass `null` to send none.
 */
export function postForm(
  serverUrl: string,
  path: string,
  fields: Record<string, string>,
  options: { origin?: string | null; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html",
    ...options.headers,
  };
  const origin = options.origin === undefined ? serverUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  return fetch(`${serverUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
    redirect: "manual",
  });
}

/** A GET from outside a browser, redirects not followed. */
export function getPage(serverUrl: string, path: string, cookie?: string): Promise<Response> {
  return fetch(`${serverUrl}${path}`, {
    redirect: "manual",
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
}

/** Every field of the Add College form, filled with plausible text. */
export function collegeFields(name: string, categoryId: number, overrides: Record<string, string> = {}) {
  return {
    name,
    location: "Pune",
    address: "12 University Road, Pune 411007",
    cities: "Pune",
    state: "Maharashtra",
    university: "Savitribai Phule Pune University",
    verified_by: "AICTE",
    website: "https://example.edu.in",
    study_mode: "Full time",
    category_id: String(categoryId),
    about: "A private engineering college founded in 1999.",
    ranking: "Ranked 120 in NIRF 2025 (engineering).",
    admission: "Through JEE Main and the state CET.",
    placement: "Around 80% of students are placed each year.",
    fee_structure: "About 1.5 lakh rupees a year.",
    courses_overview: "B.Tech in five branches, M.Tech in two.",
    hostel: "Separate hostels for men and women.",
    campus: "A 40-acre campus with a library and labs.",
    ...overrides,
  };
}

export async function categoryId(url: string, name: string): Promise<number> {
  return withDatabase(url, async (db) => {
    const row = await db.selectFrom("categories").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * The error's id among a control's aria-describedby ids: a field names its hint first, then its
 * error (app/components/forms/field.tsx), so the error is the last.
 */
export function errorIdOf(describedBy: string | null): string | undefined {
  return describedBy?.split(" ").at(-1);
}

/**
 * Signs in with a form POST from outside a browser (what the login form sends without script) and
 * returns the new session cookie's value. With `cookie`, the POST carries that session, as a
 * browser already signed in would. The form itself is driven in a browser by auth.test.ts.
 */
export async function loginOverHttp(
  serverUrl: string,
  admin: AdminCredentials = ADMIN,
  cookie?: string,
): Promise<string> {
  const response = await postForm(
    serverUrl,
    "/AdminLogin",
    { email: admin.email, password: admin.password },
    { cookie },
  );
  const value = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (response.status !== 200 || !value) {
    throw new Error(`a sign-in as ${admin.email} over HTTP answered ${response.status} with no session cookie`);
  }
  return value;
}

/**
 * The texts of the role="alert" elements inside <main> of a page as the server sent it, tags
 * removed, in order: for what a page shows before any script runs, read without a browser.
 */
export function servedAlerts(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<(\w+)[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]*>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitForHydration } from "../support/hydration";
import type { Browser } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { VIEW_FLUSH } from "../support/views";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import {
  ADMIN,
  SESSION_COOKIE,
  categoryId,
  collegeFields,
  countRows,
  loginOverHttp,
  postForm,
  setSessionCookie,
  startAdminServer,
  uniqueName,
  withDatabase,
} from "./admin-helpers";

const EVIL = "https://evil.example";
const REFUSED = "Cross-site request refused.";
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
const TABLES = ["leads", "admin_sessions", "login_attempts", "categories", "colleges"];

/** A complete contact-form enquiry, as the /Contact form sends it. */
function contactLead(name: string): Record<string, string> {
  return {
    form: "contact",
    submission_id: crypto.randomUUID(),
    name,
    email: "csrf.check@example.com",
    mobile: "9845012399",
    course: "B.Com",
    applicant: "adult",
  };
}

describe("cross-site requests and stored XSS [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  let browser: Browser;
  /** An admin's session (signed in over HTTP), for the attacks that need a victim and for creating colleges. */
  let session: string;
  /**
   * The one page of the file: first a signed-in admin's, lured to another site; then, its cookies
   * cleared, a visitor's.
   */
  let watched: WatchedPage;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer({ env: { LEADS_PER_IP_PER_HOUR: "1000" } }));
    browser = await connectChromium();
    session = await loginOverHttp(server.url);
    watched = await openPage(browser, server.url);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  const leadsNamed = (name: string) =>
    withDatabase(databaseUrl, (db) => db.selectFrom("leads").selectAll().where("name", "=", name).execute());

  const viewCount = (id: number) =>
    withDatabase(databaseUrl, async (db) => {
      const row = await db.selectFrom("colleges").select("view_count").where("id", "=", id).executeTakeFirstOrThrow();
      return Number(row.view_count);
    });

  const firstCollegeId = () =>
    withDatabase(databaseUrl, async (db) => {
      const row = await db.selectFrom("colleges").select("id").orderBy("id").executeTakeFirstOrThrow();
      return row.id;
    });

  /** POSTs {college_id} as JSON to the spec's collegedetails endpoint. */
  const postView = (collegeId: number, headers: Record<string, string>) =>
    fetch(`${server.url}/narayanaApi/collegedetails.php`, {
      method: "POST",
      body: JSON.stringify({ college_id: collegeId }),
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      redirect: "manual",
    });

  test("POSTs with Origin https://evil.example to page routes are refused with 403 and change nothing; same-origin ones still work", async () => {
    const before = await countRows(databaseUrl, TABLES);

    const name = uniqueName("Evil lead");
    const evilLead = await postForm(server.url, "/Contact", contactLead(name), { origin: EVIL });
    expect(evilLead.status).toBe(403);
    expect(await evilLead.text()).toBe(REFUSED);

    // Even with the right password: no session, not even a counted attempt.
    const evilLogin = await postForm(
      server.url,
      "/AdminLogin",
      { email: ADMIN.email, password: ADMIN.password },
      { origin: EVIL },
    );
    expect(evilLogin.status).toBe(403);
    expect(evilLogin.headers.get("set-cookie")).toBe(null);
    expect(await evilLogin.text()).toBe(REFUSED);

    // A JSON client gets the refusal as JSON.
    const evilJson = await postForm(server.url, "/Contact", contactLead(name), {
      origin: EVIL,
      headers: { accept: "application/json" },
    });
    expect(evilJson.status).toBe(403);
    expect(await evilJson.json()).toEqual({
      success: false,
      message: "Cross-site request refused.",
      error: "Cross-site request refused.",
    });

    expect(await countRows(databaseUrl, TABLES)).toEqual(before);
    expect(await leadsNamed(name)).toEqual([]);

    // The site's own origin: the same requests go through.
    const ownLead = await postForm(server.url, "/Contact", contactLead(name));
    expect(ownLead.status).toBe(200);
    expect(await ownLead.text()).toContain(`Thank you, ${name}.`);
    expect(await leadsNamed(name)).toHaveLength(1);

    const ownLogin = await postForm(server.url, "/AdminLogin", { email: ADMIN.email, password: ADMIN.password });
    expect(ownLogin.status).toBe(200);
    expect(ownLogin.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    const after = await countRows(databaseUrl, TABLES);
    expect(after.admin_sessions).toBe(before.admin_sessions! + 1);
  });

  test("POSTs with Origin https://evil.example to the resource route /narayanaApi/collegedetails.php are refused with 403", async () => {
    const id = await firstCollegeId();
    const views = await viewCount(id);

    const evil = await postView(id, { origin: EVIL });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({
      success: false,
      message: "Cross-site request refused.",
      error: "Cross-site request refused.",
    });
    expect(await viewCount(id)).toBe(views);

    const own = await postView(id, { origin: server.url });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ success: true, message: "View recorded" });
    await expect.poll(() => viewCount(id), VIEW_FLUSH).toBe(views + 1);
  });

  test("a POST with no Origin and a Referer from another site is refused too; one from the site's own page is not", async () => {
    const before = await countRows(databaseUrl, TABLES);
    const id = await firstCollegeId();
    const views = await viewCount(id);
    const referer = `${EVIL}/win-a-prize.html`;

    const name = uniqueName("Referer lead");
    const lead = await postForm(server.url, "/Contact", contactLead(name), { origin: null, headers: { referer } });
    expect(lead.status).toBe(403);
    expect(await lead.text()).toBe(REFUSED);

    const login = await postForm(
      server.url,
      "/AdminLogin",
      { email: ADMIN.email, password: ADMIN.password },
      { origin: null, headers: { referer } },
    );
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBe(null);

    const view = await postView(id, { referer });
    expect(view.status).toBe(403);

    expect(await countRows(databaseUrl, TABLES)).toEqual(before);
    expect(await viewCount(id)).toBe(views);

    // A Referer from the site's own page, no Origin: accepted.
    const own = await postView(id, { referer: `${server.url}/top-engineering-colleges-in-india` });
    expect(own.status).toBe(200);
    await expect.poll(() => viewCount(id), VIEW_FLUSH).toBe(views + 1);
  });

  test("a form on another site that a signed-in admin is lured to cannot add a category or a lead", async () => {
    const category = uniqueName("Evil category");
    const lead = uniqueName("Evil browser lead");
    const before = await countRows(databaseUrl, TABLES);
    await setSessionCookie(watched.context, server.url, session);
    const attacker = watched.page;
    // Plain http, as the site under test is: from an https page Chromium would send "Origin: null".
    const site = "http://evil.example";
    // The attacker's pages, served by the browser itself: each auto-submits a form to the site.
    const forms: Record<string, string> = {
      "/category.html": `<form method="post" action="${server.url}/category"><input name="name" value="${category}"></form>`,
      "/contact.html": `<form method="post" action="${server.url}/Contact">${Object.entries(contactLead(lead))
        .map(([key, value]) => `<input name="${key}" value="${value}">`)
        .join("")}</form>`,
    };
    await attacker.route(`${site}/**`, (route) => {
      const form = forms[new URL(route.request().url()).pathname];
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>You won</title>${form}<script>document.forms[0].submit()</script>`,
      });
    });
    try {
      for (const path of Object.keys(forms)) {
        const posted = attacker.waitForResponse(
          (response) => response.request().method() === "POST" && response.url().startsWith(server.url),
        );
        await attacker.goto(`${site}${path}`);
        const response = await posted;
        expect({ path, status: response.status() }).toEqual({ path, status: 403 });
        // The browser did say where the form came from.
        expect(await response.request().headerValue("origin")).toBe(site);
        await expect.poll(() => attacker.locator("body").textContent(), POLL).toBe(REFUSED);
      }
    } finally {
      await attacker.unrouteAll();
      await watched.context.clearCookies();
    }
    expect(await countRows(databaseUrl, TABLES)).toEqual(before);
    expect(await leadsNamed(lead)).toEqual([]);
    // The attacker's pages were the only other site this page asked for; its refusals the only console errors.
    expect(watched.foreignRequests.map((url) => new URL(url).origin)).toEqual([site, site]);
    watched.foreignRequests.length = 0;
    // Chromium logs each refused page (403) on the console, a moment after the answer.
    await expect.poll(() => watched.errors.length, POLL).toBe(Object.keys(forms).length);
    watched.expectClean({ allowStatuses: [403] });
    watched.errors.length = 0;
  });

  test("a college whose name and about text carry script and onerror payloads shows them as text on its page and the engineering page", async () => {
    const name = `XSS ${PAYLOAD} College ${crypto.randomBytes(3).toString("hex")}`;
    const about = `About us: ${PAYLOAD} and more.`;
    const values = collegeFields(name, await categoryId(databaseUrl, "Engineering"), {
      about,
      ranking: `Rank ${PAYLOAD}`,
    });

    // Through the admin form's POST, as an admin would send it (the page that shows the form adds
    // nothing to what it posts).
    const posted = await postForm(server.url, "/Admin/Details", values, { cookie: session });
    expect(posted.status).toBe(200);
    const answer = await posted.text();
    expect(answer).toContain("Your data is submitted");
    const href = /<a href="([^"]*)"[^>]*>See the college page<\/a>/.exec(answer)?.[1] ?? "";
    expect(href).toMatch(/^\/[a-z0-9-]+$/);
    const stored = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("colleges").select(["name", "about"]).where("slug", "=", href.slice(1)).executeTakeFirstOrThrow(),
    );
    // Stored as typed: it is the output that must be safe.
    expect(stored).toEqual({ name, about });

    // A visitor: the page of the test above, its cookies cleared.
    const visitor = watched.page;
    const xss = () => visitor.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    /** No element the payload would have made exists anywhere in the document. */
    const injected = () =>
      visitor.evaluate(() => ({
        images: document.querySelectorAll('img[src="x"]').length,
        scripts: [...document.scripts].filter((script) => script.textContent?.startsWith("window.__xss")).length,
      }));

    // The college page, server-rendered and then hydrated.
    expect((await visitor.goto(`${server.url}${href}`))?.status()).toBe(200);
    await waitForHydration(visitor);
    expect(await xss()).toBeUndefined();
    expect(await injected()).toEqual({ images: 0, scripts: 0 });
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await visitor.getByRole("region", { name: "About", exact: true }).locator("p").textContent()).toBe(about);
    expect(await visitor.title()).toContain(PAYLOAD);

    // The engineering page lists it; following its link renders the page in the browser.
    await visitor.goto(`${server.url}/top-engineering-colleges-in-india`);
    await waitForHydration(visitor);
    expect(await xss()).toBeUndefined();
    expect(await injected()).toEqual({ images: 0, scripts: 0 });
    const link = visitor.getByRole("region", { name: "Engineering colleges" }).getByRole("link", { name, exact: true });
    expect(await link.textContent()).toBe(name);
    expect(await visitor.getByRole("region", { name: "Rankings" }).textContent()).toContain(`Rank ${PAYLOAD}`);
    await link.click();
    await visitor.waitForURL(`${server.url}${href}`);
    await expect.poll(() => visitor.getByRole("heading", { level: 1 }).textContent(), POLL).toBe(name);
    await visitor.waitForLoadState("networkidle");
    expect(await xss()).toBeUndefined();
    expect(await injected()).toEqual({ images: 0, scripts: 0 });
    expect(await visitor.getByRole("region", { name: "About", exact: true }).locator("p").textContent()).toBe(about);

    watched.expectClean();
  });
});

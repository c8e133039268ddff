import { recordPayment } from "#app/features/admissions/payments.server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { openPage, POLL, type WatchedPage } from "../public/watched-page";
import { addWaitingPrivacyRequest, insertCounsellingSession, insertStatusLink, pageRoutes } from "../a11y/site-pages";
import {
  getPage,
  insertLeadWithApplication,
  loginThroughForm,
  signInOverHttp,
  startAdminServer,
  withDatabase,
} from "../admin/admin-helpers";

/** A demo college every parameterised public route can show. */
const DEMO_SLUG = "rv-college-of-engineering";

/** A rights request the test adds, for its page. */
const PRIVACY_REQUEST = "stylesheetCheckRequest";

/** Values for the public routes with parameters; a new one fails here until it is given one. */
const PUBLIC_PARAMETERS: Record<string, string> = {
  "/disk/:slug": `/disk/${DEMO_SLUG}`,
  "/college/disk/:slug": `/college/disk/${DEMO_SLUG}`,
  "/:college": `/${DEMO_SLUG}`,
  "/privacy/request/:publicId": `/privacy/request/${PRIVACY_REQUEST}`,
  // Filled in beforeAll, once a working link is written.
  "/status/:token": "",
  "/counselling/session/:token": "",
  "/status/:token/receipt/:id": "",
  // A link that sets no password: the page that says so.
  "/AdminInvitation/:token": `/AdminInvitation/${"A".repeat(43)}`,
  "/*": "/no-such-page/for-the-stylesheet-check",
};

/** Every page outside the admin layout (read from app/routes.ts), including the sign-in and registration pages. */
function publicPaths(): string[] {
  return pageRoutes()
    .filter((route) => !route.adminLayout)
    .map((route) => {
      if (!/[:*]/.test(route.pattern)) return route.pattern;
      // A Hindi twin (/hi/…) shows the same thing as its English page, under /hi.
      const hindi = route.pattern.startsWith("/hi/");
      const english = hindi ? route.pattern.slice("/hi".length) : route.pattern;
      const path = PUBLIC_PARAMETERS[english];
      if (!path) throw new Error(`Give the route ${english} a value in PUBLIC_PARAMETERS.`);
      return hindi ? `/hi${path}` : path;
    });
}

/** The same-origin stylesheets a page's HTML makes the browser load (links and style preloads), in order. */
function stylesheetsOf(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? "";
    const as = /\bas="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && (rel === "stylesheet" || (rel === "preload" && as === "style"))) hrefs.push(href);
  }
  return hrefs;
}

/** Admin rules all carry an `.admin-` class (.admin-shell, .admin-page, .admin-form, ...). */
const ADMIN_SELECTOR = /\.admin-[a-z]/;

/** The selectors of every style rule the browser applied to the page, whatever brought it in. */
const appliedSelectors = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return selectors;
  });

describe("admin styles load on admin pages only (production build) [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let watched: WatchedPage;
  let cookie: string;
  const css = new Map<string, string>();

  async function stylesheet(href: string): Promise<string> {
    if (!css.has(href)) {
      const response = await fetch(`${server.url}${href}`);
      expect(response.status, href).toBe(200);
      expect(response.headers.get("content-type"), href).toContain("text/css");
      css.set(href, await response.text());
    }
    return css.get(href)!;
  }

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer());
    await addWaitingPrivacyRequest(databaseUrl, PRIVACY_REQUEST);
    // A student's status page (a lead with an application and a working link), and the page of a
    // counselling session they booked.
    // And a fee paid, whose receipt the status link opens.
    const [token, sessionToken, payment] = await withDatabase(databaseUrl, async (db) => {
      const { leadId } = await insertLeadWithApplication(db, null, "Meera Iyer");
      const owner = await db.selectFrom("admins").select("id").executeTakeFirstOrThrow();
      return Promise.all([
        insertStatusLink(db, leadId),
        insertCounsellingSession(db, leadId, owner.id),
        recordPayment(
          db,
          {
            leadId,
            applicationId: null,
            amountPaise: 25_000_00,
            paidOn: "2026-12-01",
            mode: "upi",
            reference: "UPI 1",
          },
          { id: owner.id, role: "owner" },
        ),
      ]);
    });
    PUBLIC_PARAMETERS["/status/:token"] = `/status/${token}`;
    PUBLIC_PARAMETERS["/status/:token/receipt/:id"] = `/status/${token}/receipt/${payment.id}`;
    PUBLIC_PARAMETERS["/counselling/session/:token"] = `/counselling/session/${sessionToken}`;
    browser = await connectChromium();
    watched = await openPage(browser, server.url);
    cookie = await signInOverHttp(watched.page, server.url);
  });

  afterAll(async () => {
    await watched?.close();
    await browser?.close();
    await server?.stop();
  });

  test("no public page links a stylesheet with admin rules, signed out or signed in", async () => {
    const paths = publicPaths();
    expect(paths).toEqual(expect.arrayContaining(["/", "/FaqDetail", "/AdminLogin", "/AdminReg", `/${DEMO_SLUG}`]));
    for (const path of paths) {
      for (const signedIn of [false, true]) {
        const where = `${path}${signedIn ? " (signed in)" : ""}`;
        const response = await getPage(server.url, path, signedIn ? cookie : undefined);
        // A signed-in owner adds a colleague inside the admin area (issue 43, item 5).
        if (signedIn && path === "/AdminReg") {
          expect(response.status, where).toBe(302);
          expect(response.headers.get("location"), where).toBe("/Admin/admins/new");
          continue;
        }
        expect(response.status, where).toBe(path.includes("/no-such-page") ? 404 : 200);
        const hrefs = stylesheetsOf(await response.text());
        // The site stylesheet, and nothing with an admin rule in it.
        expect(hrefs.length, where).toBeGreaterThan(0);
        const sheets = await Promise.all(hrefs.map(stylesheet));
        expect(
          sheets.some((text) => text.includes(".site-header")),
          where,
        ).toBe(true);
        expect(
          hrefs.filter((_, i) => ADMIN_SELECTOR.test(sheets[i]!)),
          where,
        ).toEqual([]);
      }
    }
  });

  test("admin pages link the admin stylesheet after the site stylesheet", async () => {
    for (const path of ["/Admin/Desboard", "/Admin/leads", "/Admin/catalogue/colleges", "/category"]) {
      const response = await getPage(server.url, path, cookie);
      expect(response.status, path).toBe(200);
      const hrefs = stylesheetsOf(await response.text());
      const sheets = await Promise.all(hrefs.map(stylesheet));
      const site = sheets.findIndex((text) => text.includes(".site-header"));
      const admin = sheets.findIndex((text) => text.includes(".admin-page") && text.includes(".admin-shell"));
      expect(site, path).toBeGreaterThanOrEqual(0);
      expect(admin, path).toBeGreaterThan(site);
    }
  });

  test("in the browser: a visitor's page applies no admin rule; the dashboard reached by a client-side navigation is styled", async () => {
    const { page } = watched;
    // A public page with the full header, signed in (the worst case: a link back to the admin area).
    await page.goto(`${server.url}/FaqDetail`);
    const publicSelectors = await appliedSelectors(page);
    expect(publicSelectors.length).toBeGreaterThan(100);
    expect(publicSelectors.filter((selector) => ADMIN_SELECTOR.test(selector))).toEqual([]);

    // Sign-in page → dashboard without a page load: the admin stylesheet arrives with the admin layout.
    const visitor = await openPage(browser, server.url);
    await loginThroughForm(visitor.page, server.url);
    const shell = visitor.page.locator(".admin-shell");
    await expect.poll(() => shell.evaluate((element) => getComputedStyle(element).display), POLL).toBe("grid");
    expect(
      await visitor.page.locator(".admin-menu").evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe("rgb(11, 31, 71)");
    expect((await appliedSelectors(visitor.page)).some((selector) => ADMIN_SELECTOR.test(selector))).toBe(true);

    // And back to a public page by a client-side navigation: the admin rules go away again.
    // (The dashboard's Back link: the sign-in page is public; adding a colleague stays in the admin area.
    // Sign-in lands on My day; the menu reaches the dashboard without a page load too.)
    await visitor.page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await visitor.page.waitForURL(`${server.url}/Admin/Desboard`);
    await visitor.page.getByRole("link", { name: "Back" }).click();
    await visitor.page.waitForURL(`${server.url}/AdminLogin`);
    await expect
      .poll(
        async () => (await appliedSelectors(visitor.page)).filter((selector) => ADMIN_SELECTOR.test(selector)),
        POLL,
      )
      .toEqual([]);
    visitor.expectClean();
    await visitor.close();
    watched.expectClean();
  });
});

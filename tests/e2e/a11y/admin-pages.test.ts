import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { SESSION_COOKIE, signInOverHttp, startAdminServer } from "../admin/admin-helpers";
import { describePage, leaveLead, openHydrated, siteIds, sitePages, type SitePage } from "./site-pages";
import { HtmlDocuments, NARROW, checkVnuRuns, pageViolations } from "./page-checks";

/**
 * Opens an admin page as the admin's browser does once the app runs: React Router's own client-side
 * navigation (its data router, which the production build keeps on `window`), in the document
 * already open, rather than a new document. What is checked is the page the admin sees; the page
 * as served is checked on its own (its status, and the HTML checker), and every page's first
 * load with its hydration is what the walk's other documents and the admin's browser tests do. A
 * new document for each of the 57 pages cost the walk most of its Chromium time: a document, its
 * 18 modules, Playwright's injected script and axe-core, each time (docs/performance.md).
 * Resolves once the navigation has finished and React has not changed the page for 50 ms.
 */
async function openInApp(page: Page, target: SitePage): Promise<void> {
  const landed = await page.evaluate(async (path) => {
    type Router = {
      navigate(to: string): Promise<void>;
      state: { location: { pathname: string; search: string }; navigation: { state: string } };
    };
    const router = (window as unknown as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
    if (!router) throw new Error("React Router's data router is not on this page");
    await router.navigate(path);
    // React commits the new route in a transition: wait until the page has been still for 50 ms.
    await new Promise<void>((settled) => {
      let quiet = setTimeout(done, 50);
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, 50);
      });
      const giveUp = setTimeout(done, 5_000);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      function done() {
        observer.disconnect();
        clearTimeout(giveUp);
        settled();
      }
    });
    return { at: router.state.location.pathname + router.state.location.search, idle: router.state.navigation.state };
  }, target.path);
  expect(landed, describePage(target)).toEqual({ at: target.path, idle: "idle" });
}

/**
 * Every page a signed-in admin sees (read from the route table, with real ids), checked as the
 * public pages are: WCAG 2.2 AA (axe-core) and reflow at 360 and 1280 px, with each dialog open
 * in turn, and valid HTML (W3C Nu HTML Checker) as served and as shown in the browser (hydrated,
 * or reached inside the admin app).
 */
describe("admin pages: WCAG 2.2 AA at 360 and 1280 px, and valid HTML [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** The admin's one page: signed in, then walked from page to page. */
  let page: Page;
  let cookie: string;
  let pages: SitePage[];
  const html = new HtmlDocuments();

  beforeAll(async () => {
    checkVnuRuns();
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer());
    browser = await connectChromium();
    const admin = await browser.newContext({ viewport: { width: NARROW, height: 800 } });
    page = await admin.newPage();
    await leaveLead(page, server.url);
    cookie = await signInOverHttp(page, server.url);
    pages = sitePages(await siteIds(page, server.url, databaseUrl)).filter((target) => target.signedIn);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    html.remove();
  });

  // A deadline, not a measurement: 240 s ran out at load average 14 (two engineers building beside the suite).
  test("every page, and each of its dialogs open", { timeout: 420_000 }, async () => {
    const found: string[] = [];
    let dialogs = 0;
    let inApp = 0;
    /** The page the walk is on. */
    let previous: SitePage | undefined;
    for (const target of pages) {
      const where = describePage(target);
      const served = await fetch(`${server.url}${target.path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
      expect(served.status, where).toBe(target.status);
      html.add(`${where} as served`, await served.text());

      const reachedInApp = target.inAdminApp === true && previous?.inAdminApp === true;
      if (reachedInApp) {
        await openInApp(page, target);
        inApp++;
      } else await openHydrated(page, server.url, target);
      previous = target;
      html.add(`${where} at ${NARROW} px, ${reachedInApp ? "reached in the app" : "hydrated"}`, await page.content());
      found.push(...(await pageViolations(page, where)));
      // Buttons that open a dialog say so (aria-haspopup="dialog"): open each, check the page under it.
      const openers = page.locator('main button[aria-haspopup="dialog"]');
      for (let i = 0; i < (await openers.count()); i++) {
        const opener = openers.nth(i);
        const name = (await opener.textContent())?.trim();
        await opener.click();
        await page.getByRole("dialog").waitFor({ timeout: POLL.timeout });
        found.push(...(await pageViolations(page, `${where}, dialog “${name}” open`)));
        html.add(`${where} with the dialog “${name}” open`, await page.content());
        dialogs++;
        // Closed as a visitor closes it, with Escape: no reload of the page for the next one.
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "hidden", timeout: POLL.timeout });
      }
    }
    expect(found).toEqual([]);
    // At least the dashboard's Add Category modal was opened.
    expect(dialogs).toBeGreaterThan(0);
    // Most pages were reached as an admin reaches them, inside the app; the first of the app's and the rest were loaded.
    expect(inApp).toBeGreaterThan(pages.length / 2);
    expect(html.errors()).toEqual([]);
  });
});

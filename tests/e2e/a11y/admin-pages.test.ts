import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { SESSION_COOKIE, loginThroughForm, sessionCookieValue, startAdminServer } from "../admin/admin-helpers";
import { describePage, leaveLead, openHydrated, siteIds, sitePages, type SitePage } from "./site-pages";
import { HtmlDocuments, NARROW, checkVnuRuns, pageViolations } from "./page-checks";

/**
 * Every page a signed-in admin sees (read from the route table, with real ids), checked as the
 * public pages are: WCAG 2.2 AA (axe-core) and reflow at 360 and 1280 px, with each dialog open
 * in turn, and valid HTML (W3C Nu HTML Checker) as served and as shown after hydration.
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
    await loginThroughForm(page, server.url);
    cookie = (await sessionCookieValue(admin, server.url))!;
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
    for (const target of pages) {
      const where = describePage(target);
      const served = await fetch(`${server.url}${target.path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
      expect(served.status, where).toBe(target.status);
      html.add(`${where} as served`, await served.text());

      await openHydrated(page, server.url, target);
      html.add(`${where} at ${NARROW} px, hydrated`, await page.content());
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
    expect(html.errors()).toEqual([]);
  });
});

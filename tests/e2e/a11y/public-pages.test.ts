import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { localeOf } from "#app/utils/i18n/locale";
import { connectChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { loginThroughForm, startAdminServer } from "../admin/admin-helpers";
import { describePage, leaveLead, openHydrated, siteIds, sitePages, type SitePage } from "./site-pages";
import {
  HtmlDocuments,
  NARROW,
  PHONE_WIDTH,
  BOTH_WIDTHS,
  WIDE,
  checkVnuRuns,
  isOpen,
  openEachAnswerInTurn,
  pageViolations,
  showEveryAnswer,
  tabViolations,
  violations,
} from "./page-checks";

/**
 * Every public page (read from the route table), checked the way a visitor meets it: WCAG 2.2 AA
 * (axe-core) and reflow at 360 and 1280 px (a Hindi twin at 360) with every accordion answer and tab shown, the main
 * menu with each sub-menu open, the lead form's errors and thanks, and valid HTML (W3C Nu HTML
 * Checker) as served and as shown after hydration.
 */
describe("public pages: WCAG 2.2 AA at 360 and 1280 px, and valid HTML [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let pages: SitePage[];
  const html = new HtmlDocuments();

  beforeAll(async () => {
    checkVnuRuns();
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer({ env: { LEADS_PER_IP_PER_HOUR: "1000" } }));
    browser = await connectChromium();
    visitor = await browser.newContext({ viewport: { width: NARROW, height: 800 } });
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await leaveLead(adminPage, server.url);
    await loginThroughForm(adminPage, server.url);
    pages = sitePages(await siteIds(adminPage, server.url, databaseUrl)).filter((page) => !page.signedIn);
    await admin.close();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    html.remove();
  });

  /** Each page served, then hydrated with its answers opened in turn, then all shown: what axe (at `widths`) and the checker find. */
  async function walk(targets: SitePage[], widths: readonly number[]) {
    const page = await visitor.newPage();
    const found: string[] = [];
    const withWidgets: string[] = [];
    for (const target of targets) {
      const where = describePage(target);
      const served = await fetch(`${server.url}${target.path}`);
      expect(served.status, where).toBe(target.status);
      html.add(`${where} as served`, await served.text());

      await openHydrated(page, server.url, target);
      const questions = await openEachAnswerInTurn(page);
      html.add(`${where} at ${NARROW} px, hydrated, its answers opened in turn`, await page.content());
      await showEveryAnswer(page);
      found.push(...(await pageViolations(page, where, [], widths)));
      const tabs = await tabViolations(page, where, widths);
      found.push(...tabs.found);
      if (questions + tabs.selected > 0) withWidgets.push(target.path);
    }
    await page.close();
    return { found, withWidgets };
  }

  // One test per language: each walk is a few minutes on a 2-core machine. The Hindi twins at
  // the phone's width alone (page-checks.ts, PHONE_WIDTH).
  for (const [language, home, widths] of [
    ["en", "", BOTH_WIDTHS],
    ["hi", "/hi", PHONE_WIDTH],
  ] as const) {
    // A deadline, not a measurement: 38 pages in English at two widths took 223 s at load average 19.
    test(`every page in ${language}, with every accordion answer and tab shown`, { timeout: 420_000 }, async () => {
      const { found, withWidgets } = await walk(
        pages.filter((page) => localeOf(page.path) === language),
        widths,
      );
      expect(found).toEqual([]);
      // The tab strips (home) and accordions (FAQ, management FAQ) were found and opened.
      expect(withWidgets).toEqual(
        expect.arrayContaining([home || "/", `${home}/FaqDetail`, `${home}/Management-colleges-in-india`]),
      );
    });
  }

  for (const width of [NARROW, WIDE]) {
    test(`the main menu at ${width} px, with each of its sub-menus open`, async () => {
      const page = await visitor.newPage();
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, server.url, { path: "/", signedIn: false, status: 200 });
      const found: string[] = [];
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = nav.getByRole("button", { name: "Menu" });
      if (width < 1200) {
        await menu.click();
        // The drawer is a popover: the browser reports the button's expanded state, no attribute.
        await expect
          .poll(() => nav.locator(".nav-drawer").evaluate((drawer) => drawer.matches(":popover-open")), POLL)
          .toBe(true);
        found.push(...(await violations(page, `${width}px /, menu open`)));
      } else {
        expect(await menu.isVisible()).toBe(false);
      }
      // The sub-menus: each the <summary> of a <details>.
      const groups = nav.locator("details > summary");
      const count = await groups.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const group = groups.nth(i);
        const name = (await group.textContent())?.trim();
        await group.click();
        await expect.poll(() => isOpen(group), POLL).toBe(true);
        found.push(...(await violations(page, `${width}px /, menu “${name}” open`, ['nav[aria-label="Main"]'])));
        if (i === 0) html.add(`/ at ${width} px with the menu and its first sub-menu open`, await page.content());
      }
      await page.close();
      expect(found).toEqual([]);
    });
  }

  test("the lead form's errors and its thank-you message", async () => {
    const page = await visitor.newPage();
    await openHydrated(page, server.url, { path: "/Contact", signedIn: false, status: 200 });
    const card = page.getByRole("region", { name: "Ask us anything" });
    // A mobile number too short: the form's own check shows the error.
    await card.getByLabel("Name", { exact: true }).fill("Short Number");
    await card.getByLabel("I am", { exact: true }).selectOption("adult");
    await card.getByLabel("Email", { exact: true }).fill("short@example.in");
    await card.getByLabel("Mobile", { exact: true }).fill("12345");
    await card.getByLabel("Course", { exact: true }).fill("MBA");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => card.getByRole("alert").count(), POLL).toBe(1);
    const found = await pageViolations(page, "/Contact, with its errors shown");
    html.add("/Contact with its errors shown", await page.content());
    await leaveLead(page, server.url, "Width Check");
    found.push(...(await pageViolations(page, "/Contact, after a lead was left")));
    html.add("/Contact after a lead was left", await page.content());
    await page.close();
    expect(found).toEqual([]);
  });

  test("the Nu HTML Checker finds no errors in any of the documents above", { timeout: 120_000 }, () => {
    expect(html.size).toBeGreaterThan(pages.length * 2);
    expect(html.errors()).toEqual([]);
  });
});

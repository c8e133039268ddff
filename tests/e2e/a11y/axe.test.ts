import AxeBuilder from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchChromium } from "../support/chromium";
import type { RunningServer } from "../support/server";
import { POLL } from "../public/watched-page";
import { loginThroughForm, startAdminServer } from "../admin/admin-helpers";
import { describePage, leaveLead, openHydrated, siteIds, sitePages, type SitePage } from "./site-pages";

/** The WCAG 2.2 level AA rules of axe-core (each level includes the ones before it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [360, 1280] as const;

/** A new tab of `context` at this width. */
async function newPageAt(context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/**
 * Runs axe-core on the page as it is now (or only on `scope`, CSS selectors, for a widget just
 * opened) and returns its violations, one line per rule and element.
 */
async function violations(page: Page, where: string, scope: string[] = []): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without a blank helper page per run: twice as fast,
  // and the site has no iframes.
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  for (const selector of scope) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${where}: ${rule.id} (${rule.impact}) ${rule.help} at ${node.target.join(" ")}: ${node.failureSummary}`,
    ),
  );
}

/**
 * WCAG 1.4.10 (reflow), which axe does not test: the page must not scroll sideways. Wide tables
 * and the admin menu bar scroll inside their own boxes instead.
 */
async function reflowViolations(page: Page, where: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? [`${where}: the page is ${scrollWidth}px wide, so it scrolls sideways`] : [];
}

/** A CSS selector for an element with this id (ids from React's useId hold characters CSS would need escaped). */
const byId = (id: string) => `[id="${id}"]`;

/**
 * Opens, one at a time, every closed disclosure (a button with aria-expanded, or an accordion
 * question's <summary>) and every unselected tab in `main`, and checks the question or tab strip
 * together with the part it shows.
 */
async function widgetViolations(page: Page, where: string): Promise<{ found: string[]; opened: number }> {
  const found: string[] = [];
  let opened = 0;
  const disclosures = page.locator("main button[aria-expanded][aria-controls]");
  for (let i = 0; i < (await disclosures.count()); i++) {
    const button = disclosures.nth(i);
    if ((await button.getAttribute("aria-expanded")) === "true") continue;
    const name = (await button.textContent())?.trim();
    await button.click();
    await expectAttribute(button, "aria-expanded", "true");
    const panel = (await button.getAttribute("aria-controls"))!;
    const buttonId = await button.getAttribute("id");
    opened++;
    found.push(
      ...(await violations(page, `${where}, “${name}” open`, [byId(panel), buttonId ? byId(buttonId) : byId(panel)])),
    );
  }
  // Accordion questions are the <summary> of a <details> (docs/decisions/018): open each closed
  // one and check it together with its answer.
  const questions = page.locator("main details > summary");
  for (let i = 0; i < (await questions.count()); i++) {
    const summary = questions.nth(i);
    if (await isOpen(summary)) continue;
    const name = (await summary.textContent())?.trim();
    await summary.click();
    await expect.poll(() => isOpen(summary), POLL).toBe(true);
    const id = await summary.getAttribute("id");
    opened++;
    found.push(
      ...(await violations(page, `${where}, “${name}” open`, id ? [byId(id), `[aria-labelledby="${id}"]`] : [])),
    );
  }
  const tablists = page.locator("main [role=tablist]");
  for (let t = 0; t < (await tablists.count()); t++) {
    const tablist = tablists.nth(t);
    const label = await tablist.getAttribute("aria-label");
    const tabs = tablist.getByRole("tab");
    for (let i = 0; i < (await tabs.count()); i++) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute("aria-selected")) === "true") continue;
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await expectAttribute(tab, "aria-selected", "true");
      const panel = (await tab.getAttribute("aria-controls"))!;
      opened++;
      found.push(
        ...(await violations(page, `${where}, ${label} tab “${name}” selected`, [
          byId(panel),
          `[role=tablist][aria-label="${label}"]`,
        ])),
      );
    }
  }
  return { found, opened };
}

/** Whether the <details> of this <summary> is open. */
const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

async function expectAttribute(locator: Locator, name: string, value: string): Promise<void> {
  await expect.poll(() => locator.getAttribute(name), POLL).toBe(value);
}

describe("WCAG 2.2 AA (axe-core) on every page at 360 and 1280 px [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  let visitor: BrowserContext;
  let admin: BrowserContext;
  let pages: SitePage[];

  beforeAll(async () => {
    let databaseUrl: string;
    ({ server, databaseUrl } = await startAdminServer({ env: { LEADS_PER_IP_PER_HOUR: "1000" } }));
    browser = await launchChromium();
    visitor = await browser.newContext();
    admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await leaveLead(adminPage, server.url);
    await loginThroughForm(adminPage, server.url);
    pages = sitePages(await siteIds(adminPage, server.url, databaseUrl));
    await adminPage.close();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of WIDTHS) {
    test(`public pages at ${width} px, with every accordion answer and tab shown`, { timeout: 240_000 }, async () => {
      const page = await newPageAt(visitor, width);
      const found: string[] = [];
      const withWidgets: string[] = [];
      for (const target of pages.filter((p) => !p.signedIn)) {
        const where = `${width}px ${describePage(target)}`;
        await openHydrated(page, server.url, target);
        found.push(...(await violations(page, where)), ...(await reflowViolations(page, where)));
        const widgets = await widgetViolations(page, where);
        found.push(...widgets.found);
        if (widgets.opened > 0) withWidgets.push(target.path);
      }
      await page.close();
      expect(found).toEqual([]);
      // The tab strips (home) and accordions (FAQ, management FAQ) were found and opened.
      expect(withWidgets).toEqual(expect.arrayContaining(["/", "/FaqDetail", "/Management-colleges-in-india"]));
    });

    test(`the main menu at ${width} px, with each of its sub-menus open`, async () => {
      const page = await newPageAt(visitor, width);
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
      }
      await page.close();
      expect(found).toEqual([]);
    });

    test(`lead form errors and thank-you message at ${width} px`, async () => {
      const page = await newPageAt(visitor, width);
      await openHydrated(page, server.url, { path: "/Contact", signedIn: false, status: 200 });
      const card = page.getByRole("region", { name: "Ask us anything" });
      // A mobile number too short and no consent: the form's own check shows two errors.
      await card.getByLabel("Name", { exact: true }).fill("Short Number");
      await card.getByLabel("Email", { exact: true }).fill("short@example.in");
      await card.getByLabel("Mobile", { exact: true }).fill("12345");
      await card.getByLabel("Course", { exact: true }).fill("MBA");
      await card.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => card.getByRole("alert").count(), POLL).toBe(2);
      const found = await violations(page, `${width}px /Contact, with its errors shown`);
      await leaveLead(page, server.url, `Width ${width}`);
      found.push(...(await violations(page, `${width}px /Contact, after a lead was left`)));
      await page.close();
      expect(found).toEqual([]);
    });

    test(`admin pages at ${width} px, with their dialogs open`, { timeout: 240_000 }, async () => {
      const page = await newPageAt(admin, width);
      const found: string[] = [];
      let dialogs = 0;
      for (const target of pages.filter((p) => p.signedIn)) {
        const where = `${width}px ${describePage(target)}`;
        await openHydrated(page, server.url, target);
        found.push(...(await violations(page, where)), ...(await reflowViolations(page, where)));
        // Buttons that open a dialog say so (aria-haspopup="dialog"): open each, check the page under it.
        const openers = page.locator('main button[aria-haspopup="dialog"]');
        for (let i = 0; i < (await openers.count()); i++) {
          const opener = openers.nth(i);
          const name = (await opener.textContent())?.trim();
          await opener.click();
          await page.getByRole("dialog").waitFor({ timeout: POLL.timeout });
          found.push(...(await violations(page, `${where}, dialog “${name}” open`)));
          dialogs++;
          await openHydrated(page, server.url, target);
        }
      }
      await page.close();
      expect(found).toEqual([]);
      // At least the dashboard's Add Category modal was opened.
      expect(dialogs).toBeGreaterThan(0);
    });
  }
});

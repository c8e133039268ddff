import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { chromiumAccessibility } from "../support/accessibility-tree";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, pauseClock, POLL, type WatchedPage } from "./watched-page";

/**
 * Each island hydrates under the strategy its file declares, and not before
 * (docs/decisions/041-islands-hydrate-when-needed.md). Nothing here wakes the islands the way
 * waitForHydration does: the page's own triggers (view, tap, idle) are what is tested. The page's
 * clock is paused, so the browser's idle callbacks (Playwright's clock holds them) come only when
 * a test moves it.
 */

/** Every island of the page and whether it has hydrated. */
const islandStates = (page: Page) =>
  page
    .locator("[data-island]")
    .evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [(element as HTMLElement).dataset.island!, element.hasAttribute("data-hydrated")]),
      ),
    );
const isHydrated = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"]`)
    .first()
    .evaluate((element) => element.hasAttribute("data-hydrated"));

/** Resolves once the islands script has started: from then on each island waits for its moment. */
async function scriptStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-islands")), POLL).toBe(true);
}

/** Idle callbacks and timers run when the paused clock moves; a few seconds covers the longest wait. */
const letTheBrowserIdle = (page: Page) => page.clock.runFor(5000);

describe("islands hydrate when they are needed [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite") });
    browser = await connectChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openHome(width: number): Promise<WatchedPage> {
    const watched = await openPage(browser, server.url, { viewport: { width, height: 740 } });
    await pauseClock(watched.page);
    await watched.page.goto(server.url);
    return watched;
  }

  test("home: each island waits for its moment (view, tap or idle); none of them hydrates at first paint", async () => {
    const watched = await openHome(1280);
    const { page } = watched;
    await scriptStarted(page);
    // The banner's lead form is on the first screen: "visible" wakes it as soon as the script runs.
    await expect.poll(() => isHydrated(page, "lead-form"), POLL).toBe(true);
    expect(await islandStates(page)).toMatchObject({
      "main-nav": false, // interaction
      "college-search-input": false, // interaction
      "scroll-progress": false, // idle
      "scroll-to-top": false, // idle
      "hero-video": false, // idle
      testimonials: false, // visible, far below
      "trending-tabs": false, // visible, below
    });

    // The browser idles: the idle and interaction islands wake; those below the fold still wait.
    await letTheBrowserIdle(page);
    await expect
      .poll(() => islandStates(page), POLL)
      .toMatchObject({
        "main-nav": true,
        "college-search-input": true,
        "scroll-progress": true,
        "scroll-to-top": true,
        "hero-video": true,
      });
    expect(await isHydrated(page, "testimonials")).toBe(false);

    // Scrolled to: the testimonials hydrate, and answer a tap.
    const testimonials = page.getByRole("region", { name: "Testimonials" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page, "testimonials"), POLL).toBe(true);
    const secondPerson = testimonials.getByRole("tab").nth(1);
    await secondPerson.click();
    await expect.poll(() => secondPerson.getAttribute("aria-selected"), POLL).toBe("true");
    watched.expectClean();
    await watched.close();
  });

  test("the search box wakes on the first tap into it, before the browser idles, and suggests what was typed", async () => {
    const watched = await openHome(1280);
    const { page } = watched;
    await scriptStarted(page);
    expect(await isHydrated(page, "college-search-input")).toBe(false);
    // By id: its role changes from searchbox to combobox as it wakes.
    const box = page.locator("#hero-search");
    // Typed at once: the letters that came before the island woke are looked up too.
    await box.pressSequentially("iit bo");
    await expect.poll(() => isHydrated(page, "college-search-input"), POLL).toBe(true);
    expect(await isHydrated(page, "scroll-progress")).toBe(false);
    // The pause before a lookup is a timer on the paused clock.
    await page.clock.runFor(500);
    await page.getByRole("option", { name: /Indian Institute of Technology Bombay/ }).waitFor();
    watched.expectClean();
    await watched.close();
  });

  test("a tap on the menu before it has hydrated opens it, and it stays open and works once hydrated", async () => {
    const watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
    const { page } = watched;
    // The menu's code is held back until the tap has been made.
    let releaseMenuCode = () => {};
    const menuCodeHeld = new Promise<void>((resolve) => (releaseMenuCode = resolve));
    await page.route(/\/assets\/island-main-nav-[\w-]+\.js$/, async (route) => {
      await menuCodeHeld;
      await route.continue();
    });
    await pauseClock(page);
    await page.goto(server.url);
    await scriptStarted(page);

    const nav = page.locator('nav[aria-label="Main"]');
    const menu = nav.getByRole("button", { name: "Menu" });
    expect(await isHydrated(page, "main-nav")).toBe(false);
    await menu.click();
    const whoWeAre = nav.locator("summary", { hasText: "Who We Are" });
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    expect((await chromiumAccessibility(menu)).expanded).toBe(true);
    expect(await isHydrated(page, "main-nav")).toBe(false);

    releaseMenuCode();
    await expect.poll(() => isHydrated(page, "main-nav"), POLL).toBe(true);
    expect(await whoWeAre.isVisible()).toBe(true);
    // Hydrated: Escape closes an open sub-menu (the island's own handler) and the drawer.
    await whoWeAre.click();
    await expect.poll(() => nav.locator("details[open]").count(), POLL).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.locator("details[open]").count(), POLL).toBe(0);
    await expect.poll(async () => (await chromiumAccessibility(menu)).expanded, POLL).toBe(false);
    watched.expectClean();
    await watched.close();
  });

  /**
   * Issue 44: a tab tapped the moment its island scrolls into view, at a 4x CPU slowdown, is
   * selected: before hydration (the island's code held back until after the tap) the tap is held
   * and played once the island runs; without holding anything, wherever the tap lands in hydration.
   */
  for (const [island, tablist, tabName] of [
    ["trending-tabs", "Trending topics", "Exams"],
    ["testimonials", "Choose a person", undefined],
  ] as const) {
    test(`a tap on a ${island} tab as it scrolls into view, before or during hydration, selects it (4x CPU slowdown)`, async () => {
      for (const holdCode of [true, false]) {
        const watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
        const { page } = watched;
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        if (holdCode) {
          await page.route(new RegExp(`/assets/island-${island}-[\\w-]+\\.js$`), async (route) => {
            await held;
            await route.continue();
          });
        }
        await page.goto(server.url);
        await scriptStarted(page);
        const tabs = page.getByRole("tablist", { name: tablist }).getByRole("tab");
        const tab = tabName ? tabs.filter({ hasText: tabName }) : tabs.last();
        await tab.scrollIntoViewIfNeeded();
        await tab.click();
        if (holdCode) {
          expect(await isHydrated(page, island), "the tap came before hydration").toBe(false);
          release();
        }
        await expect.poll(() => isHydrated(page, island), POLL).toBe(true);
        await expect.poll(() => tab.getAttribute("aria-selected"), POLL).toBe("true");
        // Exactly once: a second tap would have toggled Trending's tab off again.
        await page.waitForTimeout(300);
        expect(await tab.getAttribute("aria-selected")).toBe("true");
        watched.expectClean();
        await cdp.detach();
        await watched.close();
      }
    });
  }

  /**
   * Issue 44: the menu and an FAQ answer, tapped at a 4x CPU slowdown the moment they can be
   * (the menu as the islands script starts, an answer as it scrolls into view), open once and stay
   * open through whatever hydration does after the tap.
   */
  test("at a 4x CPU slowdown, a tap on the menu as the page starts and on an FAQ question as it scrolls into view each open it once", async () => {
    for (const [path, target] of [
      ["/", "menu"],
      ["/FaqDetail", "answer"],
    ] as const) {
      const watched = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
      const { page } = watched;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${server.url}${path}`);
      await scriptStarted(page);
      if (target === "menu") {
        const menu = page.locator('nav[aria-label="Main"]').getByRole("button", { name: "Menu" });
        await menu.click();
        await expect.poll(() => isHydrated(page, "main-nav"), POLL).toBe(true);
        await page.waitForTimeout(300);
        expect((await chromiumAccessibility(menu)).expanded, "the menu stays open after hydration").toBe(true);
      } else {
        const question = page.locator("main details > summary").nth(2);
        await question.scrollIntoViewIfNeeded();
        await question.click();
        // The answer is the browser's own <details> (public pages are not hydrated, only islands):
        // whatever islands wake meanwhile, it opens once and stays open.
        await page.waitForTimeout(1000);
        expect(await question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
      }
      watched.expectClean();
      await cdp.detach();
      await watched.close();
    }
  });

  test("an island declared for load hydrates at once: /shortlist's sync, with nothing seen, tapped or idle", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await pauseClock(page);
    await page.goto(`${server.url}/shortlist`);
    await expect.poll(() => isHydrated(page, "shortlist-sync"), POLL).toBe(true);
    expect(await isHydrated(page, "scroll-progress")).toBe(false);
    watched.expectClean();
    await watched.close();
  });

  test("Save and Compare wake on idle; until then the college page offers the compare page by link", async () => {
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await pauseClock(page);
    await page.goto(`${server.url}/rv-college-of-engineering`);
    const buttons = page.locator('[data-island="college-pick-buttons"]').first();
    await scriptStarted(page);
    expect(await buttons.evaluate((element) => element.hasAttribute("data-hydrated"))).toBe(false);
    expect(await buttons.getByRole("link", { name: "Add to compare" }).count()).toBe(1);
    await letTheBrowserIdle(page);
    await expect.poll(() => buttons.evaluate((element) => element.hasAttribute("data-hydrated")), POLL).toBe(true);
    expect(await buttons.getByRole("button", { name: /^Save / }).count()).toBe(1);
    watched.expectClean();
    await watched.close();
  });
});

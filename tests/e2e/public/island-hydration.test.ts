import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, CDPSession, Page } from "playwright-core";
import { chromiumAccessibility } from "../support/accessibility-tree";
import { glyphsOutsidePageFonts } from "../support/glyphs";
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
  /**
   * Two pages, each navigated from test to test (a load is a new document: its islands start
   * again): one whose clock is paused, and one at a 4x CPU slowdown with its HTTP cache off, so
   * each load fetches and compiles the islands' code as a new visitor's would.
   */
  let paused: WatchedPage;
  let slowed: WatchedPage;
  let slowedCdp: CDPSession;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite") });
    browser = await connectChromium();
    paused = await openPage(browser, server.url);
    await pauseClock(paused.page);
    slowed = await openPage(browser, server.url, { viewport: { width: 360, height: 740 } });
    slowedCdp = await slowed.page.context().newCDPSession(slowed.page);
    await slowedCdp.send("Network.enable");
    await slowedCdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  });

  afterAll(async () => {
    await slowedCdp?.detach();
    await browser?.close();
    await server?.stop();
  });

  /** Loads `path` in the page at that size, from the top (a load of the same address keeps no scroll). */
  async function load(page: Page, path: string, viewport: { width: number; height: number }): Promise<void> {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}${path}`);
  }

  /** Loads `path` in the slowed page at 4x CPU slowdown (set again for each load). */
  async function loadSlowed(path: string): Promise<Page> {
    await slowedCdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await load(slowed.page, path, { width: 360, height: 740 });
    return slowed.page;
  }

  /** Holds each request for an island's code until the returned function is called; unrouted after. */
  async function holdIslandCode(
    page: Page,
    island: string,
  ): Promise<{ release: () => void; unroute: () => Promise<void> }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pattern = new RegExp(`/assets/island-${island}-[\\w-]+\\.js$`);
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return { release, unroute: () => page.unroute(pattern) };
  }

  /** Checks what a test left in a shared page's record, and empties it for the next test. */
  function clean(watched: WatchedPage): void {
    watched.expectClean();
    watched.forget();
  }

  test("home: each island waits for its moment (view, tap or idle), none of them hydrates at first paint; the search box wakes on the first tap into it, before the browser idles, and suggests what was typed", async () => {
    const { page } = paused;
    await load(page, "/", { width: 1280, height: 740 });
    await scriptStarted(page);
    // The banner's lead form is on the first screen: "visible" wakes it as soon as the script runs.
    await expect.poll(() => isHydrated(page, "lead-form"), POLL).toBe(true);
    expect(await islandStates(page)).toMatchObject({
      "main-nav": false, // idle
      "college-search-input": false, // interaction
      "scroll-progress": false, // idle
      "scroll-to-top": false, // idle
      "hero-video": false, // idle
      testimonials: false, // visible, far below
      "trending-tabs": false, // visible, below
    });

    // A tap into the search box wakes it, before the browser idles. By id: its role changes from
    // searchbox to combobox as it wakes. Typed at once: the letters that came before the island
    // woke are looked up too.
    const box = page.locator("#hero-search");
    await box.pressSequentially("iit bo");
    await expect.poll(() => isHydrated(page, "college-search-input"), POLL).toBe(true);
    expect(await isHydrated(page, "scroll-progress")).toBe(false);
    // The pause before a lookup is a timer on the paused clock.
    await page.clock.runFor(500);
    await page.getByRole("option", { name: /Indian Institute of Technology Bombay/ }).waitFor();

    // The browser idles: the idle islands wake, the menu among them; those below the fold wait to
    // be seen.
    await letTheBrowserIdle(page);
    await expect
      .poll(() => islandStates(page), POLL)
      .toMatchObject({ "main-nav": true, "scroll-progress": true, "scroll-to-top": true, "hero-video": true });
    expect(await isHydrated(page, "testimonials")).toBe(false);

    // Scrolled to: the testimonials hydrate, and answer a tap.
    const testimonials = page.getByRole("region", { name: "Testimonials" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page, "testimonials"), POLL).toBe(true);
    const secondPerson = testimonials.getByRole("tab").nth(1);
    await secondPerson.click();
    await expect.poll(() => secondPerson.getAttribute("aria-selected"), POLL).toBe("true");
    clean(paused);
  });

  test("the search box does not wake when the browser idles, only when tapped (ADR 097)", async () => {
    const { page } = paused;
    await load(page, "/", { width: 360, height: 740 });
    await scriptStarted(page);
    await letTheBrowserIdle(page);
    await expect.poll(() => isHydrated(page, "main-nav"), POLL).toBe(true);
    expect(await isHydrated(page, "college-search-input")).toBe(false);
    await page.locator("#hero-search").click();
    await expect.poll(() => isHydrated(page, "college-search-input"), POLL).toBe(true);
    clean(paused);
  });

  test("a tap on the menu before it has hydrated opens it, and it stays open and works once hydrated", async () => {
    const { page } = paused;
    // The menu's code is held back until the tap has been made.
    const menuCode = await holdIslandCode(page, "main-nav");
    await load(page, "/", { width: 360, height: 740 });
    await scriptStarted(page);

    const nav = page.locator('nav[aria-label="Main"]');
    const menu = nav.getByRole("button", { name: "Menu" });
    expect(await isHydrated(page, "main-nav")).toBe(false);
    await menu.click();
    const whoWeAre = nav.locator("summary", { hasText: "Who We Are" });
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    expect((await chromiumAccessibility(menu)).expanded).toBe(true);
    expect(await isHydrated(page, "main-nav")).toBe(false);

    menuCode.release();
    await expect.poll(() => isHydrated(page, "main-nav"), POLL).toBe(true);
    await menuCode.unroute();
    expect(await whoWeAre.isVisible()).toBe(true);
    // Hydrated: Escape closes an open sub-menu (the island's own handler) and the drawer.
    await whoWeAre.click();
    await expect.poll(() => nav.locator("details[open]").count(), POLL).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.locator("details[open]").count(), POLL).toBe(0);
    await expect.poll(async () => (await chromiumAccessibility(menu)).expanded, POLL).toBe(false);
    clean(paused);
  });

  test("an island declared for load hydrates at once: /shortlist's sync, with nothing seen, tapped or idle", async () => {
    const { page } = paused;
    await load(page, "/shortlist", { width: 1280, height: 800 });
    await expect.poll(() => isHydrated(page, "shortlist-sync"), POLL).toBe(true);
    expect(await isHydrated(page, "scroll-progress")).toBe(false);
    clean(paused);
  });

  test("Save and Compare wake on idle; until then the college page offers the compare page by link", async () => {
    const { page } = paused;
    await load(page, "/rv-college-of-engineering", { width: 1280, height: 800 });
    const buttons = page.locator('[data-island="college-pick-buttons"]').first();
    await scriptStarted(page);
    expect(await buttons.evaluate((element) => element.hasAttribute("data-hydrated"))).toBe(false);
    expect(await buttons.getByRole("link", { name: "Add to compare" }).count()).toBe(1);
    await letTheBrowserIdle(page);
    await expect.poll(() => buttons.evaluate((element) => element.hasAttribute("data-hydrated")), POLL).toBe(true);
    expect(await buttons.getByRole("button", { name: /^Save / }).count()).toBe(1);
    clean(paused);
  });

  test("a Hindi college page with the college saved and compared draws its marks (heart, tick, arrow) as icons: no character its fonts lack (ADR 099)", async () => {
    const { page } = paused;
    await load(page, "/hi/rv-college-of-engineering", { width: 360, height: 740 });
    await scriptStarted(page);
    await letTheBrowserIdle(page);
    const buttons = page.locator('[data-island="college-pick-buttons"]').first().getByRole("button");
    await expect.poll(() => buttons.count(), POLL).toBe(2);
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect
      .poll(() => buttons.evaluateAll((all) => all.map((b) => b.getAttribute("aria-pressed"))), POLL)
      .toEqual(["true", "true"]);
    // The picks bar, with the shortlist's heart and the compare link's arrow.
    await expect.poll(() => page.locator(".picks-bar a").count(), POLL).toBe(2);
    expect(await buttons.locator("svg").count()).toBe(2);
    expect(await page.locator(".picks-bar a svg").count()).toBe(2);
    expect(await glyphsOutsidePageFonts(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    clean(paused);
  });

  /**
   * Issue 44: a tab tapped the moment its island scrolls into view, at a 4x CPU slowdown, is
   * selected: before hydration (the island's code held back until after the tap) the tap is held
   * and played once the island runs; without holding anything, wherever the tap lands in hydration.
   * Both islands of the home page are tapped in one load, the trending topics first.
   */
  async function tapTabsAsTheyScrollIn(page: Page, held: { release: () => void }[] = []): Promise<void> {
    for (const [i, [island, tablist, tabName]] of (
      [
        ["trending-tabs", "Trending topics", "Exams"],
        ["testimonials", "Choose a person", undefined],
      ] as const
    ).entries()) {
      const tabs = page.getByRole("tablist", { name: tablist }).getByRole("tab");
      const tab = tabName ? tabs.filter({ hasText: tabName }) : tabs.last();
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      if (held[i]) {
        expect(await isHydrated(page, island), `${island}: the tap came before hydration`).toBe(false);
        held[i].release();
      }
      await expect.poll(() => isHydrated(page, island), POLL).toBe(true);
      await expect.poll(() => tab.getAttribute("aria-selected"), POLL).toBe("true");
      // Exactly once: a second tap would have toggled Trending's tab off again.
      await page.waitForTimeout(300);
      expect(await tab.getAttribute("aria-selected"), island).toBe("true");
    }
  }

  test("at a 4x CPU slowdown, a tap on a trending-tabs and a testimonials tab as each scrolls into view, before hydration, selects it", async () => {
    const held = [
      await holdIslandCode(slowed.page, "trending-tabs"),
      await holdIslandCode(slowed.page, "testimonials"),
    ];
    const page = await loadSlowed("/");
    await scriptStarted(page);
    await tapTabsAsTheyScrollIn(page, held);
    for (const code of held) await code.unroute();
    clean(slowed);
  });

  /**
   * Issue 44: the menu and an FAQ answer, tapped at a 4x CPU slowdown the moment they can be
   * (the menu as the islands script starts, an answer as it scrolls into view), open once and stay
   * open through whatever hydration does after the tap. The menu is tapped in the load whose tabs
   * are tapped with nothing held, and closed before them.
   */
  test("at a 4x CPU slowdown, nothing held: a tap on the menu as the page starts opens it once, and a tap on a trending-tabs and a testimonials tab as each scrolls into view, during hydration, selects it", async () => {
    const page = await loadSlowed("/");
    await scriptStarted(page);
    const menu = page.locator('nav[aria-label="Main"]').getByRole("button", { name: "Menu" });
    await menu.click();
    await expect.poll(() => isHydrated(page, "main-nav"), POLL).toBe(true);
    await page.waitForTimeout(300);
    expect((await chromiumAccessibility(menu)).expanded, "the menu stays open after hydration").toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await chromiumAccessibility(menu)).expanded, POLL).toBe(false);

    await tapTabsAsTheyScrollIn(page);
    clean(slowed);
  });

  test("at a 4x CPU slowdown, a tap on an FAQ question as it scrolls into view opens it once", async () => {
    const page = await loadSlowed("/FaqDetail");
    await scriptStarted(page);
    const question = page.locator("main details > summary").nth(2);
    await question.scrollIntoViewIfNeeded();
    await question.click();
    // The answer is the browser's own <details> (public pages are not hydrated, only islands):
    // whatever islands wake meanwhile, it opens once and stays open.
    await page.waitForTimeout(1000);
    expect(await question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    clean(slowed);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, pauseClock, POLL, waitForHydration, type WatchedPage } from "./watched-page";

const studentsStat = (page: Page) => page.locator(".stat", { hasText: "Students counselled" }).locator(".stat-value");

/**
 * Scrolls `target` into view and waits until it has stayed put for three frames. A band of the
 * page never laid out before takes its real height a frame or two after a jump lands beside it
 * (content-visibility: the trending band at 1280 px is 347 px taller than its stand-in), and a
 * tap Playwright aims in between lands where the target was.
 */
async function bringIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    for (let still = 0, last = NaN; still < 3;) {
      await new Promise((next) => requestAnimationFrame(next));
      const top = element.getBoundingClientRect().top;
      still = top === last ? still + 1 : 0;
      last = top;
    }
  });
}

const selectedTabs = (page: Page, tablist: string) =>
  page
    .getByRole("tablist", { name: tablist })
    .getByRole("tab", { selected: true })
    // Each tab's name: its aria-label, or its text less the parts hidden from screen readers.
    .evaluateAll((tabs) =>
      tabs.map((tab) => {
        const text = tab.cloneNode(true) as Element;
        text.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return tab.getAttribute("aria-label") ?? text.textContent;
      }),
    );

describe("home page [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /** One page for the tests on the real clock, navigated from test to test. */
  let shared: WatchedPage;
  /**
   * One page for the tests on Playwright's paused clock (installed once: it stays for the page's
   * later loads, and moves only when a test moves it).
   */
  let clocked: WatchedPage;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite"), LEADS_PER_IP_PER_HOUR: "1000" });
    browser = await connectChromium();
    shared = await openPage(browser, server.url);
    clocked = await openPage(browser, server.url);
    await pauseClock(clocked.page);
  });

  /** What a test left in a shared page's record is read by its expectClean: the next test starts empty. */

  /**
   * The home page, hydrated, in the shared page: loaded only if the page is not on it already
   * (the tests that use it as it is leave it as they found it, or move on from it).
   */
  async function home() {
    const { page } = shared;
    if (page.url() !== `${server.url}/`) {
      await page.goto(server.url);
      await waitForHydration(page);
    }
    return shared;
  }

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("the server HTML carries the final figures", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    // React separates adjacent text nodes with an empty comment; the text itself is what counts.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<span class="stat-value">3,00,000\+<\/span><span class="stat-label">Students counselled</);
    expect(html).toMatch(/<span class="stat-value">301\+<\/span><span class="stat-label">Associated institutes</);
  });

  test("the page paints before its one script is requested, and the stylesheet is the only thing it asks for before its first layout", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html.match(/<script[^>]*\bsrc=/g) ?? []).toEqual([]);
    // Nothing else shares the first round trips with the stylesheet on a slow connection: nothing
    // preloaded, the icon written into the page, the banner's poster fetched once laid out (its
    // text is the largest paint). Each of them added a round trip to Lighthouse's largest paint.
    expect(html).not.toMatch(/<link[^>]*rel="preload"/);
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
    expect(/<img class="hero-media"[^>]*>/.exec(html)?.[0]).toMatch(/loading="lazy"/);
    const watched = shared;
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      script: performance.getEntriesByType("resource").find((entry) => /\/assets\/islands-/.test(entry.name))!
        .startTime,
    }));
    expect(timing.script).toBeGreaterThanOrEqual(timing.paint);
    watched.expectClean();
    watched.forget();
  });

  test("counters start from 0 once they scroll into view and count up to their figure in 100 steps of 20 ms", async () => {
    const watched = clocked;
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page, { fakeClock: true });
    const stat = studentsStat(page);
    // Below the fold at 1280x800: after hydration they wait at 0 until seen.
    expect(await stat.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(800);
    expect(await stat.textContent()).toBe("0+");
    await page.clock.runFor(3000);
    expect(await stat.textContent()).toBe("0+");

    await stat.scrollIntoViewIfNeeded();
    // The first step, 20 ms after the counters came into view.
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return stat.textContent();
      })
      .not.toBe("0+");
    // 1.8 s later (about step 91 of 100) it is still counting, and screen readers get the final figure.
    await page.clock.runFor(1800);
    expect(await stat.textContent()).toMatch(/^(?!0\+$)(?!3,00,000\+$)[\d,]+\+$/);
    expect(await stat.getAttribute("aria-hidden")).toBe("true");
    const counting = page.locator(".stat", { hasText: "Students counselled" });
    expect(await counting.locator(".visually-hidden").textContent()).toBe("3,00,000+");
    // By 2 s after it began, every counter shows its figure.
    await page.clock.runFor(400);
    expect(await stat.textContent()).toBe("3,00,000+");
    expect(await page.locator(".stat", { hasText: "Associated institutes" }).locator(".stat-value").textContent()).toBe(
      "301+",
    );
    expect(await stat.getAttribute("aria-hidden")).toBe(null);
    watched.expectClean();
    watched.forget();
  });

  test("under reduced motion the final figures show at once and never count", async () => {
    const watched = clocked;
    const { page } = watched;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(server.url);
    await waitForHydration(page, { fakeClock: true });
    const stat = studentsStat(page);
    expect(await stat.textContent()).toBe("3,00,000+");
    await stat.scrollIntoViewIfNeeded();
    await page.clock.runFor(3000);
    expect(await stat.textContent()).toBe("3,00,000+");
    expect(await page.locator(".stats .visually-hidden").count()).toBe(0);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    watched.expectClean();
    watched.forget();
  });

  test("trending tabs: SHOW ALL first, a tab filters, choosing the active tab shows everything again", async () => {
    const watched = await home();
    const { page } = watched;
    const tablist = page.getByRole("tablist", { name: "Trending topics" });
    expect(await tablist.getByRole("tab").allTextContents()).toEqual(["SHOW ALL", "EXAMS", "RESULT", "ADMISSIONS"]);
    expect(await selectedTabs(page, "Trending topics")).toEqual(["SHOW ALL"]);
    const items = page.locator("#trending-panel .trending-item");
    const categories = () => items.evaluateAll((list) => list.map((item) => item.getAttribute("data-category")));
    expect(await items.count()).toBe(9);

    const exams = tablist.getByRole("tab", { name: "EXAMS" });
    await bringIntoView(tablist);
    await exams.click();
    await expect.poll(() => selectedTabs(page, "Trending topics"), POLL).toEqual(["EXAMS"]);
    expect(await categories()).toEqual(["EXAMS", "EXAMS", "EXAMS"]);
    expect(await page.getByRole("tabpanel").first().getAttribute("aria-labelledby")).toBe("trending-tab-EXAMS");

    await tablist.getByRole("tab", { name: "RESULT" }).click();
    await expect.poll(() => selectedTabs(page, "Trending topics"), POLL).toEqual(["RESULT"]);
    expect(await categories()).toEqual(["RESULT", "RESULT", "RESULT"]);

    await tablist.getByRole("tab", { name: "EXAMS" }).click();
    await expect.poll(() => selectedTabs(page, "Trending topics"), POLL).toEqual(["EXAMS"]);
    // The active tab again: nothing selected, everything shown.
    await exams.click();
    await expect.poll(() => selectedTabs(page, "Trending topics"), POLL).toEqual([]);
    expect(await items.count()).toBe(9);
    expect(new Set(await categories())).toEqual(new Set(["EXAMS", "RESULT", "ADMISSIONS"]));
    watched.expectClean();
    watched.forget();
  });

  // The bands below the first screen are laid out only as they come near it (content-visibility).
  // A college card skipped on its own inside the popular band, laid out two frames after a jump
  // and 25 px a row taller than its stand-in, moved the trending tabs below it from under a tap
  // that had found them still for two frames (as Playwright's click does): now the band's cards
  // are laid out with the band.
  test("a jump down to the trending tabs moves nothing above them as it is laid out", async () => {
    const watched = shared;
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Trending topics" });
    const offsets = await tablist.evaluate(async (strip) => {
      strip.scrollIntoView({ block: "end" });
      const top = strip.getBoundingClientRect().top;
      const moved: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        await new Promise((next) => requestAnimationFrame(next));
        // + 0: no -0 where it did not move.
        moved.push(Math.round(strip.getBoundingClientRect().top - top) + 0);
      }
      return moved;
    });
    expect(offsets).toEqual([0, 0, 0, 0, 0, 0]);
    watched.expectClean();
    watched.forget();
  });

  test("testimonials: choosing an avatar shows that person", async () => {
    const watched = await home();
    const { page } = watched;
    const region = page.getByRole("region", { name: "Testimonials" });
    const tabs = region.getByRole("tab");
    expect(await tabs.count()).toBe(4);
    await bringIntoView(region.getByRole("tablist"));
    await tabs.nth(2).click();
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected"), POLL).toBe("true");
    expect(await selectedTabs(page, "Choose a person")).toEqual(["Rahul M."]);
    const panel = region.getByRole("tabpanel");
    expect(await panel.locator("figcaption strong").textContent()).toBe("Rahul M.");
    expect(await panel.textContent()).toContain("CAT score");
    watched.expectClean();
    watched.forget();
  });

  test("testimonials move on by themselves every 6 s and hold still while hovered", async () => {
    const watched = clocked;
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page, { fakeClock: true });
    const region = page.getByRole("region", { name: "Testimonials" });
    expect(await selectedTabs(page, "Choose a person")).toEqual(["Ananya R."]);
    expect(await region.getAttribute("data-playing")).toBe("true");
    await page.clock.runFor(5900);
    expect(await selectedTabs(page, "Choose a person")).toEqual(["Ananya R."]);
    await page.clock.runFor(100);
    await expect.poll(() => selectedTabs(page, "Choose a person"), POLL).toEqual(["Suresh K."]);

    await region.hover();
    await expect.poll(() => region.getAttribute("data-playing"), POLL).toBe("false");
    await page.clock.runFor(20_000);
    expect(await selectedTabs(page, "Choose a person")).toEqual(["Suresh K."]);

    // Moving the pointer away starts it again, a full 6 s from then.
    await page.mouse.move(5, 5);
    await expect.poll(() => region.getAttribute("data-playing"), POLL).toBe("true");
    await page.clock.runFor(6000);
    await expect.poll(() => selectedTabs(page, "Choose a person"), POLL).not.toEqual(["Suresh K."]);
    watched.expectClean();
    watched.forget();
  });

  test("the hero search opens Colleges & Courses filtered by the words typed", async () => {
    const watched = await home();
    const { page } = watched;
    const search = page.getByRole("combobox", { name: "Search colleges and courses" });
    await search.fill("mbbs");
    await search.press("Enter");
    await page.waitForURL(`${server.url}/colleges-course?q=mbbs`);
    const heading = page.locator("#results-heading");
    await expect.poll(() => heading.textContent(), POLL).toMatch(/^\d+ colleges found$/);
    const found = Number((await heading.textContent())!.split(" ")[0]);
    expect(found).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole("heading", { name: `${found} colleges found` }).count()).toBe(1);
    // The list's own search box holds the words (a search box until a tap wakes its suggestions).
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("mbbs");
    watched.expectClean();
    watched.forget();
  });

  test("stream tiles link to the stream pages; streams without a page are plain text", async () => {
    const watched = await home();
    const { page } = watched;
    const streams = page.getByRole("region", { name: "College Admission in India" });
    expect(await streams.getByRole("link", { name: "Law", exact: true }).count()).toBe(0);
    expect(await streams.getByText("Law", { exact: true }).count()).toBe(1);
    expect(await streams.getByRole("link").allTextContents()).toEqual(["Engineering", "Management", "Medical"]);

    await streams.getByRole("link", { name: "Engineering", exact: true }).click();
    await page.waitForURL(`${server.url}/top-engineering-colleges-in-india`);
    await expect.poll(() => page.locator("header.landing-bar").count(), POLL).toBe(1);
    expect(await page.getByRole("heading", { name: "Engineering colleges", exact: true }).count()).toBe(1);
    watched.expectClean();
    watched.forget();
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { chromiumAccessibility } from "../support/accessibility-tree";
import { connectChromium } from "../support/chromium";
import { demoDatabaseUrl } from "../support/databases";
import { startServer, type RunningServer } from "../support/server";
import { openPage, pauseClock, POLL, waitForHydration, type WatchedPage } from "./watched-page";

/** Pages that keep the main header (with the main menu) and the footer. */
const FULL_CHROME = [
  "/",
  "/weAre",
  "/believe",
  "/whywe",
  "/founder",
  "/career",
  "/institutional",
  "/industry",
  "/NCS",
  "/whom",
  "/Process",
  "/FaqDetail",
  "/Contact",
  "/disk/pes-university",
];

/** Pages where the spec hides them: the slim landing bar stands in. */
const LANDING_BAR = [
  "/top-engineering-colleges-in-india",
  "/Management-colleges-in-india",
  "/Medical-colleges-in-india",
  "/college/Disk/pes-university",
  "/indian-institute-of-technology-bombay",
  "/colleges-course",
];

async function chromeOf(page: Page) {
  return {
    mainNav: await page.locator('nav[aria-label="Main"]').count(),
    footer: await page.locator("footer").count(),
    landingBar: await page.locator("header.landing-bar").count(),
  };
}

/**
 * The same counts in the HTML the server sends for `path`, with its status: which chrome a page
 * gets is the server's choice, read without a browser (the next test follows it client-side).
 */
async function servedChromeOf(serverUrl: string, path: string) {
  const answer = await fetch(`${serverUrl}${path}`);
  const html = await answer.text();
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  return {
    status: answer.status,
    mainNav: count(/<nav\b[^>]*\baria-label="Main"/g),
    footer: count(/<footer\b/g),
    landingBar: count(/<header\b[^>]*\bclass="[^"]*\blanding-bar\b/g),
  };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A sub-menu of the main menu: the <summary> of its <details>. */
const subMenu = (nav: Locator, name: string) => nav.locator("summary", { hasText: name });
const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
/** The Menu button's expanded state as Chromium reports it (a popover's button carries no aria-expanded). */
const expanded = async (button: Locator) => (await chromiumAccessibility(button)).expanded;

/**
 * What floating control, if any, covers each of these controls (issue 44, item 6), at the two
 * places that matter: as low as the browser brings it into view for a key (its bottom on the
 * page's scroll-padding, or as far as the page scrolls), and with its middle under the
 * scroll-to-top button, where the button must stand aside. Each of its line boxes is looked at.
 * One call walks them all in the page, rather than a round trip through Playwright per control.
 */
async function controlsCoveredByFloats(controls: Element[]): Promise<string[]> {
  async function coveredBy(control: Element): Promise<string> {
    const FLOATING = ".scroll-top, .picks-bar, .mobile-actions, .language-offer";
    // One frame: the page's scroll listeners run in it (they show and hide the floating controls),
    // and what they change is laid out by elementFromPoint's own layout.
    const settle = () => new Promise((done) => requestAnimationFrame(done));
    const root = document.documentElement;
    const scrollBy = async (dy: number) => {
      window.scrollTo(0, Math.max(0, Math.min(root.scrollHeight - innerHeight, window.scrollY + dy)));
      await settle();
    };
    // Each line box's middle, and its point nearest the scroll-to-top button's middle (a partial cover).
    const coverOf = () => {
      const button = document.querySelector(".scroll-top")?.getBoundingClientRect();
      for (const box of control.getClientRects()) {
        const y = box.top + box.height / 2;
        const xs = [box.left + box.width / 2];
        // Not its very rim: a line box that ends where the round button's edge starts is not covered.
        if (button && box.right > button.left + 3 && box.left < button.right - 3) {
          xs.push(Math.min(box.right - 1, Math.max(box.left + 1, button.left + button.width / 2)));
        }
        for (const x of xs) {
          const top = document.elementFromPoint(x, y);
          const floating = top?.closest(FLOATING);
          if (floating && !control.contains(top))
            return `"${control.textContent?.trim()}" under .${floating.className}`;
        }
      }
      return "";
    };
    const padding = parseFloat(getComputedStyle(root).scrollPaddingBottom) || 0;
    await scrollBy(control.getBoundingClientRect().bottom - (innerHeight - padding));
    const low = coverOf();
    if (low) return low;
    // Near the top of the page the button is not there at all.
    const button = document.querySelector(".scroll-top")?.getBoundingClientRect();
    const box = control.getBoundingClientRect();
    if (!button || box.right < button.left || box.left > button.right) return "";
    await scrollBy(box.top + box.height / 2 - (button.top + button.height / 2));
    return coverOf();
  }
  const covered: string[] = [];
  for (const control of controls) {
    const hit = await coveredBy(control);
    if (hit) covered.push(hit);
  }
  return covered;
}

/**
 * Each rupee figure in a table cell of the page (issue 44, item 6: "₹4,00,00" cut off at 360 px):
 * its cell clips nothing (scrollWidth), the figure is on one line, and it lies inside what its
 * scroll box and the screen show; or else that box scrolls and shows the shadow cue at its edge.
 */
function figuresCutOff(): { figures: number; problems: string[] } {
  const problems: string[] = [];
  let figures = 0;
  for (const cell of document.querySelectorAll("main :is(td, th, dd)")) {
    if (cell.scrollWidth > cell.clientWidth) problems.push(`"${cell.textContent?.trim()}" overflows its cell`);
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(/₹\s?[\d,.]*\d/g)) {
        figures += 1;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
        if (lines !== 1) problems.push(`${match[0]} is broken over ${lines} lines`);
        let scroller: Element | null = cell.parentElement;
        while (scroller && scroller !== document.body && getComputedStyle(scroller).overflowX === "visible") {
          scroller = scroller.parentElement;
        }
        const shown = scroller && scroller !== document.body ? scroller.getBoundingClientRect() : null;
        const box = range.getBoundingClientRect();
        const left = Math.max(0, shown?.left ?? 0);
        const right = Math.min(innerWidth, shown?.right ?? innerWidth);
        if (box.left >= left - 0.5 && box.right <= right + 0.5) continue;
        const scrolls = scroller && scroller.scrollWidth > scroller.clientWidth;
        const cue = scroller && getComputedStyle(scroller).backgroundImage.includes("radial-gradient");
        if (!scrolls || !cue) problems.push(`${match[0]} is cut off at ${Math.round(right)} px with no scroll cue`);
      }
    }
  }
  return { figures, problems };
}

describe("page chrome: header, footer, landing bar and the widgets around them [sqlite]", () => {
  let server: RunningServer;
  let browser: Browser;
  /**
   * One page with JavaScript and one without, navigated from test to test (each test sets the
   * width it needs): no test needs cookies of its own. Each test's console is read (expectClean)
   * and emptied (forget) before the next.
   */
  let shared: WatchedPage;
  let noScript: WatchedPage;

  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: await demoDatabaseUrl("sqlite"), LEADS_PER_IP_PER_HOUR: "1000" });
    browser = await connectChromium();
    shared = await openPage(browser, server.url);
    noScript = await openPage(browser, server.url, { javaScriptEnabled: false });
  });

  /** What a test left in a shared page's record is read by its expectClean: the next test starts empty. */

  /** The shared page (or the one without JavaScript) at this width. */
  async function sized(watched: WatchedPage, width: number, height = 800) {
    await watched.page.setViewportSize({ width, height });
    return watched;
  }

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("information pages, home and disk pages get the header and footer; landing pages get only the landing bar", async () => {
    for (const path of FULL_CHROME) {
      expect(await servedChromeOf(server.url, path), path).toEqual({
        status: 200,
        mainNav: 1,
        footer: 1,
        landingBar: 0,
      });
    }
    for (const path of LANDING_BAR) {
      expect(await servedChromeOf(server.url, path), path).toEqual({
        status: 200,
        mainNav: 0,
        footer: 0,
        landingBar: 1,
      });
    }
  });

  test("the rule follows client-side navigation both ways", async () => {
    const watched = await sized(shared, 1280);
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "Engineering colleges" }).click();
    await page.waitForURL(`${server.url}/top-engineering-colleges-in-india`);
    await expect.poll(() => chromeOf(page), POLL).toEqual({ mainNav: 0, footer: 0, landingBar: 1 });
    // The landing bar's logo leads home, where the full chrome comes back.
    await page.locator("header.landing-bar").getByRole("link", { name: /home$/ }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => chromeOf(page), POLL).toEqual({ mainNav: 1, footer: 1, landingBar: 0 });
    watched.expectClean();
    watched.forget();
  });

  test("the social sidebar shows below 360 px and above 768 px only", async () => {
    const watched = shared;
    const { page } = watched;
    await page.goto(server.url);
    // One load: the CSS answers each new width as the window is resized.
    for (const [width, visible] of [
      [359, true],
      [360, false],
      [768, false],
      [769, true],
    ] as const) {
      await sized(watched, width);
      // In the page at every width; the CSS decides whether it shows.
      expect(
        await page.getByRole("complementary", { name: "Social media", includeHidden: true }).count(),
        `${width} px`,
      ).toBe(1);
      const sidebar = page.getByRole("complementary", { name: "Social media" });
      expect(await sidebar.isVisible(), `${width} px`).toBe(visible);
      if (visible) {
        expect(await sidebar.getByRole("link").count()).toBe(5);
        expect(await sidebar.getByRole("link", { name: "Facebook (opens in a new tab)" }).isVisible()).toBe(true);
      }
    }
    watched.expectClean();
    watched.forget();
  });

  test("the reading-progress bar goes from 0 at the top to 100 at the bottom", async () => {
    const watched = await sized(shared, 1280);
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page);
    const progress = page.getByRole("progressbar", { name: "Reading progress" });
    expect(await progress.getAttribute("aria-valuenow")).toBe("0");
    // The page may still grow once the reader is at the bottom (an image arriving): a reader who
    // keeps going reaches the end, and the bar follows.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const reading = async () => {
      const width = await progress.locator(".scroll-progress-bar").evaluate((bar) => (bar as HTMLElement).style.width);
      return `${await progress.getAttribute("aria-valuenow")} ${width}`;
    };
    await expect.poll(async () => (await toBottom(), reading()), POLL).toBe("100 100%");
    // Half way down reads about 50, and whatever the page's height now, the bar is the share scrolled.
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    const shareScrolled = () =>
      page.evaluate(() =>
        Math.round((window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)) * 100),
      );
    await expect
      .poll(async () => Math.abs(Number(await progress.getAttribute("aria-valuenow")) - (await shareScrolled())), POLL)
      .toBeLessThanOrEqual(1);
    expect(Math.abs((await shareScrolled()) - 50)).toBeLessThanOrEqual(10);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => progress.getAttribute("aria-valuenow"), POLL).toBe("0");
    watched.expectClean();
    watched.forget();
  });

  test("the scroll-to-top button appears past 100 px and scrolls back to the top over 1000 ms", async () => {
    // A page of its own: Playwright's clock, once installed, stays for the page's later loads.
    const watched = await openPage(browser, server.url);
    const { page } = watched;
    await pauseClock(page);
    await page.goto(server.url);
    await waitForHydration(page, { fakeClock: true });
    const button = page.getByRole("button", { name: "Scroll to top" });
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 100));
    await page.clock.runFor(100);
    expect(await scrollY(page)).toBe(100);
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => button.count(), POLL).toBe(1);
    expect(await button.isVisible()).toBe(true);

    await button.click();
    // Half-way through the second it is on its way up: the scroll is animated, not a jump.
    await page.clock.runFor(500);
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBeLessThan(150);
    // At 1000 ms it is at the top.
    await page.clock.runFor(550);
    expect(await scrollY(page)).toBe(0);
    // Back at the top, the button goes away.
    await expect.poll(() => button.count(), POLL).toBe(0);
    watched.expectClean();
    await watched.close();
  });

  test("at 360 px the menu is a drawer whose sub-menus open one at a time", async () => {
    const watched = await sized(shared, 360, 740);
    const { page } = watched;
    await page.goto(server.url);
    await waitForHydration(page);
    const nav = page.locator('nav[aria-label="Main"]');
    const menu = nav.getByRole("button", { name: "Menu" });
    const whoWeAre = subMenu(nav, "Who We Are");
    const franchise = subMenu(nav, "Franchise");

    expect(await expanded(menu)).toBe(false);
    expect(await whoWeAre.isVisible()).toBe(false);

    await menu.click();
    await expect.poll(() => expanded(menu), POLL).toBe(true);
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    expect(await isOpen(whoWeAre)).toBe(false);
    expect(await nav.getByRole("link", { name: "We Believe" }).isVisible()).toBe(false);

    await whoWeAre.click();
    await expect.poll(() => isOpen(whoWeAre), POLL).toBe(true);
    expect(await nav.getByRole("link", { name: "We Believe" }).isVisible()).toBe(true);

    // Opening another sub-menu closes the first.
    await franchise.click();
    await expect.poll(() => isOpen(franchise), POLL).toBe(true);
    expect(await isOpen(whoWeAre)).toBe(false);
    expect(await nav.getByRole("link", { name: "We Believe" }).isVisible()).toBe(false);
    expect(await nav.getByRole("link", { name: "Process Flow" }).isVisible()).toBe(true);

    // Choosing the open one closes it.
    await franchise.click();
    await expect.poll(() => isOpen(franchise), POLL).toBe(false);
    expect(await nav.getByRole("link", { name: "Process Flow" }).isVisible()).toBe(false);
    // Only the drawer is still open.
    expect(await expanded(menu)).toBe(true);
    expect(await nav.locator("details[open]").count()).toBe(0);

    // The drawer's Close button, Escape and a tap beside the drawer each close it.
    await nav.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => expanded(menu), POLL).toBe(false);
    expect(await whoWeAre.isVisible()).toBe(false);
    await expect.poll(() => menu.evaluate((button) => document.activeElement === button), POLL).toBe(true);
    await menu.click();
    await expect.poll(() => expanded(menu), POLL).toBe(true);
    await whoWeAre.click();
    await page.keyboard.press("Escape");
    await expect.poll(() => expanded(menu), POLL).toBe(false);
    expect(await nav.locator("details[open]").count()).toBe(0);
    await menu.click();
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    await page.mouse.click(20, 400);
    await expect.poll(() => expanded(menu), POLL).toBe(false);
    expect(await whoWeAre.isVisible()).toBe(false);

    // Following a link from the drawer closes it.
    await menu.click();
    await whoWeAre.click();
    await nav.getByRole("link", { name: "We Believe" }).click();
    await page.waitForURL(`${server.url}/believe`);
    await expect.poll(() => expanded(menu), POLL).toBe(false);
    expect(await whoWeAre.isVisible()).toBe(false);
    expect(await nav.locator("details[open]").count()).toBe(0);
    watched.expectClean();
    watched.forget();
  });

  test("at 360 px without JavaScript the drawer and its sub-menus work the same, and Chromium reports their state", async () => {
    const watched = await sized(noScript, 360, 740);
    const { page } = watched;
    await page.goto(server.url);
    const nav = page.locator('nav[aria-label="Main"]');
    const menu = nav.getByRole("button", { name: "Menu" });
    const whoWeAre = subMenu(nav, "Who We Are");
    const franchise = subMenu(nav, "Franchise");

    expect(await whoWeAre.isVisible()).toBe(false);
    expect(await chromiumAccessibility(menu)).toMatchObject({ role: "button", name: "Menu", expanded: false });

    await menu.click();
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    expect(await chromiumAccessibility(menu)).toMatchObject({ expanded: true });
    expect(await chromiumAccessibility(whoWeAre)).toMatchObject({ name: "Who We Are", expanded: false });

    await whoWeAre.click();
    await expect.poll(() => isOpen(whoWeAre), POLL).toBe(true);
    expect(await nav.getByRole("link", { name: "We Believe" }).isVisible()).toBe(true);
    expect(await chromiumAccessibility(whoWeAre)).toMatchObject({ expanded: true });
    await franchise.click();
    await expect.poll(() => isOpen(franchise), POLL).toBe(true);
    expect(await isOpen(whoWeAre)).toBe(false);
    expect(await nav.getByRole("link", { name: "Process Flow" }).isVisible()).toBe(true);
    await franchise.click();
    await expect.poll(() => isOpen(franchise), POLL).toBe(false);

    // Close, Escape and a tap beside the drawer close it, with no script on the page.
    await nav.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(false);
    await menu.click();
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(false);
    await menu.click();
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(true);
    await page.mouse.click(20, 400);
    await expect.poll(() => whoWeAre.isVisible(), POLL).toBe(false);
    expect(await chromiumAccessibility(menu)).toMatchObject({ expanded: false });

    // A link in the drawer is a plain link.
    await menu.click();
    await whoWeAre.click();
    await nav.getByRole("link", { name: "We Believe" }).click();
    await page.waitForURL(`${server.url}/believe`);
    expect(await whoWeAre.isVisible()).toBe(false);
    watched.expectClean();
    watched.forget();
  });

  test("at 1280 px the menu is a bar whose sub-menus drop down one at a time, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const watched = await sized(javaScriptEnabled ? shared : noScript, 1280);
      const { page } = watched;
      await page.goto(server.url);
      if (javaScriptEnabled) await waitForHydration(page);
      const nav = page.locator('nav[aria-label="Main"]');
      expect(await nav.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
      expect(await nav.getByRole("link", { name: "Contact Us" }).isVisible()).toBe(true);
      const whatWeDo = subMenu(nav, "What We Do");
      await whatWeDo.click();
      await expect.poll(() => nav.getByRole("link", { name: "Career Counseling" }).isVisible(), POLL).toBe(true);
      await subMenu(nav, "Franchise").click();
      await expect.poll(() => nav.getByRole("link", { name: "Process Flow" }).isVisible(), POLL).toBe(true);
      expect(await nav.getByRole("link", { name: "Career Counseling" }).isVisible()).toBe(false);
      await subMenu(nav, "Franchise").click();
      await expect.poll(() => nav.locator("details[open]").count(), POLL).toBe(0);
      watched.expectClean();
      watched.forget();
    }
  });

  test("at 360 px no floating control covers a control: on the college list, a stream page, compare and /exams, each button and link, brought into view as a key would or under the scroll-to-top button, is what is under it", async () => {
    const watched = await sized(shared, 360, 740);
    const { page } = watched;
    await page.goto(`${server.url}/colleges-course`);
    await waitForHydration(page);
    // A college saved and one to compare, so the Shortlist/Compare bar floats on every page too.
    const picks = page.locator(".card-grid .pick-button");
    await picks.nth(0).click();
    await picks.nth(1).click();
    await page.locator(".picks-bar").waitFor();
    const pages = [
      "/colleges-course",
      "/top-engineering-colleges-in-india",
      "/compare?colleges=pes-university,rv-college-of-engineering",
      "/exams",
    ];
    const covered: string[] = [];
    for (const path of pages) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      // Past the first screen, so the scroll-to-top button, the action bar and the picks bar all show.
      await page.mouse.wheel(0, 600);
      await page.locator(".scroll-top").waitFor({ state: "attached" });
      const controls = page.locator("main :is(a[href], button, input, select, summary, textarea):visible");
      expect(await controls.count(), path).toBeGreaterThan(1);
      covered.push(...(await controls.evaluateAll(controlsCoveredByFloats)).map((hit) => `${path}: ${hit}`));
    }
    expect(covered).toEqual([]);
    // The picks live in the context's localStorage: the next tests start without the picks bar.
    await page.evaluate(() => localStorage.clear());
    watched.expectClean();
    watched.forget();
  });

  test("at 360 px no figure in a table is cut off: each fee is whole on one line, in view, or its table scrolls and shows the shadow that says so", async () => {
    const watched = await sized(shared, 360, 740);
    const { page } = watched;
    const problems: string[] = [];
    let figures = 0;
    for (const path of [
      "/top-engineering-colleges-in-india",
      "/hi/top-engineering-colleges-in-india",
      "/pes-university",
      "/compare?colleges=pes-university,rv-college-of-engineering,indian-institute-of-technology-bombay",
    ]) {
      await page.goto(`${server.url}${path}`);
      const found = await page.evaluate(figuresCutOff);
      figures += found.figures;
      problems.push(...found.problems.map((problem) => `${path}: ${problem}`));
    }
    expect(figures).toBeGreaterThan(50);
    expect(problems).toEqual([]);
    watched.expectClean();
    watched.forget();
  });

  test("every item of the header menu and the footer leads to a page of its own, in English and Hindi", async () => {
    const watched = await sized(shared, 1280);
    const { page } = watched;
    for (const home of ["/", "/hi"]) {
      await page.goto(`${server.url}${home}`);
      // The main menu, whatever its name in the page's language.
      const nav = page.locator("nav:has(.nav-item)");
      // Every item is a link or a sub-menu's button: nothing that looks tappable does nothing.
      const items = await nav.locator("li").evaluateAll((lis) =>
        lis.map((li) => ({
          text: li.firstElementChild?.textContent?.trim() ?? "",
          acts: !!li.querySelector(":scope > a[href], :scope > details > summary"),
        })),
      );
      expect(items.length, home).toBeGreaterThan(15);
      expect(
        items.filter((item) => !item.acts).map((item) => item.text),
        home,
      ).toEqual([]);
      const hrefs = [
        ...(await nav.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))),
        ...(await page
          .locator("footer a[href^='/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))),
      ];
      // The menu's services, the exams and booking are among them, in the page's language.
      const prefix = home === "/" ? "" : "/hi";
      for (const path of ["/exams", "/counselling/book", "/services/map-my-talent", "/services/channel-partners"]) {
        expect(hrefs, home).toContain(`${prefix}${path}`);
      }
      const headings = new Map<string, string>();
      for (const href of new Set(hrefs)) {
        const answer = await fetch(`${server.url}${href}`, { redirect: "manual" });
        const html = await answer.text();
        expect(answer.status, href).toBe(200);
        const heading =
          /<h1[^>]*>([\s\S]*?)<\/h1>/
            .exec(html)?.[1]
            ?.replace(/<[^>]+>/g, "")
            .trim() ?? "";
        expect(heading, href).not.toBe("");
        headings.set(href, heading);
      }
      // "A page of its own": no two items of the menu land on the same page under different names.
      const services = [...headings].filter(([href]) => href.includes("/services/")).map(([, heading]) => heading);
      expect(new Set(services).size, home).toBe(5);
    }
    watched.expectClean();
    watched.forget();
  });

  test("the footer's WhatsApp link opens wa.me, naming the college on a college page", async () => {
    const watched = await sized(shared, 1280);
    const { page } = watched;
    await page.goto(server.url);
    const homeLink = page.locator("footer").getByRole("link", { name: "Chat on WhatsApp" });
    const homeHref = (await homeLink.getAttribute("href"))!;
    expect(homeHref.startsWith("https://wa.me/")).toBe(true);
    expect(new URL(homeHref).searchParams.get("text")).not.toContain("interested in");

    const response = await page.goto(`${server.url}/disk/pes-university`);
    expect(response?.status()).toBe(200);
    expect(await chromeOf(page)).toEqual({ mainNav: 1, footer: 1, landingBar: 0 });
    const collegeLink = page.locator("footer").getByRole("link", { name: "Chat on WhatsApp" });
    const href = (await collegeLink.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toContain("I am interested in PES University.");
    expect(await collegeLink.getAttribute("target")).toBe("_blank");
    expect(await collegeLink.getAttribute("rel")).toContain("noopener");
    watched.expectClean();
    watched.forget();
  });
});

// Interaction to Next Paint on the first taps a student makes (issue 27), in Chromium with its CPU
// slowed by the calibrated multiplier (./calibrate.mjs) through the DevTools protocol
// (Emulation.setCPUThrottlingRate), at 360 px with touch, as a mid-range phone.
//
// Each scenario opens its page in a fresh context, waits for the load event and then
// TAP_DELAY_MS (a visitor reads before tapping; islands are hydrating meanwhile, as on a phone),
// makes its `prepare` steps, and then the measured interaction. Its INP is the longest Event
// Timing entry of that interaction (PerformanceObserver, type "event", durationThreshold 16, the
// web-vitals method): from the input to the next paint, including the wait for a busy main thread.
// An interaction under 16 ms reports no entry and is shown as "< 16".
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";

/** How long after the load event the visitor taps. */
const TAP_DELAY_MS = Number(process.env.BENCH_TAP_DELAY_MS ?? 1000);
/**
 * How long a visitor looks at what they are about to tap once it is on screen. Also keeps the
 * driver out of the measurement: finding an element runs Playwright's own script in the page,
 * which at 8x took 90-150 ms of the page's main thread just before a `locator.tap()`.
 */
const LOOK_MS = 500;
/** The phone: 360 px wide (the site's smallest layout), touch, a phone's pixel density. */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const SCENARIOS = [
  {
    name: "open the menu on home",
    path: "/",
    act: (page) => tapLikeAFinger(page, page.getByRole("button", { name: "Menu" })),
    done: (page) => page.locator("summary", { hasText: "Who We Are" }).waitFor({ state: "visible" }),
  },
  {
    name: "type the first letter in the home search box",
    path: "/",
    // The tap that focuses the box comes first, and is not the measured interaction.
    prepare: async (page) => {
      await page.locator("#hero-search").tap();
      await page.waitForTimeout(300);
    },
    act: (page) => page.keyboard.press("i"),
    done: (page) => page.waitForFunction(() => document.querySelector("#hero-search")?.value === "i"),
  },
  {
    name: "open the second FAQ answer (/FaqDetail)",
    path: "/FaqDetail",
    act: (page) => tapLikeAFinger(page, page.locator("main details summary").nth(1)),
    done: (page) => page.waitForFunction(() => document.querySelectorAll("main details")[1]?.open === true),
  },
  {
    name: 'choose "A student under 18" on a lead form (/Contact)',
    path: "/Contact",
    // The field holds the choice before it (set without an interaction); the measured one is the
    // key that moves it to "A student under 18", which also shows the guardian's fields (CSS :has).
    prepare: async (page) => {
      const applicant = page.getByLabel("I am", { exact: true }).first();
      await applicant.selectOption("adult");
      await applicant.focus();
      await page.waitForTimeout(300);
    },
    act: (page) => page.keyboard.press("ArrowDown"),
    done: (page) => page.waitForFunction(() => document.querySelector('select[name="applicant"]')?.value === "minor"),
  },
];

/**
 * A tap as the touchscreen sends it (touch events through the browser's input pipeline) at the
 * middle of `locator`, once it is on screen and the visitor has looked at it: Playwright's
 * `locator.tap()` would also run its hit-target checks in the page during the tap.
 */
async function tapLikeAFinger(page, locator) {
  // To the middle of the screen, clear of the phone layout's fixed bar of actions at the bottom.
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await locator.boundingBox();
  if (!box) throw new Error("nothing to tap: the element has no box");
  await page.waitForTimeout(LOOK_MS);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Collects every Event Timing entry of an interaction from the start of the page. */
function collectEventTimings() {
  window.__eventTimings = [];
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__eventTimings.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }
  };
  new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
}

async function measureOnce(browser, origin, scenario, multiplier) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(collectEventTimings);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: multiplier });
    await page.goto(`${origin}${scenario.path}`, { waitUntil: "load" });
    await page.waitForTimeout(TAP_DELAY_MS);
    await scenario.prepare?.(page);
    // Only the measured interaction counts: entries of the steps before it are set aside.
    const before = await page.evaluate(() => window.__eventTimings.map((entry) => entry.id));
    await scenario.act(page);
    await scenario.done(page);
    // Entries are reported after the next paint: two frames and a margin.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
    );
    return await page.evaluate((earlier) => {
      const durations = window.__eventTimings
        .filter((entry) => !earlier.includes(entry.id))
        .map((entry) => entry.duration);
      return durations.length > 0 ? Math.max(...durations) : 0;
    }, before);
  } finally {
    await context.close();
  }
}

/**
 * INP of each scenario, `runs` times each; the median is the result. 0 means under 16 ms (no
 * entry at the threshold); undefined, that no run could be measured.
 */
export async function measureInteractions({ origin, chromePath, multiplier, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const scenario of SCENARIOS) {
      const durations = [];
      for (let run = 0; run < runs; run++) {
        // A run that fails (the page did not answer as expected) is reported, not fatal to the bench.
        durations.push(
          await measureOnce(browser, origin, scenario, multiplier).catch((error) => {
            console.warn(`INP, ${scenario.name}: ${error.message.split("\n")[0]}`);
            return undefined;
          }),
        );
      }
      const measured = durations.filter((duration) => duration !== undefined).sort((a, b) => a - b);
      // undefined when no run measured anything: a missed target.
      results.push({ name: scenario.name, durations, inp: measured[Math.floor(measured.length / 2)] });
    }
    return results;
  } finally {
    await browser.close();
  }
}

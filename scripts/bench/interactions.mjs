// Interaction to Next Paint on the first taps a student makes (issues 27 and 45), in Chromium with its CPU
// slowed by the calibrated multiplier (./calibrate.mjs) through the DevTools protocol
// (Emulation.setCPUThrottlingRate), at 360 px with touch, as a mid-range phone.
//
// Each scenario opens its page in a fresh context, waits for the load event and then
// TAP_DELAY_MS (a visitor reads before tapping; islands are hydrating meanwhile, as on a phone),
// makes its `prepare` steps, and then the measured interaction. A measured tap is a raw touchscreen
// tap (DevTools' Input.dispatchTouchEvent: no test tool's script or listeners in the page), sent
// the moment its target has been scrolled into view and painted in place (tapLikeAFinger): an
// island that hydrates when visible has had at most the frames that showed it to start. Its INP is the longest Event
// Timing entry of that interaction (PerformanceObserver, type "event", durationThreshold 16, the
// web-vitals method): from the input to the next paint, including the wait for a busy main thread.
// An interaction under 16 ms reports no entry and is shown as "< 16".
//
// Beside a control, as the pages are (./lighthouse.mjs): before each run of a scenario, the same
// tap on the control tap's page (a question the browser opens, no script, no stylesheet), in the
// same way, so each line reads "INP X ms (control tap Y ms)": the control is what this machine's
// Chromium takes for a tap that the page adds nothing to, at this slowdown, in the same minutes.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../lib/chromium-flags.mjs";
import { CONTROL_TAP_PATH, median, startControlServer } from "./lighthouse.mjs";

/** How long after the load event the visitor taps. */
const TAP_DELAY_MS = Number(process.env.BENCH_TAP_DELAY_MS ?? 1000);
/** The phone: 360 px wide (the site's smallest layout), touch, a phone's pixel density. */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A tap on a tab of a home island (its element's id), done when the tab is selected. */
function tapOnHomeTab(name, id) {
  return {
    name,
    path: "/",
    act: (page, cdp) => tapLikeAFinger(cdp, `document.getElementById(${JSON.stringify(id)})`),
    done: (page) =>
      page.waitForFunction((tab) => document.getElementById(tab)?.getAttribute("aria-selected") === "true", id),
  };
}

/** The control tap: its question opened on the control server's page, measured like the others. */
const CONTROL_TAP = {
  name: "control tap (a question on a page with no script)",
  path: CONTROL_TAP_PATH,
  act: (page, cdp) => tapLikeAFinger(cdp, 'document.querySelector("summary")'),
  done: (page) => page.waitForFunction(() => document.querySelector("details")?.open === true),
};

const SCENARIOS = [
  {
    name: "open the menu on home",
    path: "/",
    act: (page, cdp) => tapLikeAFinger(cdp, 'document.querySelector(".menu-button")'),
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
    act: (page, cdp) => tapLikeAFinger(cdp, 'document.querySelectorAll("main details summary")[1]'),
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
  tapOnHomeTab("choose the Exams tab of Trending Today on home", "trending-tab-EXAMS"),
  tapOnHomeTab("choose the second testimonial on home", "testimonial-tab-1"),
  {
    name: "remove a college on compare (three colleges)",
    path: "/compare?colleges=rv-college-of-engineering,pes-university,indian-institute-of-technology-bombay",
    // A link: the next page is compare with two colleges. The tap's entries are kept across it.
    act: (page, cdp) => tapLikeAFinger(cdp, 'document.querySelectorAll(".compare-remove")[2]'),
    done: (page) => page.waitForURL((url) => url.searchParams.get("colleges")?.split(",").length === 2),
  },
];

/**
 * A tap as the touchscreen sends it, through DevTools (Input.dispatchTouchEvent, the browser's
 * input pipeline), at the middle of the element `find` (a page expression) once it is scrolled
 * to the middle of the screen (clear of the phone layout's fixed bar of actions at the bottom)
 * and shown there, with no pause after: Playwright's `locator.tap()` would run its actionability
 * and hit-target checks in the page (90-150 ms of its main thread at 8x, 2026-12-03), counted as
 * input delay.
 *
 * "Shown there": a finger taps what the screen shows. Bands laid out only when they come near the
 * screen (`content-visibility: auto`) take their real height in the frame after the scroll, so
 * the box read straight after `scrollIntoView` can be stale by hundreds of pixels (a tap meant
 * for Trending Today's tab opened a college below it, 2026-12-06). So the element is scrolled to,
 * a frame is let paint, and its box is read again, until it stays where it was.
 */
async function tapLikeAFinger(cdp, find) {
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression: `(async () => {
      const element = ${find};
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      let box;
      for (let tries = 0; tries < 5; tries++) {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        await painted();
        const now = element.getBoundingClientRect();
        if (box && Math.abs(now.y - box.y) < 1) break;
        box = now;
      }
      box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`nothing to tap: ${find}`);
  const point = { x: result.value.x, y: result.value.y, radiusX: 4, radiusY: 4, force: 1, id: 0 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * Collects every Event Timing entry of an interaction from the start of the page, in the tab's
 * sessionStorage, so that a tap on a link is still counted on the page it leads to. Each entry's
 * id names its document (time origin) as well as its interaction.
 */
function collectEventTimings() {
  const KEY = "__eventTimings";
  const documentId = performance.timeOrigin;
  const keep = (list) => {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    for (const entry of list.getEntries()) {
      if (entry.interactionId) kept.push({ id: `${documentId}:${entry.interactionId}`, duration: entry.duration });
    }
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  };
  new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
}

const eventTimings = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("__eventTimings") ?? "[]"));

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
    const before = new Set((await eventTimings(page)).map((entry) => entry.id));
    await scenario.act(page, cdp);
    await scenario.done(page);
    // Entries are reported after the next paint: two frames and a margin.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
    );
    const durations = (await eventTimings(page))
      .filter((entry) => !before.has(entry.id))
      .map((entry) => entry.duration);
    return durations.length > 0 ? Math.max(...durations) : 0;
  } finally {
    await context.close();
  }
}

/** The median of the measured durations; undefined when none was measured. */
function medianOf(durations) {
  const measured = durations.filter((duration) => duration !== undefined);
  return measured.length > 0 ? median(measured) : undefined;
}

/** One run; a run that fails (the page did not answer as expected) is reported, not fatal to the bench. */
function measureOrWarn(measure, origin, scenario) {
  return measure(origin, scenario).catch((error) => {
    console.warn(`INP, ${scenario.name}: ${error.message.split("\n")[0]}`);
    return undefined;
  });
}

/**
 * INP of each scenario, `runs` times each, each run after a run of the control tap; the medians
 * are the results. 0 means under 16 ms (no entry at the threshold); undefined, that no run could
 * be measured. `measure` (origin, scenario) is one run; by default, in a Chromium started here.
 *
 * @param {{ origin: string, chromePath?: string, multiplier: number, runs: number,
 *   measure?: (origin: string, scenario: { name: string, path: string }) => Promise<number | undefined> }} options
 */
export async function measureInteractions({ origin, chromePath, multiplier, runs, measure }) {
  const browser = measure ? undefined : await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const measureRun = measure ?? ((at, scenario) => measureOnce(browser, at, scenario, multiplier));
  const control = await startControlServer();
  const controlOrigin = new URL(control.url).origin;
  try {
    const results = [];
    for (const scenario of SCENARIOS) {
      const durations = [];
      const controlDurations = [];
      for (let run = 0; run < runs; run++) {
        controlDurations.push(await measureOrWarn(measureRun, controlOrigin, CONTROL_TAP));
        durations.push(await measureOrWarn(measureRun, origin, scenario));
      }
      results.push({
        name: scenario.name,
        durations,
        inp: medianOf(durations),
        controlDurations,
        controlInp: medianOf(controlDurations),
      });
    }
    return results;
  } finally {
    await control.stop();
    await browser?.close();
  }
}

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import axeCore from "axe-core";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { POLL } from "../public/watched-page";
import { tempDir } from "../support/server";

/**
 * The checks every page goes through, in one visit: axe-core's WCAG 2.2 AA rules and reflow at
 * 360 and 1280 px, and the W3C Nu HTML Checker over the page as served and as shown. One visit
 * serves all of them, because opening and hydrating a page costs more than checking it. At 1280
 * px axe runs the rules that read the layout over the page, and every rule over what is shown at
 * 1280 px alone (docs/decisions/090-axe-at-the-second-width.md).
 */

const axeSource = axeCore.source;

/** The WCAG 2.2 level AA rules of axe-core (each level includes the ones before it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A phone and a laptop: the widths every page is checked at. */
export const NARROW = 360;
export const WIDE = 1280;

/**
 * Puts axe-core into the page's document once. Its source is half a megabyte, and evaluating it
 * was two fifths of the walks' time: @axe-core/playwright evaluates it twice on every analysis in
 * legacy mode, and a page is analysed at two widths and again with each dialog or tab open.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (present) return;
  await page.evaluate(axeSource);
  await page.addStyleTag({ content: RENDER_EVERYTHING });
}

/**
 * Home's bands and the footer are rendered only as they come near the screen
 * (`content-visibility: auto`, issue 27). axe reads colours and boxes from what is rendered, so
 * it read a footer not yet scrolled to as white on white, and a tap on a band's tab could land
 * while the band was being laid out. The walk checks the page as a visitor sees each part once
 * they have scrolled to it: everything rendered.
 */
const RENDER_EVERYTHING = "* { content-visibility: visible !important; }";

/**
 * The rules of WCAG_22_AA whose outcome reads the layout rather than the DOM: colours as the
 * stylesheet gives them at this width, boxes, and what overflows. Every other rule judges an
 * element the same at any width unless the element is shown at one width and not the other
 * (ADR 090, which goes through axe-core's list).
 */
const LAYOUT_RULES = ["color-contrast", "link-in-text-block", "target-size", "scrollable-region-focusable"];

/**
 * Runs axe-core on the page as it is now (or only on `scope`, CSS selectors, for a widget just
 * opened) and returns its violations, one line per rule and element. With `rules`, those rules
 * alone; with `skip`, every WCAG 2.2 AA rule but those.
 */
export async function violations(
  page: Page,
  where: string,
  scope: string[] = [],
  { rules, skip = [] }: { rules?: string[]; skip?: string[] } = {},
): Promise<string[]> {
  await ensureAxe(page);
  // Legacy mode runs axe in the page itself, without a blank helper page per run: twice as fast,
  // and the site has no iframes. Only violations are collected: axe still runs every rule, but
  // does not gather and send back the thousands of passing nodes (a fifth faster). axe is in the
  // page already, so the builder is given an empty source to put there.
  // (options() replaces the whole options object, so the tags go in it rather than withTags.)
  let builder = new AxeBuilder({ page, axeSource: ";" })
    .options({
      runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: WCAG_22_AA },
      rules: Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
      resultTypes: ["violations"],
    })
    .setLegacyMode(true);
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

/** Both widths, the page left at the narrow one: what an English page is checked at. */
export const BOTH_WIDTHS = [WIDE, NARROW] as const;
/**
 * A Hindi twin renders the same components as its English page, with other words: it is checked
 * at the phone's width alone, where longer words would overflow (ADR 071).
 */
export const PHONE_WIDTH = [NARROW] as const;

/** Marks the elements axe judges at the wide width with every rule: see markShownAtOneWidth. */
const SHOWN_AT_ONE_WIDTH = "data-axe-shown-at-one-width";

/** Whether an element is rendered at all as the page is now: its box, visibility and opacity. */
async function noteWhatIsShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown = new WeakMap<Element, boolean>();
    for (const element of document.body.querySelectorAll("*"))
      shown.set(element, element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    (window as unknown as { shownAtPhoneWidth: WeakMap<Element, boolean> }).shownAtPhoneWidth = shown;
  });
}

/**
 * Marks, within `scope` (the page when empty), what a rule must judge again at this width
 * because something in it is shown here and not at the width noteWhatIsShown saw, or the other
 * way round: for each such element not inside another, its nearest container that is not a bare
 * <div> or <span> (a link whose words hide at one width is judged as a link, a list as a list).
 * Answers how many were marked.
 */
async function markShownAtOneWidth(page: Page, scope: string[]): Promise<number> {
  return page.evaluate(
    ({ scope, mark }) => {
      const before = (window as unknown as { shownAtPhoneWidth: WeakMap<Element, boolean> }).shownAtPhoneWidth;
      const roots = scope.length > 0 ? scope.flatMap((s) => [...document.querySelectorAll(s)]) : [document.body];
      const differs = new Set<Element>();
      for (const element of document.body.querySelectorAll("*")) {
        if (!roots.some((root) => root.contains(element))) continue;
        const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        // An element added since (a script that renders by width) counts as differing too.
        if (before.get(element) !== shown) differs.add(element);
      }
      const bare = (element: Element) => /^(DIV|SPAN)$/.test(element.tagName) && !element.hasAttribute("role");
      const judged = new Set<Element>();
      for (const element of differs) {
        if (element.parentElement && differs.has(element.parentElement)) continue;
        let container = element.parentElement ?? element;
        while (bare(container) && container.parentElement && container !== document.body)
          container = container.parentElement;
        judged.add(container);
      }
      for (const element of judged) element.setAttribute(mark, "");
      return judged.size;
    },
    { scope, mark: SHOWN_AT_ONE_WIDTH },
  );
}

/**
 * The page at each width (both unless told), left at the narrow one. At 360 px every WCAG 2.2 AA
 * rule over the page (or `scope`), and reflow; at 1280 px the layout's rules (LAYOUT_RULES) over
 * it, every other rule over what is shown at one width alone, and reflow (ADR 090: the DOM is the
 * same at both widths, so the rest would judge the same elements the same way twice).
 */
export async function pageViolations(
  page: Page,
  where: string,
  scope: string[] = [],
  widths: readonly number[] = BOTH_WIDTHS,
): Promise<string[]> {
  const found: string[] = [];
  const reflow = async (label: string) => (scope.length === 0 ? reflowViolations(page, label) : []);
  const others = widths.filter((width) => width !== NARROW);
  if (others.length > 0) {
    await page.setViewportSize({ width: NARROW, height: 800 });
    await noteWhatIsShown(page);
  }
  for (const width of others) {
    await page.setViewportSize({ width, height: 800 });
    const label = `${width}px ${where}`;
    found.push(...(await violations(page, label, scope, { rules: LAYOUT_RULES })));
    try {
      if ((await markShownAtOneWidth(page, scope)) > 0) {
        const shownHere = `${label}, shown at one width alone`;
        found.push(...(await violations(page, shownHere, [`[${SHOWN_AT_ONE_WIDTH}]`], { skip: LAYOUT_RULES })));
      }
    } finally {
      await page.evaluate(
        (mark) => document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark)),
        SHOWN_AT_ONE_WIDTH,
      );
    }
    found.push(...(await reflow(label)));
  }
  if (widths.includes(NARROW)) {
    await page.setViewportSize({ width: NARROW, height: 800 });
    const label = `${NARROW}px ${where}`;
    found.push(...(await violations(page, label, scope)));
    found.push(...(await reflow(label)));
  }
  return found;
}

/** Whether the <details> of this <summary> is open. */
export const isOpen = (summary: Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/**
 * Opens every accordion question in `main` the way a visitor does, one after another (the group
 * keeps one open, so the last stays open): the state the HTML check sees. Returns how many.
 */
export async function openEachAnswerInTurn(page: Page): Promise<number> {
  const questions = page.locator("main details > summary");
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    if (await isOpen(question)) continue;
    await question.click();
    await expect.poll(() => isOpen(question), POLL).toBe(true);
  }
  return count;
}

/**
 * Shows every accordion answer in `main` at once, so one axe run sees them all. A visitor sees
 * one at a time (the group's shared `name`); each answer's markup is the same either way, and
 * the one-at-a-time rule has its own test (tests/e2e/public/faq.test.ts).
 */
export async function showEveryAnswer(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>("main details"))) {
      details.removeAttribute("name");
      details.open = true;
    }
  });
}

/** A CSS selector for an element with this id (ids from React's useId hold characters CSS would need escaped). */
const byId = (id: string) => `[id="${id}"]`;

/**
 * Selects every unselected tab in `main` in turn and checks the tab strip with the panel it
 * shows, at each width (both unless told). Returns the violations and how many tabs were selected.
 */
export async function tabViolations(
  page: Page,
  where: string,
  widths: readonly number[] = BOTH_WIDTHS,
): Promise<{ found: string[]; selected: number }> {
  const found: string[] = [];
  let selected = 0;
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
      await expect.poll(() => tab.getAttribute("aria-selected"), POLL).toBe("true");
      const panel = (await tab.getAttribute("aria-controls"))!;
      selected++;
      found.push(
        ...(await pageViolations(
          page,
          `${where}, ${label} tab “${name}” selected`,
          [byId(panel), `[role=tablist][aria-label="${label}"]`],
          widths,
        )),
      );
    }
  }
  return { found, selected };
}

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

const JAVA_HINT =
  "The HTML check runs the W3C Nu HTML Checker (vnu.jar), which needs Java 11 or newer: install a Java runtime (e.g. `sudo apt-get install -y default-jre-headless`) so that `java` is on the PATH.";

/** Fails with a clear message when Java or vnu.jar is missing. */
export function checkVnuRuns(): void {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0) throw new Error(`${JAVA_HINT}\n(${java.error?.message ?? java.stderr})`);
  if (!fs.existsSync(VNU_JAR)) throw new Error(`No ${VNU_JAR}: run \`npm install\` (vnu-jar is a devDependency).`);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The checker's Java: a deep stack for deeply nested documents; and, for one run over a few
 * hundred documents, the quick C1 compiler alone and one garbage collector thread. The JVM's
 * defaults (the C2 compiler, the parallel collector) suit a long-lived server: on 48 pages they
 * spent 8.2 CPU-seconds against 4.3 with these, for the same report (docs/performance.md).
 */
const JVM_FLAGS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/**
 * HTML documents to validate, kept as files in a temporary folder, then checked in one run of
 * the Nu HTML Checker (one Java start for all of them).
 */
export class HtmlDocuments {
  private readonly dir = tempDir();
  private readonly labels = new Map<string, string>();

  add(label: string, html: string): void {
    const file = path.join(this.dir, `${this.labels.size}.html`);
    fs.writeFileSync(file, html);
    this.labels.set(file, label);
  }

  get size(): number {
    return this.labels.size;
  }

  /** The checker's errors, each as `label: message [extract]`. */
  errors(): string[] {
    const run = spawnSync(
      "java",
      [...JVM_FLAGS, "-jar", VNU_JAR, "--errors-only", "--format", "json", ...this.labels.keys()],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    let report: { messages: VnuMessage[] };
    try {
      // The JSON report goes to stderr.
      report = JSON.parse(run.stderr);
    } catch {
      throw new Error(
        `The Nu HTML Checker did not answer with JSON (exit ${run.status}):\n${run.stderr}\n${run.stdout}`,
      );
    }
    return report.messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname);
        const extract = message.extract ? ` [${message.extract.replace(/\s+/g, " ").trim()}]` : "";
        return `${this.labels.get(file) ?? file}: ${message.message}${extract}`;
      });
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

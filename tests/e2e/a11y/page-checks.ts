import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { POLL } from "../public/watched-page";
import type * as AxeCore from "axe-core";
import { AXE_SCRIPT_PATH } from "../support/axe-script";
import { tempDir } from "../support/server";

/**
 * The checks every page goes through, in one visit: axe-core's WCAG 2.2 AA rules and reflow at
 * 360 and 1280 px, and the W3C Nu HTML Checker over the page as served and as shown. One visit
 * serves all of them, because opening and hydrating a page costs more than checking it. Every
 * rule runs at both widths: ADR 090's split at 1280 px (the layout's rules over the page, the rest
 * over what shows at one width alone) cost as much as one run of them all, so it went.
 */

/** The WCAG 2.2 level AA rules of axe-core (each level includes the ones before it). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A phone and a laptop: the widths every page is checked at. */
export const NARROW = 360;
export const WIDE = 1280;

/**
 * Puts axe-core into the page's document, once for each document: it comes as a script from the
 * page's own test server, which the browser compiles once for the whole walk
 * (tests/e2e/support/axe-script.ts).
 */
async function addAxe(page: Page): Promise<void> {
  await page.addScriptTag({ url: AXE_SCRIPT_PATH });
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

/** What the page sends back of a violated rule: what the report line needs, and no more. */
interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; failureSummary: string | undefined }[];
}

/**
 * axe-core's WCAG 2.2 AA rules over the document (or `scope`), run in the page by axe's own
 * `axe.run`; undefined when axe is not in this document yet. Only violations are collected: axe
 * still runs every rule, but does not gather the thousands of passing nodes. @axe-core/playwright
 * did the same with three more round trips and an `axe.configure` per run, and sent back every
 * rule's entry: 100 of its 250-490 CPU-milliseconds a run (ADR 093).
 */
function runAxe(page: Page, scope: string[]): Promise<Violation[] | undefined> {
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as { axe?: typeof AxeCore }).axe;
      if (typeof axe?.run !== "function") return undefined;
      const results = await axe.run(include.length > 0 ? { include } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map((rule) => ({
        id: rule.id,
        impact: rule.impact,
        help: rule.help,
        nodes: rule.nodes.map((node) => ({ target: node.target.join(" "), failureSummary: node.failureSummary })),
      }));
    },
    { tags: WCAG_22_AA, include: scope },
  );
}

/**
 * Runs axe-core's WCAG 2.2 AA rules on the page as it is now (or only on `scope`, CSS selectors,
 * for a widget just opened) and returns its violations, one line per rule and element.
 */
export async function violations(page: Page, where: string, scope: string[] = []): Promise<string[]> {
  let found = await runAxe(page, scope);
  if (!found) {
    await addAxe(page);
    found = await runAxe(page, scope);
  }
  if (!found) throw new Error(`axe-core did not load into ${page.url()}`);
  return found.flatMap((rule) =>
    rule.nodes.map(
      (node) => `${where}: ${rule.id} (${rule.impact}) ${rule.help} at ${node.target}: ${node.failureSummary}`,
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

/** Both widths, the page left at the narrow one (the phone's, where the walk goes on): what an English page is checked at. */
export const BOTH_WIDTHS = [WIDE, NARROW] as const;
/**
 * A Hindi twin renders the same components as its English page, with other words: it is checked
 * at the phone's width alone, where longer words would overflow (ADR 071).
 */
export const PHONE_WIDTH = [NARROW] as const;

/**
 * The page at each width (both unless told), left at the last: every WCAG 2.2 AA rule over the
 * page (or `scope`), and reflow. The DOM is the same at both widths, but colours, boxes and what
 * is shown are not.
 */
export async function pageViolations(
  page: Page,
  where: string,
  scope: string[] = [],
  widths: readonly number[] = BOTH_WIDTHS,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const label = `${width}px ${where}`;
    found.push(...(await violations(page, label, scope)));
    if (scope.length === 0) found.push(...(await reflowViolations(page, label)));
  }
  return found;
}

/** Whether the <details> of this <summary> is open. */
export const isOpen = (summary: Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/**
 * Opens every accordion question in `main` with a click, one after another (the group keeps one
 * open, so the last stays open): the state the HTML check sees. Returns how many. The clicks are
 * made in the page, each waiting for its answer's toggle and the frame after it: a click and a
 * poll through Playwright for each of the FAQ's questions cost more than the page's axe run. That
 * a visitor's tap opens an answer is tests/e2e/public/faq.test.ts's.
 */
export async function openEachAnswerInTurn(page: Page): Promise<number> {
  const notOpened = await page.evaluate(async () => {
    const questions = Array.from(document.querySelectorAll<HTMLElement>("main details > summary"));
    const failed: string[] = [];
    for (const question of questions) {
      const details = question.parentElement as HTMLDetailsElement;
      if (details.open) continue;
      const toggled = new Promise((resolve) => details.addEventListener("toggle", resolve, { once: true }));
      question.click();
      await toggled;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (!details.open) failed.push(question.textContent ?? "");
    }
    return { count: questions.length, failed };
  });
  expect(notOpened.failed, "questions a click did not open").toEqual([]);
  return notOpened.count;
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

import fs from "node:fs";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../../scripts/lib/chromium-flags.mjs";

/**
 * The browsers the tests can drive, best first. chromium-headless-shell is the same Blink and V8
 * without the full browser around them (Playwright's own default for headless runs): a new page
 * costs a third of the CPU, which on two cores is most of what the browser suite waits for.
 */
const CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const INSTALL_HINT =
  "No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium-headless-shell` (or `chromium`; Debian/Ubuntu), or set TEST_CHROME_PATH to a Chrome or Chromium binary.";

/** The browser for the tests: TEST_CHROME_PATH, else the first candidate installed, else CHROME_PATH. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.TEST_CHROME_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  const found = CANDIDATES.find((path) => fs.existsSync(path));
  if (found) return found;
  const chromePath = process.env.CHROME_PATH;
  return chromePath && fs.existsSync(chromePath) ? chromePath : undefined;
}

/**
 * The tests' V8: its interpreter and baseline compiler (Sparkplug) only, without the optimising
 * compilers (Maglev, TurboFan). A test document lives for a few checks, and its scripts (the
 * app's and axe-core's, evaluated again in every document) ran too briefly to earn back the
 * optimisers' work on the renderer's thread pool. Measured over twelve loads each checked by axe
 * at two widths, alternately: 16.7 and 17.0 CPU-s of Chromium by default, 11.4 and 12.3 with this
 * (13.0 with the interpreter alone). What the code does is the same at every tier; the benchmark
 * (`npm run bench`) measures pages as phones run them and does not take this flag
 * (ADR 094).
 */
const TEST_JS_FLAGS = "--js-flags=--max-opt=1";

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's
 * `chromiumSwitches`), as of playwright-core 1.65. A second `--disable-features` replaces the
 * first rather than adding to it (Chromium reads the last), so ours repeats them:
 * `assertPlaywrightFeaturesKept` stops the browser tests when Playwright's list has changed.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The tests' Chromium keeps a page's frame from one document to the next (ADR 102). Chromium 156
 * gives every navigation a new frame host ("RenderDocument"), set up and torn down again, and
 * the suite navigates some 900 times: six browser files cost 56.6 and 56.8 CPU-s with this
 * against 58.8 and 59.3 without (alternated), the public accessibility walk 54.4 against 57.4.
 * Each navigation still makes a new document, as before Chromium made the frame new too; the
 * benchmark (`npm run bench`) measures pages as phones run them and does not take this flag.
 */
const TEST_DISABLED_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "RenderDocument"].join(",")}`;

/** The project's Chromium flags, less `--headless=new`, which the headless shell does not take, and the tests' own. */
function chromiumFlagsFor(executablePath: string): string[] {
  const flags = executablePath.includes("headless-shell")
    ? CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless"))
    : CHROMIUM_FLAGS;
  return [...flags, TEST_JS_FLAGS, TEST_DISABLED_FEATURES];
}

/**
 * Fails when the browser just launched was told to turn off a feature that our
 * `--disable-features` (which replaces Playwright's) leaves on: read from the browser's own
 * command line, where Playwright's list comes first. Linux only (/proc); elsewhere it trusts the list.
 */
function assertPlaywrightFeaturesKept(): void {
  if (!fs.existsSync("/proc/self/stat")) return;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      if (parent !== process.pid) continue;
      args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // gone already, or not ours to read
    }
    // The browser Playwright started (its wrapper script may exec another path): it alone talks over the pipe.
    if (!args.includes("--remote-debugging-pipe")) continue;
    const playwrights = args.find((arg) => arg.startsWith("--disable-features="))?.slice("--disable-features=".length);
    const missing = (playwrights?.split(",") ?? []).filter(
      (feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature),
    );
    if (missing.length > 0)
      throw new Error(
        `Playwright now also turns off ${missing.join(", ")}: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/support/chromium.ts, whose --disable-features replaces Playwright's.`,
      );
    return;
  }
}

/**
 * What this worker's files asked of Chromium so far: pages opened and main-frame navigations
 * (a load, a form post, a reload; not a client-side route change). tests/e2e/support/file-cpu.ts
 * logs them per file beside its CPU, because a page opened costs more than a page navigated.
 */
export const browserWork = { pages: 0, navigations: 0 };

function countWork(page: Page): void {
  browserWork.pages++;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) browserWork.navigations++;
  });
}

/** This worker's Chromium, started by the first file that asks for one: see connectChromium. */
let workerBrowser: Promise<Browser> | undefined;

/**
 * A browser for one test file. Each test worker starts one Chromium and its files share it, each
 * in its own contexts (separate cookies and storage). Closing what this returns closes the
 * contexts the file opened and leaves the browser running for the worker's next file; Playwright
 * ends the browser when the worker exits. One browser per worker, driven in the worker's own
 * process, rather than one for the run behind a relay in vitest's main process: every Playwright
 * call then skips a WebSocket hop and the main process's single thread (docs/performance.md, "The test
 * suite's cost (ADR 043's log)", 2026-12-03).
 */
export async function connectChromium(): Promise<Browser> {
  workerBrowser ??= launchWorkerBrowser();
  const browser = await workerBrowser;
  const opened: BrowserContext[] = [];
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === "newContext") {
        return async (...args: Parameters<Browser["newContext"]>) => {
          const context = await target.newContext(...args);
          context.on("page", countWork);
          opened.push(context);
          return context;
        };
      }
      if (property === "newPage") {
        // A page of its own context, which closes with the page, as Browser.newPage does.
        return async (...args: Parameters<Browser["newPage"]>) => {
          const page = await target.newPage(...args);
          countWork(page);
          opened.push(page.context());
          return page;
        };
      }
      if (property === "close") {
        return async () => {
          // A context closed already (with its page, say) closes again without complaint.
          await Promise.all(opened.splice(0).map((context) => context.close()));
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function launchWorkerBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const browser = await chromium.launch({ executablePath, args: chromiumFlagsFor(executablePath) });
  assertPlaywrightFeaturesKept();
  return browser;
}

/**
 * The bytes of a finished download, read through Playwright's stream: the browser writes them to
 * a temporary file of its own, removed when its context closes.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

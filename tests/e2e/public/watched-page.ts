import { expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

/**
 * A page in its own browser context that records what must never happen on the public site:
 * console errors, uncaught exceptions, and requests to any host but the test server.
 */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Every URL requested from another origin (data: and blob: URLs are not requests to a host). */
  foreignRequests: string[];
  /**
   * Asserts nothing went wrong. `allowStatuses` accepts the console line Chromium logs for an
   * answer with one of those statuses (a 404 page, a refused form), and nothing else.
   */
  expectClean(options?: { allowStatuses?: number[] }): void;
  /** Empties what was recorded so far: a page shared by several tests starts each one clean. */
  forget(): void;
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  serverUrl: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const origin = new URL(serverUrl).origin;
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  // Route discovery's requests that a navigation cut off (see forgivenAborts).
  let abortedDiscovery = 0;
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname === MANIFEST_PATH && request.failure()?.errorText === "net::ERR_ABORTED")
      abortedDiscovery++;
  });
  // On the context, so a tab the page opens is watched too.
  context.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  return {
    page,
    context,
    errors,
    foreignRequests,
    expectClean({ allowStatuses = [] } = {}) {
      const allowed = (text: string) => {
        const status = /^Failed to load resource: the server responded with a status of (\d{3}) /.exec(text)?.[1];
        return status !== undefined && allowStatuses.includes(Number(status));
      };
      expect(forgivenAborts(errors, abortedDiscovery).filter((text) => !allowed(text))).toEqual([]);
      expect(foreignRequests).toEqual([]);
    },
    forget() {
      errors.length = 0;
      foreignRequests.length = 0;
      abortedDiscovery = 0;
    },
    close: () => context.close(),
  };
}

/** React Router's lazy route discovery asks here which routes the links on a page lead to. */
const MANIFEST_PATH = "/__manifest";
const ABORTED_DISCOVERY = /^Failed to fetch manifest patches TypeError: Failed to fetch\b/;

/**
 * The errors less one "Failed to fetch manifest patches" line for each route-discovery request a
 * navigation aborted. React Router asks /__manifest about the links a page shows, in the
 * background, and logs a console error when that request fails. When a test navigates while one
 * is in flight, the tests' Chromium (one frame from document to document, ADR 102) stops the old
 * document's requests as the navigation starts, while its script still runs: the request ends as
 * net::ERR_ABORTED and React Router logs it. That is the test leaving the page, not a fault; a
 * request refused, or answered with an error, still fails the test.
 */
function forgivenAborts(errors: readonly string[], aborted: number): string[] {
  let forgiven = 0;
  return errors.filter((text) => !(ABORTED_DISCOVERY.test(text) && forgiven++ < aborted));
}

/**
 * Installs Playwright's clock in the page, paused (call before opening the page): its timers,
 * intervals and animation frames move only when the test calls page.clock.runFor, so a test of
 * something timed takes no wall-clock time and its durations are exact.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

export { waitForHydration } from "../support/hydration";

/** For expect.poll: long enough for a client navigation or a form post on a busy two-core machine. */
export const POLL = { timeout: 5000 };

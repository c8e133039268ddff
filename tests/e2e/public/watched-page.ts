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
  /** Asserts nothing went wrong; `allowNotFound` accepts the console line a 404 answer produces. */
  expectClean(options?: { allowNotFound?: boolean }): void;
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
    expectClean({ allowNotFound = false } = {}) {
      const notFoundLine = /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;
      expect(errors.filter((text) => !(allowNotFound && notFoundLine.test(text)))).toEqual([]);
      expect(foreignRequests).toEqual([]);
    },
    close: () => context.close(),
  };
}

/**
 * Resolves once React has hydrated the page and run its effects, so client-side widgets answer
 * clicks and scrolls. (A click before hydration would be lost and the test would time out.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  // React marks each hydrated element; #main is rendered by the layout on every public page.
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactProps$"));
  });
  await page.waitForLoadState("networkidle");
  // Let passive effects (listeners, observers) run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

import type { Page } from "playwright-core";

/**
 * Resolves once React has hydrated the page and run its effects, so client-side widgets answer
 * clicks and scrolls (a click before hydration would be lost and the test would time out).
 * Public pages: the islands script marks <html data-hydrated> once every island has hydrated.
 * Admin pages (React Router runs them): React marks the page's <main> when it hydrates it.
 *
 * It waits for the load event, not for the network to go idle: an idle network costs half a
 * second of silence on every page, and nothing the tests do waits on a late request.
 *
 * With `fakeClock` (the test called pauseClock() before opening the page), the page's timers move
 * only when the test moves them, so the pause for effects is made on that clock.
 */
export async function waitForHydration(
  page: Page,
  options: { fakeClock?: boolean; settleMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const state = await page.evaluate(() => {
      const main = document.querySelector("main");
      const missing = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.responseStatus === 404)
        .map((entry) => entry.name);
      return {
        hydrated:
          document.documentElement.hasAttribute("data-hydrated") ||
          // React Router's modules are in, and React has hydrated <main>.
          ((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined &&
            main !== null &&
            Object.keys(main).some((key) => key.startsWith("__reactProps$"))),
        missing,
      };
    });
    if (state.hydrated) break;
    if (state.missing.length > 0) {
      throw new Error(
        `The page's scripts answered 404 (${state.missing.join(", ")}): build/ was rebuilt while this test's server ran. Run the test again.`,
      );
    }
    if (Date.now() > deadline) throw new Error(`The page did not hydrate within 20 s: ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.waitForLoadState("load");
  // Let passive effects (listeners, observers, ids made after hydration) run.
  const settleMs = options.settleMs ?? 50;
  if (options.fakeClock) await page.clock.runFor(settleMs);
  else
    await page.evaluate(
      (ms) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, ms))),
      settleMs,
    );
}

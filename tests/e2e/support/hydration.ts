import type { Page } from "playwright-core";

/**
 * Resolves once React has hydrated the page and run its effects, so client-side widgets answer
 * clicks and scrolls (a click before hydration would be lost and the test would time out).
 * Public pages: an island hydrates when it is needed (when it comes into view, on the first tap
 * inside it, or when the browser is idle: docs/decisions/041-islands-hydrate-when-needed.md).
 * A test that uses a page whole wakes every island at once with the islands script's
 * `islands:wake` event, and waits for <html data-hydrated>, which the script sets once every
 * island of the page has hydrated. (tests/e2e/public/island-hydration.test.ts tests the strategies
 * themselves, without waking anything.)
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
    // The page checks itself every 25 ms and answers once, rather than the test asking it every
    // 25 ms: each question is a round trip through Playwright, and a suite opens a thousand pages.
    // Under a paused clock the page's timers stand still, so then it answers at once, and asks again.
    const state = await page
      .evaluate(
        ({ waitMs, answerAtOnce }) => {
          const until = Date.now() + waitMs;
          const check = () => {
            // Heard once the islands script has started (after the first paint); until then, sent again.
            if (!document.documentElement.hasAttribute("data-hydrated"))
              document.dispatchEvent(new Event("islands:wake"));
            const main = document.querySelector("main");
            const missing = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
              .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.responseStatus === 404)
              .map((entry) => entry.name);
            const hydrated =
              document.documentElement.hasAttribute("data-hydrated") ||
              // React Router's modules are in, and React has hydrated <main>.
              ((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined &&
                main !== null &&
                Object.keys(main).some((key) => key.startsWith("__reactProps$")));
            return { hydrated, missing, gaveUp: Date.now() > until };
          };
          return new Promise<ReturnType<typeof check>>((resolve) => {
            const poll = () => {
              const now = check();
              if (answerAtOnce || now.hydrated || now.missing.length > 0 || now.gaveUp) resolve(now);
              else setTimeout(poll, 25);
            };
            poll();
          });
        },
        { waitMs: deadline - Date.now(), answerAtOnce: options.fakeClock === true },
      )
      // The page navigated while it was being asked (a click that opens another page): ask the new one.
      .catch((error: Error) => {
        if (/Execution context was destroyed|navigation/i.test(error.message)) return undefined;
        throw error;
      });
    if (state?.hydrated) break;
    if (state && state.missing.length > 0) {
      throw new Error(
        `The page's scripts answered 404 (${state.missing.join(", ")}): build/ was rebuilt while this test's server ran. Run the test again.`,
      );
    }
    if (Date.now() > deadline) throw new Error(`The page did not hydrate within 20 s: ${page.url()}`);
    if (options.fakeClock) await new Promise((resolve) => setTimeout(resolve, 25));
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

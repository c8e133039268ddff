import type { HydrationStrategy } from "#app/utils/island";
import { afterThisInput } from "./tasks";

/**
 * When an island is needed, by the strategy its file declares (HydrationStrategy in
 * app/utils/island.tsx; docs/decisions/041-islands-hydrate-when-needed.md).
 */

/** How far below (or above) the screen a "visible" island starts to hydrate: live by the time it is seen. */
const VISIBLE_MARGIN = "300px 0px";
/** The longest an "idle" island waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;
/** Where the browser has no requestIdleCallback (Safari): a short pause instead. */
const NO_IDLE_CALLBACK_MS = 200;
/** The first event of a tap, a focus and a key: what says a visitor is using an island. */
const INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;

/** `urgent`: a visitor is using the island now, so it goes ahead of the others. */
export type Wake = (element: HTMLElement, how: { urgent: boolean }) => void;

/**
 * Calls `wake` once, when the island `element` is needed: at once ("load"), near the viewport
 * ("visible"), when the browser is idle ("idle"). Any interaction inside an island wakes it
 * first, whatever its strategy, and is all that wakes an "interaction" island (ADR 097). Returns
 * a function that wakes it now (the islands:wake event).
 */
export function whenNeeded(element: HTMLElement, strategy: HydrationStrategy, wake: Wake): () => void {
  const woken = new AbortController();
  const wakeOnce = (urgent: boolean) => {
    if (woken.signal.aborted) return;
    woken.abort();
    wake(element, { urgent });
  };
  for (const type of INTERACTIONS) {
    // Capture: the island's own handlers may stop the event before it bubbles up to its wrapper.
    // The wake waits for the rest of the tap and its paint: starting the island's code inside the
    // pointerdown cost the menu's tap 13-27 ms of input delay at a phone's speed (ADR 097).
    element.addEventListener(type, () => afterThisInput(() => wakeOnce(true)), { capture: true, signal: woken.signal });
  }
  const wakeNow = () => wakeOnce(false);
  if (strategy === "load") wakeNow();
  else if (strategy === "visible" && element.children.length > 0 && "IntersectionObserver" in window)
    whenVisible(element, wakeNow, woken.signal);
  // An island with nothing on screen yet has nothing to be seen: it wakes when the browser is idle.
  else if (strategy !== "interaction") whenIdle(wakeNow, woken.signal);
  return wakeNow;
}

/**
 * The wrapper is `display: contents` (no box of its own, so nothing to observe): its children are
 * watched instead.
 */
function whenVisible(element: HTMLElement, wake: () => void, stop: AbortSignal): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of Array.from(element.children)) observer.observe(child);
  stop.addEventListener("abort", () => observer.disconnect());
}

function whenIdle(wake: () => void, stop: AbortSignal): void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(wake, { timeout: IDLE_TIMEOUT_MS });
    stop.addEventListener("abort", () => cancelIdleCallback(handle));
  } else {
    const handle = setTimeout(wake, NO_IDLE_CALLBACK_MS);
    stop.addEventListener("abort", () => clearTimeout(handle));
  }
}

import { createElement, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrationStrategy } from "#app/utils/island";
import { holdTapsUntilHydrated } from "./held-taps";
import { yieldToBrowser } from "./tasks";
import { ISLANDS } from "./registry";
import { whenNeeded } from "./when-needed";

/**
 * Hydrates each island of the page when it is needed (its strategy, ./when-needed.ts), one at a
 * time, each as a transition, with a yield to the browser between two islands: React renders an
 * island in slices, and no number of islands adds up to one long task, so a tap is answered
 * between them (docs/decisions/041-islands-hydrate-when-needed.md).
 *
 * What it tells the page, for tests and monitoring: `<html data-islands>` once the script has
 * started (every island now waits for its moment), each island's wrapper `data-hydrated` once it
 * has hydrated and run its effects, and `<html data-hydrated>` once every island of the page has.
 * The event `islands:wake` on the document wakes every island that still waits, in the page's
 * order (tests/e2e/support/hydration.ts uses it to test a page whole).
 */
export function hydrateIslandsWhenNeeded(): void {
  const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).filter(
    // An island inside another is part of that one's tree.
    (element) => !element.parentElement?.closest("[data-island]"),
  );
  const queue: HTMLElement[] = [];
  const code = new Map<HTMLElement, ReturnType<(typeof ISLANDS)[string]>>();
  // A tap on a control that needs the island's script waits for it (./held-taps.ts).
  const replayTaps = new Map(elements.map((element) => [element, holdTapsUntilHydrated(element)]));
  let draining = false;
  let settled = 0;

  const drain = async () => {
    draining = true;
    // A task of its own for each island: after the script's start-up, or after the rest of the
    // tap that woke it (whose own answer, a menu opening without JavaScript, comes first).
    for (await yieldToBrowser(); queue.length > 0; await yieldToBrowser()) {
      const element = queue.shift()!;
      await hydrate(element, code.get(element));
      replayTaps.get(element)?.();
      if (++settled === elements.length) document.documentElement.dataset.hydrated = "";
    }
    draining = false;
  };
  if (elements.length === 0) document.documentElement.dataset.hydrated = "";

  const wakers = elements.map((element) =>
    whenNeeded(element, strategyOf(element), (woken, { urgent }) => {
      // Its code is requested as soon as it is needed, while the islands ahead of it hydrate.
      code.set(woken, ISLANDS[woken.dataset.island ?? ""]?.() ?? Promise.resolve(undefined));
      if (urgent) queue.unshift(woken);
      else queue.push(woken);
      if (!draining) void drain();
    }),
  );
  document.addEventListener("islands:wake", () => {
    for (const wake of wakers) wake();
  });
  document.documentElement.dataset.islands = "";
}

const STRATEGIES: readonly HydrationStrategy[] = ["load", "visible", "interaction", "idle"];

/** What the server wrote (app/utils/island.tsx); a page from an older build, without it, hydrates at once. */
function strategyOf(element: HTMLElement): HydrationStrategy {
  const declared = element.dataset.hydrate as HydrationStrategy | undefined;
  return declared && STRATEGIES.includes(declared) ? declared : "load";
}

async function hydrate(element: HTMLElement, loading: ReturnType<(typeof ISLANDS)[string]> | undefined): Promise<void> {
  // One island that fails (its code did not arrive, it throws) leaves the others to hydrate.
  const island = await loading?.catch(() => undefined);
  if (!island) return;
  // The props the server rendered it with (app/utils/island.tsx), so the first render matches.
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const Component = island.Component as unknown as React.FunctionComponent<object>;
  await new Promise<void>((done) => {
    const onHydrated = () => {
      element.dataset.hydrated = "";
      done();
    };
    const failed = (error: unknown) => {
      console.error(error);
      done();
    };
    startTransition(() => {
      // Preact (the islands' React, ADR 042) throws a render's error here; React reports it.
      try {
        hydrateRoot(element, createElement(Hydrated, { onHydrated, children: createElement(Component, props) }), {
          onUncaughtError: failed,
        });
      } catch (error) {
        failed(error);
      }
    });
  });
}

/** Tells the page when its island has hydrated and run its effects. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

import { createElement, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS } from "./registry";

/**
 * The only script of a public page (docs/decisions/027-islands-on-public-pages.md): hydrates each
 * island of the page as a React root of its own, loading each island's code once. Everything
 * else on the page is server-rendered HTML that needs no script.
 */

const COLLEGE_VIEW_URL = "/narayanaApi/collegedetails.php";

/**
 * Hydrates the page's islands one after another, in the page's order, each as a transition:
 * React then renders it in slices and yields to the browser between them, so no island, and no
 * number of islands, holds the main thread long enough to delay a tap (Total Blocking Time).
 * Every island's code is requested at once, so they never wait for the network in turn.
 */
async function hydrateIslands(): Promise<void> {
  // A task of its own, after React's own start-up. (A message, not a timer: timers are what a
  // test's paused clock holds, and React's own scheduler yields the same way.)
  await nextTask();
  const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).filter(
    // An island inside another is part of that one's tree.
    (element) => !element.parentElement?.closest("[data-island]"),
  );
  // In the page's order, which is the order on screen: nothing here measures the page, as that
  // would make the browser lay it out at once, in this task.
  const loading = new Map(elements.map((element) => [element, ISLANDS[element.dataset.island ?? ""]?.()]));
  for (const element of elements) {
    // One island that fails (its code did not arrive, it throws) leaves the others to hydrate.
    const island = await loading.get(element)?.catch(() => undefined);
    if (!island) continue;
    // The props the server rendered it with (app/utils/island.tsx), so the first render matches.
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    const Component = island.Component as unknown as React.FunctionComponent<object>;
    await new Promise<void>((done) => {
      startTransition(() => {
        hydrateRoot(element, createElement(Hydrated, { onHydrated: done, children: createElement(Component, props) }), {
          onUncaughtError: (error) => {
            console.error(error);
            done();
          },
        });
      });
    });
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** Tells the page when its island has hydrated and run its effects. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * A click on any college link records a view (the spec's collegedetails call) as a beacon, so it
 * never delays the navigation. One listener for the page rather than an island per link.
 */
function recordCollegeViews(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-college-view]");
    const id = Number(link?.dataset.collegeView);
    if (!Number.isInteger(id) || id <= 0) return;
    const body = new Blob([JSON.stringify({ college_id: id })], { type: "application/json" });
    navigator.sendBeacon?.(COLLEGE_VIEW_URL, body);
  });
}

/**
 * A form marked data-send-once (the privacy requests, which React Router does not run here) is
 * sent once: a second tap while the page is on its way is ignored, and the form shows it is
 * sending (app.css). A page brought back by Back is ready again.
 */
function sendFormsOnce(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-send-once")) return;
    if (form.hasAttribute("data-sending")) event.preventDefault();
    else if (!event.defaultPrevented) form.setAttribute("data-sending", "");
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of Array.from(document.querySelectorAll("form[data-sending]")))
      form.removeAttribute("data-sending");
  });
}

recordCollegeViews();
sendFormsOnce();
void hydrateIslands().then(() => {
  // For tests and monitoring: every island of the page is live.
  document.documentElement.dataset.hydrated = "";
});

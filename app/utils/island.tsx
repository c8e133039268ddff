import { createContext, type ReactNode } from "react";

/**
 * Islands: the interactive parts of a public page (docs/decisions/027-islands-on-public-pages.md).
 *
 * A public page is React rendered on the server, and only its islands are React in the browser:
 * each hydrates on its own (app/islands/entry.client.ts), with the props the server rendered it
 * with, written beside it as JSON. So an island's props must be plain data (no functions, no
 * elements), and an island must not use React Router (no hooks, no <Link>, no href()) or useId:
 * in the browser it runs without the router, and as a root of its own its ids would differ from
 * the server's. On pages React Router hydrates whole (the admin area, sign-in), the same
 * wrapper renders inside the route tree and the islands script is not loaded.
 *
 * An island is a file of its own, `<name>.island.tsx`, that exports
 * `defineIsland("<name>", Component, { hydrate })`: the islands script gathers those files by name
 * (app/islands/registry.ts), and lint refuses React Router and useId in them (ISLAND_RULES in
 * eslint.config.js). `hydrate` says when the island is needed (HydrationStrategy, ADR 041).
 */
export interface Island<P extends object> {
  (props: P): React.JSX.Element;
  /** Its file's name: an island is `<islandName>.island.tsx` (app/islands/registry.ts finds it by that). */
  islandName: string;
  Component: IslandComponent<P>;
  hydrate: HydrationStrategy;
}

/**
 * When an island hydrates (docs/decisions/041-islands-hydrate-when-needed.md). Until then it is its
 * server HTML, which must do the right thing on its own (ADR 018):
 * - "load": as soon as the islands script runs, in the page's order (what the page is wrong
 *   without: /shortlist opening itself with the stored list);
 * - "visible": when it comes near the viewport (a lead form, the home page's tabs and counters);
 * - "interaction": on the first tap, focus or key inside it, and not before: what works without
 *   JavaScript until it is used and costs nothing to wake under a tap (the search box; ADR 097);
 * - "idle": when the browser is idle (what shows no box of its own until it runs, or only decorates:
 *   the reading bar, scroll-to-top, the picks bar, the hero video, Save and Compare; and the menu,
 *   whose tap must not wait for its hydration).
 * An island that is not yet hydrated wakes on an interaction inside it whatever its strategy.
 */
export type HydrationStrategy = "load" | "visible" | "interaction" | "idle";

export interface IslandOptions {
  hydrate: HydrationStrategy;
}

/** A function component: islands have no classes. */
type IslandComponent<P> = (props: P) => ReactNode;

/** Where the browser gets the islands script. */
export interface IslandsAssets {
  /** The script that hydrates the islands (app/islands/entry.client.ts as built). */
  entry: string;
  /** Development only: React Refresh's preamble, which Vite's modules expect before them. */
  preamble?: string;
}

/** Provided by entry.server.tsx; absent in the browser. */
export const IslandsContext = createContext<IslandsAssets | null>(null);

export function defineIsland<P extends object>(
  islandName: string,
  Component: IslandComponent<P>,
  { hydrate }: IslandOptions,
): Island<P> {
  const Island = (props: P) => {
    return (
      // display: contents (app.css): the wrapper adds no box, so layout and CSS selectors see the island's own elements.
      // data-hydrate: the islands script reads the strategy from the page, before it loads the island's code.
      <div className="island" data-island={islandName} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  };
  Island.islandName = islandName;
  Island.Component = Component;
  Island.hydrate = hydrate;
  return Island;
}

import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";

export interface FlatRoute {
  /** The full path pattern, e.g. /Admin/catalogue/:entity/:id. */
  path: string;
  /** The route module, e.g. routes/admin/catalogue/edit.tsx. */
  file: string;
}

function flatten(entries: RouteConfigEntry[], prefix = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
    const own = entry.path !== undefined || entry.index ? [{ path: path || "/", file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route of app/routes.ts with a path, layouts flattened away: the tests walk the site map. */
export const ROUTE_TABLE: readonly FlatRoute[] = flatten(routes as RouteConfigEntry[]);

/** A route's path with each `:param` (and a trailing `*`) replaced by what `valueOf` gives for it. */
export function fillPath(path: string, valueOf: (param: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => valueOf(name)).replace(/\*$/, valueOf("*"));
}

/**
 * One path per route module (the first routes.ts gives it): a module's /hi twin runs the same
 * loader and action on the same input, so walks that send every route the same hostile input
 * send it once per module (ADR 071).
 */
export const ROUTE_MODULES: readonly FlatRoute[] = ROUTE_TABLE.filter(
  (route, index) => ROUTE_TABLE.findIndex((other) => other.file === route.file) === index,
);

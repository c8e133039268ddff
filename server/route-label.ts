import type { ServerBuild } from "react-router";

/**
 * The route label of a request, for its access log line and the request histogram: the pattern of
 * the React Router route it reaches ("/:college", "/Admin/leads/:id", "/*" for a page that does
 * not exist), never the path itself. So no visitor input (a lead's id, a privacy request's code, a
 * slug someone typed) reaches a log line or a metric label, and the labels are the routes of
 * app/routes.ts and no more. What the server answers itself (files, health checks) is labelled
 * where it is answered (server/request-log.ts `labelRoute`).
 *
 * React Router's own matchRoutes gives the same answer but ranks every route again on each call:
 * about a millisecond a request, against a few microseconds here. The patterns are compiled and
 * ranked once, with React Router's scores (computeScore in react-router), and
 * server/route-label.test.ts checks the two agree on every route of the site.
 */

/** What the labels need of a route in the build's manifest (ServerBuild["routes"]). */
interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

interface Pattern {
  label: string;
  /** The id of the route in the build's manifest. */
  id: string;
  /** Lower case unless the route is case-sensitive; ":" marks a parameter. */
  segments: string[];
  splat: boolean;
  caseSensitive: boolean;
  score: number;
}

/** React Router's single-fetch data requests: /page.data, and /_root.data for the home page. */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";
/** React Router's lazy route discovery asks here which routes the client may navigate to. */
export const MANIFEST_PATH = "/__manifest";
const UNMATCHED = "unmatched";

/** What a request reaches: the route's pattern (its label) and its id in the build's manifest. */
export interface MatchedRoute {
  label: string;
  id: string;
}

export function routeLabeler(routes: Record<string, RouteEntry | undefined>): (pathname: string) => string {
  const match = routeMatcher(routes);
  return (pathname) => (pathname === MANIFEST_PATH ? MANIFEST_PATH : (match(pathname)?.label ?? UNMATCHED));
}

/**
 * The route a path reaches, as React Router matches it (a data request's path as its page's);
 * undefined for what no route answers (/__manifest, React Router's own). The labels above and the
 * Cache-Control rule (server/private-responses.ts) share it.
 */
export function routeMatcher(
  routes: Record<string, RouteEntry | undefined>,
): (pathname: string) => MatchedRoute | undefined {
  const entries = Object.values(routes).filter((entry): entry is RouteEntry => entry !== undefined);
  const parents = new Set(entries.map((entry) => entry.parentId));
  const fullPath = (entry: RouteEntry): string => {
    const parts: string[] = [];
    for (
      let route: RouteEntry | undefined = entry;
      route;
      route = route.parentId ? routes[route.parentId] : undefined
    ) {
      if (route.path) parts.unshift(route.path);
    }
    return `/${parts.join("/")}`;
  };
  // Only a leaf (or an index route) can be the last match; a layout is never one on its own here,
  // since the catch-all route matches whatever nothing else does.
  const patterns = entries
    .filter((entry) => entry.index || !parents.has(entry.id))
    .map((entry) => compile(fullPath(entry), entry))
    // Stable: equal scores keep the order of app/routes.ts, as React Router's ranking does.
    .sort((a, b) => b.score - a.score);

  return (pathname) => {
    if (pathname === MANIFEST_PATH) return undefined;
    const path =
      pathname === ROOT_DATA ? "/" : pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
    // Decoded as React Router decodes a path before matching it, so /%41dmin/leads is /Admin/leads.
    const segments = path.replace(/\/+$/, "").split("/").slice(1).map(decodeSegment);
    const found = patterns.find((pattern) => matches(pattern, segments));
    return found && { label: found.label, id: found.id };
  };
}

/** React Router's decodePath, one segment: an encoded "/" stays encoded; a bad escape stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, "%2F");
  } catch {
    return segment;
  }
}

function compile(path: string, entry: RouteEntry): Pattern {
  const caseSensitive = entry.caseSensitive === true;
  const segments = path.replace(/\/+$/, "").split("/").slice(1);
  const splat = segments.at(-1) === "*";
  return {
    label: path,
    id: entry.id,
    segments: (splat ? segments.slice(0, -1) : segments).map((segment) =>
      /^:[\w-]+$/.test(segment) ? ":" : caseSensitive ? segment : segment.toLowerCase(),
    ),
    splat,
    caseSensitive,
    score: computeScore(path, entry.index === true),
  };
}

function matches(pattern: Pattern, segments: string[]): boolean {
  if (pattern.splat ? segments.length < pattern.segments.length : segments.length !== pattern.segments.length) {
    return false;
  }
  return pattern.segments.every((expected, i) => {
    const segment = segments[i]!;
    if (expected === ":") return segment.length > 0;
    return (pattern.caseSensitive ? segment : segment.toLowerCase()) === expected;
  });
}

/** React Router's route score (react-router's computeScore): more specific patterns rank first. */
function computeScore(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** The labeller for a build (see perBuild). */
export function routeLabelerFor(
  build: ServerBuild | (() => Promise<ServerBuild>),
): (pathname: string) => string | Promise<string> {
  return perBuild(build, (current) => routeLabeler(current.routes));
}

/**
 * What `compile` makes of the build: compiled once in production. In development the build is a
 * function (it changes under hot reload), so it is compiled again for each new build.
 */
export function perBuild<R>(
  build: ServerBuild | (() => Promise<ServerBuild>),
  compile: (build: ServerBuild) => (pathname: string) => R,
): (pathname: string) => R | Promise<R> {
  if (typeof build !== "function") return compile(build);
  const compiled = new WeakMap<ServerBuild, (pathname: string) => R>();
  return async (pathname) => {
    const current = await build();
    let answer = compiled.get(current);
    if (!answer) compiled.set(current, (answer = compile(current)));
    return answer(pathname);
  };
}

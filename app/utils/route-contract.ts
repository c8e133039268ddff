import type { PageContract } from "./page-handle";

/**
 * The site's tables, derived from the route tree and the contract each route module declares in
 * its `handle` (app/utils/page-handle.ts), instead of lists kept beside app/routes.ts by hand.
 * A pure function of the tree, so a test can derive them from a fixture without a build; the
 * server derives them from its build's routes (build.routes[id].module.handle).
 */

/** A route as the build's manifest has it, with its module's handle. */
export interface RouteNode {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
}

/** How a kept page's address is made: the route's pattern segments and what the page reads. */
interface KeptPage {
  /** The route's full pattern, split; ":" marks a parameter. */
  segments: readonly string[];
  query: readonly string[];
  slug?: "lower";
}

export interface RouteContract {
  /** The pages the HTML cache may keep, by route id. */
  keptPages: ReadonlyMap<string, KeptPage>;
  /** The fixed paths /sitemap.xml lists before the colleges, in route order. */
  sitemapPaths: readonly string[];
  /**
   * The pattern of the page each college has (its contract says `lastmod: "catalogue"`), e.g.
   * "/:college": the sitemap lists one address per college on it. None: no college is listed.
   */
  collegeSitemapPattern?: string;
  /** First path segments a route of the site owns, in lower case: no college slug may take one. */
  reservedSegments: ReadonlySet<string>;
  /** The lead forms each page shows, by route id (PageContract.leadForms). */
  leadForms: ReadonlyMap<string, readonly string[]>;
  /** The route a path reaches, as React Router matches it: its id, or undefined. */
  routeIdAt: (pathname: string) => string | undefined;
}

/**
 * First segments that no route names but the server answers before any page (server.js,
 * server/app.ts): health checks, the built assets and public/'s folders, React Router's route
 * discovery.
 */
const SERVER_SEGMENTS = ["healthz", "readyz", "assets", "media", "uploads", "favicon.ico", "__manifest"];

export function deriveRouteContract(
  routes: Readonly<Record<string, RouteNode | undefined>>,
  /** React Router's matching over the same tree (server/route-label.ts routeMatcher). */
  routeIdAt: RouteContract["routeIdAt"],
): RouteContract {
  const nodes = Object.values(routes).filter((node): node is RouteNode => node !== undefined);
  const fullPath = (node: RouteNode): string[] => {
    const parts: string[] = [];
    for (let route: RouteNode | undefined = node; route; route = route.parentId ? routes[route.parentId] : undefined) {
      if (route.path) parts.unshift(...route.path.split("/").filter(Boolean));
    }
    return parts;
  };
  const keptPages = new Map<string, KeptPage>();
  const sitemapPaths: string[] = [];
  let collegeSitemapPattern: string | undefined;
  const reservedSegments = new Set(SERVER_SEGMENTS);
  const leadForms = new Map<string, readonly string[]>();
  for (const node of nodes) {
    const segments = fullPath(node);
    const first = segments[0];
    if (first !== undefined && !isParameter(first)) reservedSegments.add(first.toLowerCase());
    const contract = node.handle as PageContract | undefined;
    if (!contract) continue;
    const pattern = segments.map((segment) => (isParameter(segment) ? ":" : segment));
    if (contract.pageCache) keptPages.set(node.id, { segments: pattern, ...contract.pageCache });
    if (contract.leadForms) leadForms.set(node.id, contract.leadForms);
    // The sitemap lists each page's Hindi twin beside it (features/seo/sitemap.server.ts).
    if (segments[0] === HINDI_ROOT) continue;
    // A page with parameters has one address per row of its lastmod source (the colleges).
    if (contract.sitemap?.lastmod === "release" && !pattern.includes(":")) sitemapPaths.push(`/${segments.join("/")}`);
    if (contract.sitemap?.lastmod === "catalogue") collegeSitemapPattern = `/${segments.join("/")}`;
  }
  return { keptPages, sitemapPaths, collegeSitemapPattern, reservedSegments, leadForms, routeIdAt };
}

/** The first segment of the Hindi twins (app/routes.ts). */
const HINDI_ROOT = "hi";

function isParameter(segment: string): boolean {
  return segment.startsWith(":") || segment === "*";
}

/**
 * The address a kept page is stored under and rendered from, given the route its path reaches:
 * the path (fixed segments in their routes.ts spelling whatever case was typed, parameters as
 * typed, or in lower case when the page reads them so), then only the query parameters the page
 * reads, in its order, first value each, empty ones left out (the page treats them as absent).
 * Everything else in the query (ad click ids, utm_* tags, cache-busters) is dropped: the page does
 * not read it, and the lead forms take UTM tags from the browser's own address bar. Undefined when
 * the page is not kept, or for a trailing slash, an empty segment or a dot (files, `.data`), or a
 * first segment that is a parameter but names a reserved one.
 */
export function keptPageAddress(
  contract: RouteContract,
  routeId: string | undefined,
  pathname: string,
  search: URLSearchParams,
): string | undefined {
  const page = contract.keptPages.get(routeId ?? "");
  if (!page) return undefined;
  const typed = pathname === "/" ? [] : pathname.split("/").slice(1);
  if (typed.length !== page.segments.length || typed.some((segment) => segment === "" || segment.includes("."))) {
    return undefined;
  }
  // /healthz, /media, /Admin: what the server or another route owns is never a college's page
  // (nor, under /hi, its Hindi page).
  const slugAt = page.segments[0] === HINDI_ROOT ? 1 : 0;
  if (page.segments[slugAt] === ":" && contract.reservedSegments.has(typed[slugAt]!.toLowerCase())) return undefined;
  const path = page.segments.map((segment, i) =>
    segment !== ":" ? segment : page.slug === "lower" ? typed[i]!.toLowerCase() : typed[i]!,
  );
  const kept = new URLSearchParams();
  for (const name of page.query) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `/${path.join("/")}${query ? `?${query}` : ""}`;
}

/**
 * The page chrome of the routes a request matched, root first: what the deepest route that says
 * declares, else the full header and footer.
 */
export function chromeOf(handles: readonly unknown[]): NonNullable<PageContract["chrome"]> {
  for (let i = handles.length - 1; i >= 0; i--) {
    const chrome = (handles[i] as PageContract | undefined)?.chrome;
    if (chrome) return chrome;
  }
  return "full";
}

import type { RouteContract } from "./route-contract";

/**
 * The route contract of the running site, for the code below the routes that needs it (the
 * sitemap's fixed pages, the college-slug check). The route tree belongs to the build, which app/
 * cannot import, so whoever holds the tree provides it: server/app.ts from the build's routes at
 * start, the test setup from app/routes.ts and the route modules' handles.
 */
let provider: (() => RouteContract | Promise<RouteContract>) | undefined;

export function provideRouteContract(get: () => RouteContract | Promise<RouteContract>): void {
  provider = get;
}

export async function routeContract(): Promise<RouteContract> {
  if (!provider) throw new Error("No route tree: server/app.ts provides it at start (provideRouteContract).");
  return provider();
}

/** Whether a first path segment belongs to a route of the site, so no college may take it as its slug. */
export async function isReservedSegment(segment: string): Promise<boolean> {
  return (await routeContract()).reservedSegments.has(segment.toLowerCase());
}

/** The lead forms the page at this path shows, as its route declares them (PageContract.leadForms). */
export async function leadFormsAt(pathname: string): Promise<readonly string[]> {
  const contract = await routeContract();
  return contract.leadForms.get(contract.routeIdAt(pathname) ?? "") ?? [];
}

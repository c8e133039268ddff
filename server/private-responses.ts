import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { isStorable, showsNoPersonalData } from "#app/utils/page-handle";
import { MANIFEST_PATH, perBuild, routeMatcher } from "./route-label";

/**
 * `Cache-Control: no-store` and `Cross-Origin-Opener-Policy: same-origin` on every response that
 * may show a person's data (the opener policy spared where the page says it shows no one's,
 * `personalData: false`), decided in this one place from the route tree: private unless the
 * route says it is storable (app/utils/page-handle.ts `storable`). So a new admin page, privacy
 * page or export is never kept by a browser or a proxy even if it forgets a `headers` export, and
 * its `.data` requests, the redirects of its guards, its 404s and its errors are covered too:
 * no-store is put on whatever the response turns out to be, just before its head is written. Storable routes keep the Cache-Control they set (the
 * page cache's `private, no-cache`, the sitemap's `public, max-age=3600`); an unsafe method (a
 * form's answer: "we have your request") is never storable.
 */
export function privateUnlessStorable(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const privacyOf = perBuild(build, pathPrivacy);
  return async (req: Request, res: Response, next: NextFunction) => {
    const read = req.method === "GET" || req.method === "HEAD";
    const privacy = await privacyOf(req.path);
    if (read && privacy === "storable") return next();
    noStore(res);
    // A window that opened this page (or this page's opener) is cut off from it: no handle to
    // navigate it elsewhere, count its frames or message it. Pages that show nobody's data go
    // without: on them the header would only cost every visitor who arrives from another site a
    // fresh browser process, and the page its first layout twice (ADR 095).
    if (!read || privacy === "private") res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  };
}

/**
 * What the route a path reaches may be sent as, from its module and every parent's (layouts,
 * root): "storable" when all say `storable`; "no personal data" when all say that or
 * `personalData: false` (app/utils/page-handle.ts); else "private". One match of the path for
 * both answers. React Router's route manifest (/__manifest) names routes, never anyone's data.
 */
function pathPrivacy(
  build: Pick<ServerBuild, "routes">,
): (pathname: string) => "storable" | "no personal data" | "private" {
  const match = routeMatcher(build.routes);
  const storable = everyRouteUpFrom(build, isStorable);
  const impersonal = everyRouteUpFrom(build, showsNoPersonalData);
  return (pathname) => {
    if (pathname === MANIFEST_PATH) return "storable";
    const matched = match(pathname);
    if (!matched) return "private";
    if (storable(matched.id)) return "storable";
    return impersonal(matched.id) ? "no personal data" : "private";
  };
}

/** Whether the route a path reaches is storable: its module and every parent's declare it. */
export const storablePaths = (build: Pick<ServerBuild, "routes">) => {
  const privacy = pathPrivacy(build);
  return (pathname: string) => privacy(pathname) === "storable";
};

/** Whether the route a path reaches shows nobody's personal data: its module and every parent's say so. */
export const noPersonalDataPaths = (build: Pick<ServerBuild, "routes">) => {
  const privacy = pathPrivacy(build);
  return (pathname: string) => privacy(pathname) !== "private";
};

/** Whether a route and every route above it have a handle that `says` yes to, remembered per route. */
function everyRouteUpFrom(build: Pick<ServerBuild, "routes">, says: (handle: unknown) => boolean) {
  const byRoute = new Map<string, boolean>();
  const everyRouteSays = (id: string): boolean => {
    let answer = byRoute.get(id);
    if (answer === undefined) {
      const route = build.routes[id];
      answer = route !== undefined && says(route.module.handle) && (!route.parentId || everyRouteSays(route.parentId));
      byRoute.set(id, answer);
    }
    return answer;
  };
  return everyRouteSays;
}

/**
 * Sets `Cache-Control: no-store` as the response's head is written, over whatever a route,
 * React Router or an error page set before. Node writes every head through writeHead (an
 * implicit head too), so nothing sent on this response escapes it.
 */
function noStore(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    this.setHeader("Cache-Control", "no-store");
    // Headers handed to writeHead itself would win over setHeader's: theirs go.
    const given = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null && !Array.isArray(arg));
    for (const name of Object.keys(given ?? {})) {
      if (name.toLowerCase() === "cache-control") delete (given as Record<string, unknown>)[name];
    }
    return (writeHead as (...args: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
}

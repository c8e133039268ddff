import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, test } from "vitest";
import routes from "#app/routes";
import { routeLabeler } from "./route-label";

type ManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * app/routes.ts as the build hands it over (a flat manifest under the root route), as a tree for
 * matchRoutes, and each route's full pattern.
 */
function fromRouteConfig(config: RouteConfigEntry[]) {
  const manifest: Record<string, ManifestEntry> = { root: { id: "root", path: "" } };
  const patterns: string[] = [];
  let next = 0;
  const walk = (entries: RouteConfigEntry[], parentId: string, prefix: string): RouteObject[] =>
    entries.map((entry) => {
      const id = `route-${next++}`;
      const pattern = entry.path ? `${prefix}/${entry.path}` : prefix;
      patterns.push(pattern || "/");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      const children = walk(entry.children ?? [], id, pattern);
      return (
        entry.index
          ? { id, index: true }
          : {
              id,
              path: entry.path,
              caseSensitive: entry.caseSensitive,
              children: children.length ? children : undefined,
            }
      ) as RouteObject;
    });
  const tree: RouteObject[] = [{ id: "root", path: "", children: walk(config, "root", "") }];
  return { manifest, tree, patterns };
}

const { manifest, tree, patterns } = fromRouteConfig(routes as RouteConfigEntry[]);
const label = routeLabeler(manifest);

/** The label React Router's own matching gives: the paths of the matched routes joined. */
function reactRouterLabel(pathname: string): string {
  const matched = matchRoutes(tree, pathname) ?? [];
  return `/${matched
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`;
}

/** Every route's pattern with sample values, in the case written and others, plus paths no route names. */
function samplePaths(): string[] {
  const filled = patterns.flatMap((pattern) => {
    const path = pattern.replace(/:[\w-]+/g, "rv-college-of-engineering").replace(/\*$/, "some/thing");
    return [path, path.toLowerCase(), path.toUpperCase(), `${path}/`, `${path}/extra`];
  });
  return [
    ...new Set([
      ...filled,
      "/",
      "//",
      "/rv-college-of-engineering/x/y",
      "/Admin",
      "/Admin/leads/12/extra",
      "/privacy/request/AB12-CD34",
      "/assets/x.js",
    ]),
  ];
}

describe("route labels", () => {
  test("agree with React Router's matchRoutes on every route of the site, in any case", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(300);
    const disagreements = paths
      .map((path) => ({ path, ours: label(path), reactRouter: reactRouterLabel(path) }))
      .filter(({ ours, reactRouter }) => ours !== reactRouter);
    expect(disagreements).toEqual([]);
  });

  test("are patterns, never a visitor's input", () => {
    expect(label("/rv-college-of-engineering")).toBe("/:college");
    expect(label("/Admin/leads/42")).toBe("/Admin/leads/:id");
    expect(label("/admin/LEADS/42")).toBe("/Admin/leads/:id");
    expect(label("/privacy/request/AB12-CD34")).toBe("/privacy/request/:publicId");
    expect(label("/no/such/page?name=Asha")).toBe("/*");
    expect(label("/")).toBe("/");
  });

  test("React Router's data requests share their page's label; its manifest requests get their own", () => {
    expect(label("/Admin/leads/42.data")).toBe("/Admin/leads/:id");
    expect(label("/_root.data")).toBe("/");
    expect(label("/__manifest")).toBe("/__manifest");
  });

  test("a label costs microseconds, not React Router's milliseconds", () => {
    const paths = ["/rv-college-of-engineering", "/Admin/leads/42", "/no/such/page", "/", "/exams"];
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) label(paths[i % paths.length]!);
    const microseconds = ((performance.now() - started) * 1000) / 20_000;
    expect(microseconds).toBeLessThan(50);
  });
});

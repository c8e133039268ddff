import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { RouteNode } from "#app/utils/route-contract";

/**
 * A route config (app/routes.ts, or a test's fixture) as the build's manifest has it: a flat
 * record under the root route, each route with its module's handle. The ids are React Router's
 * (the file without its extension, unless the config names one).
 */
export function routeNodesFromConfig(
  config: readonly RouteConfigEntry[],
  handleOf: (file: string) => unknown,
  rootHandle?: unknown,
): Record<string, RouteNode> {
  const nodes: Record<string, RouteNode> = { root: { id: "root", path: "", handle: rootHandle } };
  const walk = (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      nodes[id] = { id, parentId, path: entry.path, index: entry.index, handle: handleOf(entry.file) };
      walk(entry.children ?? [], id);
    }
  };
  walk(config, "root");
  return nodes;
}

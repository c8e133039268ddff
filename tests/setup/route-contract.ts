import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";
import { STORABLE } from "#app/utils/page-handle";
import type { RouteContract, RouteNode } from "#app/utils/route-contract";
import { provideRouteContract } from "#app/utils/route-contract.server";
import { contractOfRoutes } from "../../server/route-contract";
import { routeNodesFromConfig } from "./route-tree";

// Before each test file: the route contract of app/routes.ts, as server/app.ts provides it from the
// build. The route modules are imported on first use only, so a file that never needs the tree
// (most of them) does not pay for importing every page.
const modules = import.meta.glob<{ handle?: unknown }>("../../app/routes/**/*.{ts,tsx}");

let nodes: Promise<Record<string, RouteNode>> | undefined;
let contract: Promise<RouteContract> | undefined;

/** app/routes.ts with each module's handle, as the build's manifest has it (root: app/root.tsx's). */
export function siteRouteNodes(): Promise<Record<string, RouteNode>> {
  nodes ??= (async () => {
    const handles = new Map<string, unknown>();
    const collect = async (entries: readonly RouteConfigEntry[]): Promise<unknown> =>
      Promise.all(
        entries.map(async (entry) => {
          const load = modules[`../../app/${entry.file}`];
          if (!load) throw new Error(`app/routes.ts names ${entry.file}, which is not there`);
          handles.set(entry.file, (await load()).handle);
          await collect(entry.children ?? []);
        }),
      );
    await collect(routes as RouteConfigEntry[]);
    return routeNodesFromConfig(routes as RouteConfigEntry[], (file) => handles.get(file), STORABLE);
  })();
  return nodes;
}

export function siteRouteContract(): Promise<RouteContract> {
  contract ??= siteRouteNodes().then(contractOfRoutes);
  return contract;
}

provideRouteContract(siteRouteContract);

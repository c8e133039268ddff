import type { ServerBuild } from "react-router";
import { deriveRouteContract, keptPageAddress, type RouteContract, type RouteNode } from "#app/utils/route-contract";
import { routeMatcher } from "./route-label";

/** The build's routes as the derivation reads them: each with its module's `handle`. */
export function routeNodes(routes: ServerBuild["routes"]): Record<string, RouteNode | undefined> {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, route && { ...route, handle: route.module.handle }]),
  );
}

/**
 * The address the HTML cache keeps a path's page under (app/utils/route-contract.ts
 * keptPageAddress), from the route the path reaches as React Router matches it; undefined for a
 * page whose contract does not say it may be kept.
 */
export function keptPageAddresses(
  contract: RouteContract,
): (pathname: string) => (search: URLSearchParams) => string | undefined {
  return (pathname) => {
    const id = contract.routeIdAt(pathname);
    return (search) => keptPageAddress(contract, id, pathname, search);
  };
}

/** The contract derived from a build's route tree, once per build (a new one under hot reload). */
export function routeContractOf(build: ServerBuild | (() => Promise<ServerBuild>)): () => Promise<RouteContract> {
  const derived = new WeakMap<ServerBuild, RouteContract>();
  return async () => {
    const current = typeof build === "function" ? await build() : build;
    let contract = derived.get(current);
    if (!contract) derived.set(current, (contract = contractOfRoutes(routeNodes(current.routes))));
    return contract;
  };
}

/** The contract of a route tree, matched as React Router matches it. */
export function contractOfRoutes(routes: Readonly<Record<string, RouteNode | undefined>>): RouteContract {
  const match = routeMatcher(routes);
  return deriveRouteContract(routes, (pathname) => match(pathname)?.id);
}

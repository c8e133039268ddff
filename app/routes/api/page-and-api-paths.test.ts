import { expect, test } from "vitest";
import routes from "#app/routes";
import { isApiPath, isKeyOnlyApiPath } from "./page-and-api-paths";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

test("every route of the spec's API is an API path, and no page is", () => {
  const all = flatten(routes as RouteEntry[]).filter((entry) => entry.path !== undefined);
  const api = all.filter((entry) => entry.file.startsWith("routes/api/"));
  expect(api.length).toBeGreaterThan(15);
  for (const entry of api) expect(isApiPath(`/${entry.path}`), entry.path).toBe(true);
  for (const entry of all.filter((entry) => !entry.file.startsWith("routes/api/"))) {
    if (entry.path === "*" || entry.path?.startsWith(":")) continue;
    expect(isApiPath(`/${entry.path}`), entry.path).toBe(false);
  }
});

test("only the intake API skips the cross-site check: any case, with or without a trailing slash", () => {
  for (const path of ["/api/leads", "/API/Leads", "/api/leads/"]) expect(isKeyOnlyApiPath(path), path).toBe(true);
  for (const path of ["/api/Category", "/Admin/leads", "/api/leads/1", "/api/leadsx", "/narayanaApi/adminLogin.php"]) {
    expect(isKeyOnlyApiPath(path), path).toBe(false);
  }
});

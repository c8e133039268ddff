import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countRows, startAdminServer } from "./admin-helpers";
import type { RunningServer } from "../support/server";
import { ROUTE_TABLE, fillPath } from "../support/route-table";

/**
 * Walks the app's own route table: every route whose module lives under routes/admin/ must refuse
 * an anonymous visitor, for the page, for its data request and for a write. A route added later
 * without `requireAdmin` fails here. The two public doors of the admin area are listed on purpose.
 */
const PUBLIC_ADMIN_ROUTES = new Set(["routes/admin/login.tsx", "routes/admin/register.tsx"]);

/** Values for path parameters, so each route can be requested. */
const PARAMS: Record<string, string> = { entity: "colleges", id: "1" };

const adminRoutes = ROUTE_TABLE.filter(
  (route) => route.file.startsWith("routes/admin/") && !PUBLIC_ADMIN_ROUTES.has(route.file),
).map((route) => ({ ...route, url: fillPath(route.path, (name) => PARAMS[name] ?? "1") }));

describe("every admin route refuses an anonymous request [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
  });

  afterAll(async () => {
    await server?.stop();
  });

  test("the walk finds the admin routes (so an empty table can't pass)", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    expect(adminRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/Admin/Desboard",
        "/Admin/leads.csv",
        "/Admin/catalogue/:entity/:id",
        "/category",
        "/Addmission",
      ]),
    );
  });

  test.each(adminRoutes.map((route) => [route.path, route] as const))("%s", async (_path, route) => {
    const before = await countRows(databaseUrl, [
      "categories",
      "colleges",
      "courses",
      "leads",
      "admins",
      "site_settings",
    ]);

    // The page itself: sent to the login page, with nothing of the admin page in the answer.
    const page = await fetch(`${server.url}${route.url}`, { redirect: "manual" });
    expect(page.status, `GET ${route.url}`).toBe(302);
    expect(page.headers.get("location") ?? "").toMatch(/^\/AdminLogin/);

    // Its data request (client-side navigation fetches /path.data): a redirect, never the data.
    const dataRequest = await fetch(`${server.url}${route.url}.data`, { redirect: "manual" });
    expect([202, 204, 302, 401, 403], `GET ${route.url}.data`).toContain(dataRequest.status);
    const body = await dataRequest.text();
    expect(body, `GET ${route.url}.data`).not.toMatch(/@example|password|Indian Institute/);

    // A write: refused (redirected to login), and nothing in the database changes.
    const write = await fetch(`${server.url}${route.url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        intent: "delete",
        id: "1",
        name: "Anonymous",
        status: "closed",
        brandName: "Hacked",
      }),
    });
    expect([302, 401, 403, 405], `POST ${route.url}`).toContain(write.status);
    if (write.status === 302) expect(write.headers.get("location") ?? "").toMatch(/^\/AdminLogin/);
    expect(
      await countRows(databaseUrl, ["categories", "colleges", "courses", "leads", "admins", "site_settings"]),
    ).toEqual(before);
  });
});

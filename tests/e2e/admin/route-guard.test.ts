import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SESSION_COOKIE, countRows, postForm, startAdminServer, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import type { RunningServer } from "../support/server";
import { ROUTE_TABLE, fillPath } from "../support/route-table";

/**
 * Walks the app's own route table: every route whose module lives under routes/admin/ must refuse
 * an anonymous visitor, for the page, for its data request and for a write. A route added later
 * without `requireAdmin` fails here. The two public doors of the admin area are listed on purpose.
 */
const PUBLIC_ADMIN_ROUTES = new Set([
  "routes/admin/login.tsx",
  "routes/admin/register.tsx",
  // A colleague's invitation is opened before they have an account: its token is the key (ADR 074).
  "routes/admin/invitation.tsx",
]);
/**
 * The private calendar feed takes no session (a calendar app has no cookie): its token is the key,
 * and without the right one it is a bare 404 (docs/decisions/046-calendar-feed.md), tested below.
 */
const TOKEN_ROUTES = new Set(["routes/admin/calendar-ics.ts"]);
/**
 * A document's download answers anyone who may not see the lead, signed in or not, with the same
 * bare 404 as a file that is not there (docs/decisions/047-documents-and-files-in-the-database.md).
 */
const NOT_FOUND_ROUTES = new Set(["routes/admin/document-download.ts", "routes/admin/document-version-download.ts"]);

/** Values for path parameters, so each route can be requested. */
const PARAMS: Record<string, string> = { entity: "colleges", id: "1" };

const adminRoutes = ROUTE_TABLE.filter(
  (route) =>
    route.file.startsWith("routes/admin/") &&
    !PUBLIC_ADMIN_ROUTES.has(route.file) &&
    !TOKEN_ROUTES.has(route.file) &&
    !NOT_FOUND_ROUTES.has(route.file),
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

  test("the calendar feed answers a bare 404 without its token, with a wrong one, and to a write", async () => {
    const feeds = ROUTE_TABLE.filter((route) => TOKEN_ROUTES.has(route.file));
    expect(feeds.map((route) => route.path)).toEqual(["/Admin/calendar.ics"]);
    for (const query of ["", "?token=", `?token=${"A".repeat(43)}`]) {
      const answer = await fetch(`${server.url}/Admin/calendar.ics${query}`, { redirect: "manual" });
      expect(answer.status, query).toBe(404);
      expect(await answer.text()).toBe("Not found");
    }
    const write = await fetch(`${server.url}/Admin/calendar.ics`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "intent=feed",
    });
    expect([404, 405]).toContain(write.status);
  });

  test("a document's download, current or earlier, answers an anonymous request with the bare 404", async () => {
    const files = ROUTE_TABLE.filter((route) => NOT_FOUND_ROUTES.has(route.file));
    expect(files.map((route) => route.path)).toEqual([
      "/Admin/leads/:id/files/:fileId",
      "/Admin/leads/:id/earlier-files/:versionId",
    ]);
    for (const path of ["/Admin/leads/1/files/1", "/Admin/leads/1/earlier-files/1"]) {
      const answer = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toBe("Not found");
    }
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

/**
 * The same walk for a signed-in counsellor: owner routes answer 403 (page, data request and
 * write, and nothing changes); every other admin route answers without a server error; another
 * counsellor's lead is not there for them (404), their own and the pool's are.
 */
const OWNER_ONLY = new Set([
  "/Admin/settings",
  "/Admin/admins",
  "/Admin/leads.csv",
  "/Admin/alerts",
  "/Admin/outbox",
  "/Admin/reports",
  "/Admin/reports.csv",
  "/Admin/import",
  "/Admin/leads/import",
]);

describe("a counsellor gets only what a counsellor may [sqlite]", () => {
  let server: RunningServer;
  let databaseUrl: string;
  const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;
  let asha: { id: number; token: string };
  let leads: { mine: number; pool: number; theirs: number };

  beforeAll(async () => {
    ({ server, databaseUrl } = await startAdminServer());
    ({ asha, leads } = await withDatabase(databaseUrl, async (db) => {
      const ashaId = await insertStaff(db, { name: "Asha", role: "counsellor" });
      const bina = await insertStaff(db, { name: "Bina", role: "counsellor" });
      const token = await insertSession(db, ashaId);
      const at = new Date();
      const lead = async (name: string, assignee: number | null) =>
        (
          await db
            .insertInto("leads")
            .values({
              form: "contact",
              page: "/Contact",
              name,
              assignee_id: assignee,
              created_at: at.toISOString(),
              updated_at: at.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      return {
        asha: { id: ashaId, token },
        leads: { mine: await lead("Mine", ashaId), pool: await lead("Pool", null), theirs: await lead("Theirs", bina) },
      };
    }));
  });

  afterAll(async () => {
    await server?.stop();
  });

  test.each(adminRoutes.map((route) => [route.path, route] as const))("%s", async (path, route) => {
    const before = await countRows(databaseUrl, ["categories", "colleges", "leads", "admins", "site_settings"]);
    const page = await fetch(`${server.url}${route.url}`, {
      redirect: "manual",
      headers: { cookie: cookie(asha.token) },
    });
    if (OWNER_ONLY.has(path)) {
      expect(page.status, `GET ${route.url}`).toBe(403);
      const write = await postForm(
        server.url,
        route.url,
        { intent: "remove", id: "1", brandName: "Counsellor was here" },
        { cookie: asha.token },
      );
      // The CSV export is a download with no action at all: 405 refuses the write as surely.
      expect([403, 405], `POST ${route.url}`).toContain(write.status);
    } else {
      expect(page.status, `GET ${route.url}`).toBeLessThan(500);
    }
    expect(await countRows(databaseUrl, ["categories", "colleges", "leads", "admins", "site_settings"])).toEqual(
      before,
    );
  });

  test("deleting from the catalogue is refused with 403, and the row stays", async () => {
    const categories = await countRows(databaseUrl, ["categories"]);
    const answer = await postForm(
      server.url,
      "/Admin/catalogue/categories",
      { intent: "delete", id: "1" },
      { cookie: asha.token },
    );
    expect(answer.status).toBe(403);
    expect(await countRows(databaseUrl, ["categories"])).toEqual(categories);
  });

  test("their own lead and the pool's open; another counsellor's is not found; the inbox lists only theirs and the pool", async () => {
    const open = async (id: number) =>
      (await fetch(`${server.url}/Admin/leads/${id}`, { redirect: "manual", headers: { cookie: cookie(asha.token) } }))
        .status;
    expect({ mine: await open(leads.mine), pool: await open(leads.pool), theirs: await open(leads.theirs) }).toEqual({
      mine: 200,
      pool: 200,
      theirs: 404,
    });
    const inbox = await (await fetch(`${server.url}/Admin/leads`, { headers: { cookie: cookie(asha.token) } })).text();
    expect(inbox).toContain(">Mine<");
    expect(inbox).toContain(">Pool<");
    expect(inbox).not.toContain(">Theirs<");
  });

  test("a counsellor takes a pool lead; a second claim of it is refused", async () => {
    const claim = () => postForm(server.url, `/Admin/leads/${leads.pool}`, { intent: "claim" }, { cookie: asha.token });
    expect((await claim()).status).toBe(200);
    const row = await withDatabase(databaseUrl, (db) =>
      db.selectFrom("leads").select("assignee_id").where("id", "=", leads.pool).executeTakeFirstOrThrow(),
    );
    expect(row.assignee_id).toBe(asha.id);
    expect((await claim()).status).toBe(400);
  });
});

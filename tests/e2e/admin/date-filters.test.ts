import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postForm, withDatabase } from "./admin-helpers";
import { engines } from "../support/databases";
import { ROUTE_MODULES, fillPath } from "../support/route-table";
import { startStaffServer, type StaffServer } from "../support/staff-server";

/**
 * Finding C of the 2026-11 review: an impossible date in a filter answered 500. Now every date
 * filter is read by one rule (app/utils/filter-date.ts): a page shows "… is not a date" beside the
 * filter and leaves it out; the CSV export refuses with a 400 that says why. The pages' date
 * filters are listed here; besides, every route module of app/routes.ts (one path each: a /hi
 * twin runs the same loader on the same query) is sent impossible dates under the usual names of
 * date parameters and must not answer 5xx. On both engines: an impossible date that reached SQL
 * fails differently on each (PostgreSQL refuses it, SQLite's date functions give NULL).
 */
const IMPOSSIBLE = ["2026-99-99", "2026-13-45", "2026-02-29", "2026-04-31", "2026-00-10", "garbage"];

/** Each page's date filters. */
const PAGE_FILTERS = [
  { path: "/Admin/leads", names: ["from", "to"] },
  { path: "/Admin/audit", names: ["from", "to"] },
];

/** The exports that take the inbox's filters. */
const EXPORTS = ["/Admin/leads.csv", "/Admin/leads.csv?for=breach"];

const NOT_A_DATE = /is not a date/;

for (const engine of engines()) {
  describe(`an impossible date in a filter is "not a date", never a 500 [${engine}]`, () => {
    let staff: StaffServer;
    let leadId: string;

    beforeAll(async () => {
      staff = await startStaffServer(engine);
      leadId = await withDatabase(staff.databaseUrl, async (db) => {
        const at = new Date().toISOString();
        const { id } = await db
          .insertInto("leads")
          .values({ form: "contact", page: "/Contact", name: "Hari Dates", created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        return String(id);
      });
    });

    afterAll(async () => {
      await staff?.server.stop();
    });

    const get = (path: string) =>
      fetch(`${staff.server.url}${path}`, { redirect: "manual", headers: { cookie: staff.owner.cookie } });

    const withParam = (path: string, name: string, value: string) =>
      `${path}${path.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

    test.each(PAGE_FILTERS.flatMap(({ path, names }) => names.map((name) => [`${path} ?${name}=`, path, name])))(
      "%s shows each impossible date as not a date, and the list still answers",
      async (_label, path, name) => {
        for (const value of IMPOSSIBLE) {
          const url = withParam(path, name, value);
          const page = await get(url);
          expect(page.status, url).toBe(200);
          const html = await page.text();
          expect(html, url).toMatch(NOT_A_DATE);
          expect(html, url).toContain(`“${value}”`);
          const data = await get(withParam(`${path}.data`, name, value));
          expect(data.status, `${url} (.data)`).toBe(200);
        }
        // A real day is a filter, with nothing to say about it.
        const real = await get(withParam(path, name, "2028-02-29"));
        expect(real.status).toBe(200);
        expect(await real.text()).not.toMatch(NOT_A_DATE);
      },
    );

    test.each(EXPORTS)("%s refuses an impossible date with a 400 that says why", async (path) => {
      for (const name of ["from", "to"]) {
        for (const value of IMPOSSIBLE) {
          const url = withParam(path, name, value);
          const answer = await get(url);
          expect(answer.status, url).toBe(400);
          expect(answer.headers.get("content-type"), url).toMatch(/^text\/plain/);
          expect(await answer.text(), url).toMatch(NOT_A_DATE);
        }
      }
      const real = await get(withParam(path, "from", "2026-01-01"));
      expect(real.status).toBe(200);
      expect(real.headers.get("content-type")).toMatch(/^text\/csv/);
    });

    test("a follow-up at an impossible date and time is refused with the form's message, not a 500", async () => {
      for (const value of ["2026-99-99T10:00", "2026-02-30T10:00", "2026-01-05T24:00", "2026-01-05T10:61"]) {
        const answer = await postForm(
          staff.server.url,
          `/Admin/leads/${leadId}`,
          { intent: "follow-up", follow_up_at: value },
          { headers: { cookie: staff.owner.cookie } },
        );
        expect(answer.status, value).toBe(400);
        expect(await answer.text(), value).toContain("Choose a date and time");
      }
      const lead = await withDatabase(staff.databaseUrl, (db) =>
        db.selectFrom("leads").select("next_follow_up_at").where("id", "=", Number(leadId)).executeTakeFirstOrThrow(),
      );
      expect(lead.next_follow_up_at).toBeNull();
    });

    test("every route module, sent impossible dates under the usual names, answers without a server error", async () => {
      const query = ["from", "to", "date", "day", "since", "until", "at"]
        .map((name, i) => `${name}=${IMPOSSIBLE[i % IMPOSSIBLE.length]}`)
        .join("&");
      expect(ROUTE_MODULES.map((route) => route.path)).toEqual(
        expect.arrayContaining(["/Admin/leads", "/Admin/audit"]),
      );
      for (const route of ROUTE_MODULES) {
        const path = fillPath(route.path, (param) => (param === "id" ? leadId : param === "entity" ? "colleges" : "x"));
        for (const url of [`${path}?${query}`, `${path}.data?${query}`]) {
          expect((await get(url)).status, url).toBeLessThan(500);
        }
      }
    });
  });
}

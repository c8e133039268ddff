import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN, withDatabase } from "./admin-helpers";
import { insertSession, insertStaff } from "../../setup/staff";
import { browserEngines } from "../support/databases";
import { ROUTE_TABLE, fillPath } from "../support/route-table";
import { sessionCookie, startStaffServer, type StaffServer } from "../support/staff-server";

/**
 * Finding B of the 2026-11 review: a counsellor is sent the names of the other staff where a page
 * needs them (who has a lead, who wrote a note), never their e-mail or mobile. This walks every
 * admin route of app/routes.ts as a signed-in counsellor, the page and its `.data` request, with
 * a lead of theirs wherever a route takes an id, and looks for the other staff's contact details
 * anywhere in the answer. A route added later is walked too.
 */
const ADMIN_ROUTES = ROUTE_TABLE.filter((route) => route.file.startsWith("routes/admin/"));

const OWNER = { email: ADMIN.email, mobile: "9822200002" };
const OTHERS = [
  { name: "Devi Colleague", email: "devi.colleague@example.in", mobile: "9833300003", role: "counsellor" as const },
  {
    name: "Esha Former",
    email: "esha.former@example.in",
    mobile: "9844400004",
    role: "counsellor" as const,
    active: 0,
  },
  { name: "Farah Owner", email: "farah.owner@example.in", mobile: "9855500005", role: "owner" as const },
];
const COUNSELLOR = { name: "Chitra Counsellor", email: "chitra.counsellor@example.in", mobile: "9811100001" };

for (const engine of browserEngines()) {
  describe(`a counsellor is sent no other member of staff's e-mail or mobile [${engine}]`, () => {
    let staff: StaffServer;
    let cookie: string;
    let params: Record<string, string>;

    beforeAll(async () => {
      staff = await startStaffServer(engine);
      ({ cookie, params } = await withDatabase(staff.databaseUrl, async (db) => {
        await db.updateTable("admins").set({ mobile: OWNER.mobile }).where("id", "=", staff.owner.id).execute();
        const others = [];
        for (const other of OTHERS) others.push(await insertStaff(db, other));
        const me = await insertStaff(db, { ...COUNSELLOR, role: "counsellor" });
        const at = new Date().toISOString();
        // A lead of theirs that other staff have worked on: the owner gave it to them after a colleague's note.
        const { id } = await db
          .insertInto("leads")
          .values({
            form: "contact",
            page: "/Contact",
            name: "Gauri Student",
            assignee_id: me,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("lead_events")
          .values([
            {
              lead_id: id,
              kind: "note_added",
              actor_id: others[0]!,
              data: JSON.stringify({ note: "Called" }),
              created_at: at,
            },
            {
              lead_id: id,
              kind: "assigned",
              actor_id: staff.owner.id,
              data: JSON.stringify({ assigneeId: me, assignee: COUNSELLOR.name, by: "owner" }),
              created_at: at,
            },
          ])
          .execute();
        return { cookie: sessionCookie(await insertSession(db, me)), params: { id: String(id), entity: "colleges" } };
      }));
    });

    afterAll(async () => {
      await staff?.server.stop();
    });

    test("the walk finds the admin routes, and the counsellor is signed in (so a refusal can't pass)", async () => {
      expect(ADMIN_ROUTES.map((route) => route.path)).toEqual(
        expect.arrayContaining(["/Admin/Desboard", "/Admin/leads", "/Admin/leads/:id", "/Admin/queue"]),
      );
      const dashboard = await fetch(`${staff.server.url}/Admin/Desboard`, { headers: { cookie } });
      expect(dashboard.status).toBe(200);
      // The dashboard lists the staff by name: the names are there, their addresses are not.
      expect(await dashboard.text()).toContain("Devi Colleague");
    });

    test.each(ADMIN_ROUTES.map((route) => [route.path, route] as const))("%s", async (_path, route) => {
      const url = fillPath(route.path, (name) => params[name] ?? "1");
      for (const target of [url, `${url}.data`]) {
        const response = await fetch(`${staff.server.url}${target}`, { redirect: "manual", headers: { cookie } });
        const body = await response.text();
        const label = `GET ${target} (${response.status})`;
        expect(response.status, label).toBeLessThan(500);
        for (const other of [OWNER, ...OTHERS]) {
          expect(body, label).not.toContain(other.email);
          expect(body, label).not.toContain(other.mobile);
        }
      }
    });
  });
}

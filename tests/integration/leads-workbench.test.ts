import type { AppLoadContext } from "react-router";
import { expect, test } from "vitest";
import { createSession } from "#app/features/admins/sessions.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { bulkUpdateLeads } from "#app/features/inbox/leads-bulk.server";
import { leadFigures, leadsPerDay, listLeads, medianMinutes } from "#app/features/leads/leads-inbox.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { action as leadsAction } from "#app/routes/admin/leads";
import { parseEnv } from "#app/utils/env.server";
import { Refusal } from "#app/utils/refusal";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * The inbox's search, filters and bulk actions, and the dashboard's figures, in SQL on both
 * engines, with fixed times: "now" is 2026-11-25 10:00 in India (04:30 UTC).
 */
const AT = new Date("2026-11-25T04:30:00.000Z");

let people = 0;
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  form: "banner",
  page: "/",
  name: "Asha",
  phone: `97${String(++people).padStart(8, "0")}`,
  utm: {},
  consentPurposes: ["contact"],
  ...overrides,
});

type Db = ReturnType<Parameters<Parameters<typeof describeEachEngine>[1]>[0]>;

const staff = (db: Db, name: string, role: "owner" | "counsellor", active = 1) =>
  insertStaff(db, { name, role, active });

const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id).sort((a, b) => a - b);

describeEachEngine("leads workbench", (db) => {
  const set = (id: number, values: Record<string, string | number | null>) =>
    db().updateTable("leads").set(values).where("id", "=", id).execute();

  test("search by name, e-mail (any case) and phone digits with +91 or 0; % is literal", async () => {
    const ravi = await createLead(db(), lead({ name: "Ravi Kumar", phone: "9845011111", email: "Ravi.K@Example.in" }));
    const meena = await createLead(db(), lead({ name: "Meena 100%", phone: "9845022222" }));
    const list = (q: string) => listLeads(db(), { q }).then(ids);
    expect(await list("ravi")).toEqual([ravi.id]);
    expect(await list("RAVI.K@example")).toEqual([ravi.id]);
    expect(await list("+91 98450 11111")).toEqual([ravi.id]);
    expect(await list("098450-22222")).toEqual([meena.id]);
    expect(await list("98450")).toEqual([ravi.id, meena.id]);
    expect(await list("100%")).toEqual([meena.id]);
    expect(await list("%")).toEqual([meena.id]);
    expect(await list("nobody")).toEqual([]);
  });

  test("filters by assignee, follow-up (overdue, today in India), source, and India days", async () => {
    const a = await createLead(db(), lead({ utm: { utm_source: "google" } }));
    const b = await createLead(db(), lead({ form: "contact", utm: { utm_source: "Facebook" } }));
    const c = await createLead(db(), lead());
    const d = await createLead(db(), lead());
    const bina = await staff(db(), "Bina", "counsellor");
    await set(a.id, { assignee_id: bina, next_follow_up_at: "2026-11-24T10:00:00.000Z" }); // yesterday: overdue
    await set(b.id, { next_follow_up_at: "2026-11-25T17:00:00.000Z" }); // 22:30 India today
    await set(c.id, { next_follow_up_at: "2026-11-25T18:30:00.000Z", status: "contacted" }); // tomorrow 00:00 India
    await set(d.id, { next_follow_up_at: "2026-11-20T10:00:00.000Z", status: "closed" }); // closed: never overdue
    const list = (filters: Parameters<typeof listLeads>[1]) => listLeads(db(), filters, 1, 25, undefined, AT).then(ids);

    expect(await list({ assignee: "unassigned" })).toEqual([b.id, c.id, d.id]);
    expect(await list({ assignee: String(bina) })).toEqual([a.id]);
    expect(await list({ followUp: "overdue" })).toEqual([a.id]);
    expect(await list({ followUp: "today" })).toEqual([b.id]);
    expect(await list({ source: "facebook" })).toEqual([b.id]);
    expect(await list({ form: "contact", assignee: "unassigned" })).toEqual([b.id]);

    // 00:30 India on the 25th is 19:00 UTC on the 24th: it is a lead of the 25th.
    await set(a.id, { created_at: "2026-11-24T19:00:00.000Z" });
    await set(b.id, { created_at: "2026-11-24T18:29:59.999Z" });
    await set(c.id, { created_at: "2026-11-25T18:30:00.000Z" });
    await set(d.id, { created_at: "2026-09-01T10:00:00.000Z" });
    expect(await list({ from: "2026-11-25", to: "2026-11-25" })).toEqual([a.id]);
    expect(await list({ from: "2026-11-01", to: "2026-11-24" })).toEqual([b.id]);
    const chart = await leadsPerDay(db(), 30, AT);
    expect(chart.days.at(-1)).toBe("2026-11-25");
    expect(chart.counts["2026-11-25"]).toEqual({ banner: 1 });
    expect(chart.counts["2026-11-24"]).toEqual({ contact: 1 });

    // A counsellor's view stays theirs and the pool's, whatever the filter asks.
    const chitra = await staff(db(), "Chitra", "counsellor");
    const asChitra = { id: chitra, role: "counsellor" as const };
    expect(await listLeads(db(), { assignee: String(bina) }, 1, 25, asChitra).then(ids)).toEqual([]);
    expect(await listLeads(db(), {}, 1, 25, asChitra).then(ids)).toEqual([b.id, c.id, d.id]);
  });

  test("an owner assigns, unassigns and sets status in bulk; each change is on the lead's timeline", async () => {
    const one = await createLead(db(), lead());
    const two = await createLead(db(), lead());
    const owner = await staff(db(), "Olga", "owner");
    const bina = await staff(db(), "Bina", "counsellor");
    const asOwner = { id: owner, role: "owner" as const };

    expect(
      await bulkUpdateLeads(db(), { intent: "assign", ids: [one.id, two.id], assignee: String(bina) }, asOwner),
    ).toEqual({ intent: "assign", changed: 2, assignee: "Bina" });
    // Again: nothing changes and nothing is written.
    expect(
      (await bulkUpdateLeads(db(), { intent: "assign", ids: [one.id], assignee: String(bina) }, asOwner)).changed,
    ).toBe(0);
    await bulkUpdateLeads(db(), { intent: "assign", ids: [two.id], assignee: "none" }, asOwner);
    await bulkUpdateLeads(db(), { intent: "status", ids: [one.id, two.id], status: "interested" }, asOwner);

    const rows = await db().selectFrom("leads").select(["id", "assignee_id", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: one.id, assignee_id: bina, status: "interested" },
      { id: two.id, assignee_id: null, status: "interested" },
    ]);
    const events = async (id: number) =>
      (await leadTimeline(db(), id))
        .filter((e) => e.kind !== "created")
        .map((e) => ({ kind: e.kind, actor: e.actor_id, data: e.data }));
    expect(await events(two.id)).toEqual([
      { kind: "assigned", actor: owner, data: { assigneeId: bina, assignee: "Bina", by: "owner" } },
      { kind: "assigned", actor: owner, data: { assigneeId: null, assignee: null, by: "owner" } },
      { kind: "status_changed", actor: owner, data: { from: "new", to: "interested" } },
    ]);
    expect((await events(one.id)).map((e) => e.kind)).toEqual(["assigned", "status_changed"]);

    // An inactive member of staff cannot be given leads; a counsellor cannot bulk-change at all.
    const gone = await staff(db(), "Gopal", "counsellor", 0);
    await expect(
      bulkUpdateLeads(db(), { intent: "assign", ids: [one.id], assignee: String(gone) }, asOwner),
    ).rejects.toBeInstanceOf(Refusal);
    await expect(
      bulkUpdateLeads(db(), { intent: "status", ids: [one.id], status: "closed" }, { id: bina, role: "counsellor" }),
    ).rejects.toMatchObject({ status: 403 });
  });

  test("the route: a counsellor's bulk post is 403 and changes nothing; an owner's is saved; nothing ticked is refused", async () => {
    const one = await createLead(db(), lead());
    const owner = await staff(db(), "Olga", "owner");
    const bina = await staff(db(), "Bina", "counsellor");
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const post = async (adminId: number, fields: [string, string][]) => {
      const { token } = await createSession(db(), adminId);
      const request = new Request("http://localhost/Admin/leads?status=new", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `admin_session=${token}` },
        body: new URLSearchParams(fields),
      });
      try {
        const answer = (await leadsAction({ request, context, params: {} } as never)) as unknown as {
          data: { ok: boolean; message: string };
          init: ResponseInit | null;
        };
        return { status: answer.init?.status ?? 200, message: answer.data.message };
      } catch (thrown) {
        return { status: (thrown as { init?: ResponseInit }).init?.status, message: "" };
      }
    };
    const fields: [string, string][] = [
      ["intent", "assign"],
      ["ids[3]", String(one.id)],
      ["assignee", String(bina)],
    ];
    expect((await post(bina, fields)).status).toBe(403);
    expect((await db().selectFrom("leads").select("assignee_id").executeTakeFirstOrThrow()).assignee_id).toBeNull();
    expect(await post(owner, fields)).toEqual({ status: 200, message: "Assigned 1 lead to Bina." });
    expect((await db().selectFrom("leads").select("assignee_id").executeTakeFirstOrThrow()).assignee_id).toBe(bina);
    expect(
      await post(owner, [
        ["intent", "status"],
        ["status", "closed"],
      ]),
    ).toEqual({
      status: 400,
      message: "Select at least one lead",
    });
    expect(
      await post(owner, [
        ["intent", "status"],
        ["ids[0]", String(one.id)],
        ["status", "closed"],
      ]),
    ).toEqual({
      status: 200,
      message: "Set 1 lead to Closed.",
    });
  });

  test("dashboard figures: the last 30 days' leads by status, form and source, overdue follow-ups of any age, and the median time to the first call", async () => {
    const made = [];
    for (const [form, source] of [
      ["banner", "google"],
      ["banner", null],
      ["contact", "google"],
      ["contact", null],
      ["college", null],
    ] as const) {
      made.push(await createLead(db(), lead({ form, utm: source ? { utm_source: source } : {} })));
    }
    const [a, b, c, d, e] = made.map((m) => m.id) as [number, number, number, number, number];
    expect((await leadFigures(db(), undefined, AT)).firstCall).toBeNull();

    // Enquiry to first call: 10, 30 and 90 minutes in the last 30 days; one 5-minute call on an older lead.
    await set(a, {
      created_at: "2026-11-24T04:00:00.000Z",
      first_call_at: "2026-11-24T04:10:00.000Z",
      status: "contacted",
    });
    await set(b, {
      created_at: "2026-11-24T04:00:00.000Z",
      first_call_at: "2026-11-24T04:30:00.000Z",
      status: "contacted",
    });
    await set(c, { created_at: "2026-11-20T04:00:00.000Z", first_call_at: "2026-11-20T05:30:00.000Z" });
    await set(d, { created_at: "2026-09-01T04:00:00.000Z", first_call_at: "2026-09-01T04:05:00.000Z" });
    await set(e, { next_follow_up_at: "2026-11-25T04:00:00.000Z" });
    const bina = await staff(db(), "Bina", "counsellor");
    await set(c, { assignee_id: bina });

    // The pipeline counts the last 30 days' leads: the September lead (d) is not among them; the
    // overdue follow-ups are of any age.
    const figures = await leadFigures(db(), undefined, AT);
    expect(figures.byStatus).toEqual([
      { key: "contacted", count: 2 },
      { key: "new", count: 2 },
    ]);
    expect(figures.byForm).toEqual([
      { key: "banner", count: 2 },
      { key: "college", count: 1 },
      { key: "contact", count: 1 },
    ]);
    expect(figures.bySource).toEqual([
      { key: null, count: 2 },
      { key: "google", count: 2 },
    ]);
    expect(figures.overdue).toBe(1);
    expect(figures.firstCall).toEqual({ minutes: 30, calls: 3 });

    // Another counsellor sees only the pool's figures: Bina's lead (the 90-minute call) is not theirs.
    const chitra = await staff(db(), "Chitra", "counsellor");
    const theirs = await leadFigures(db(), { id: chitra, role: "counsellor" }, AT);
    expect(theirs.byForm.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    expect(theirs.firstCall).toEqual({ minutes: 20, calls: 2 });
  });
});

test("the median of durations", () => {
  expect(medianMinutes([])).toBeNull();
  expect(medianMinutes([60_000])).toEqual({ minutes: 1, calls: 1 });
  expect(medianMinutes([30 * 60_000, 10 * 60_000, 90 * 60_000, 20 * 60_000])).toEqual({ minutes: 25, calls: 4 });
});

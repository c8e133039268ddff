import { expect, test } from "vitest";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { exportLeads, getLead, leadsPerDay, listLeads } from "#app/features/leads/leads-inbox.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { addNote, changeStatus } from "#app/features/leads/lead-work.server";
import { Refusal } from "#app/utils/refusal";
import { describeEachEngine } from "../setup/test-database";
import { insertStaff } from "../setup/staff";

let people = 0;
const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  form: "banner",
  page: "/",
  name: "Asha",
  // A different person each time (the same phone would be a repeat enquiry on one lead).
  phone: `98${String(++people).padStart(8, "0")}`,
  utm: {},
  consentPurposes: ["contact"],
  ...overrides,
});

async function backdate(
  db: ReturnType<Parameters<Parameters<typeof describeEachEngine>[1]>[0]>,
  id: number,
  iso: string,
) {
  await db.updateTable("leads").set({ created_at: iso }).where("id", "=", id).execute();
}

describeEachEngine("leads inbox", (db) => {
  test("filters by date, form, status and course; pages newest first", async () => {
    const a = await createLead(db(), lead({ form: "college", course: "MBBS" }));
    const b = await createLead(db(), lead({ form: "banner", course: "Bachelor of Technology" }));
    const c = await createLead(db(), lead({ form: "contact", course: "MBA" }));
    await backdate(db(), a.id, "2026-10-01T10:00:00.000Z");
    await backdate(db(), b.id, "2026-10-15T10:00:00.000Z");
    await backdate(db(), c.id, "2026-11-01T10:00:00.000Z");
    const owner = { id: await insertStaff(db(), { name: "Owner", role: "owner" }), role: "owner" as const };
    await changeStatus(db(), { leadId: c.id, status: "contacted" }, owner);

    expect((await listLeads(db(), {})).items.map((l) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await listLeads(db(), { from: "2026-10-10", to: "2026-10-31" })).items.map((l) => l.id)).toEqual([b.id]);
    expect((await listLeads(db(), { to: "2026-10-01" })).items.map((l) => l.id)).toEqual([a.id]);
    expect((await listLeads(db(), { form: "college" })).total).toBe(1);
    expect((await listLeads(db(), { status: "contacted" })).items.map((l) => l.id)).toEqual([c.id]);
    expect((await listLeads(db(), { course: "technology" })).items.map((l) => l.id)).toEqual([b.id]);
    const paged = await listLeads(db(), {}, 2, 2);
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(paged.items.map((l) => l.id)).toEqual([a.id]);
    expect((await exportLeads(db(), { status: "new" })).map((l) => l.id)).toEqual([b.id, a.id]);
  });

  test("a status change goes on the timeline beside the notes, never over them; an unknown lead is refused", async () => {
    const owner = { id: await insertStaff(db(), { name: "Owner", role: "owner" }), role: "owner" as const };
    const { id } = await createLead(db(), lead());
    await addNote(db(), { leadId: id, note: "Joined KMC" }, owner);
    await changeStatus(db(), { leadId: id, status: "converted" }, owner);
    // The same status again changes nothing and adds nothing. (The timeline opens with the enquiry.)
    await changeStatus(db(), { leadId: id, status: "converted" }, owner);
    expect(await getLead(db(), id)).toMatchObject({ status: "converted" });
    expect((await leadTimeline(db(), id)).slice(1).map((event) => [event.kind, event.data])).toEqual([
      ["note_added", { note: "Joined KMC" }],
      ["status_changed", { from: "new", to: "converted" }],
    ]);
    await expect(changeStatus(db(), { leadId: 9999, status: "closed" }, owner)).rejects.toBeInstanceOf(Refusal);
  });

  test("leads per day by form for the chart", async () => {
    const until = new Date("2026-11-22T12:00:00.000Z");
    const one = await createLead(db(), lead({ form: "banner" }));
    const two = await createLead(db(), lead({ form: "banner" }));
    const three = await createLead(db(), lead({ form: "college" }));
    const old = await createLead(db(), lead({ form: "college" }));
    await backdate(db(), one.id, "2026-11-22T08:00:00.000Z");
    await backdate(db(), two.id, "2026-11-22T09:00:00.000Z");
    await backdate(db(), three.id, "2026-11-20T09:00:00.000Z");
    await backdate(db(), old.id, "2026-09-01T09:00:00.000Z");
    const chart = await leadsPerDay(db(), 30, until);
    expect(chart.days).toHaveLength(30);
    expect(chart.days.at(-1)).toBe("2026-11-22");
    expect(chart.days[0]).toBe("2026-10-24");
    expect(chart.forms).toEqual(["banner", "college"]);
    expect(chart.counts["2026-11-22"]).toEqual({ banner: 2 });
    expect(chart.counts["2026-11-20"]).toEqual({ college: 1 });
    expect(chart.counts["2026-09-01"]).toBeUndefined();
  });
});

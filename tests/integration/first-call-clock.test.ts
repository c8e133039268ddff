import { expect, test } from "vitest";
import { checkFirstCalls } from "#app/features/first-call/first-call-escalation.server";
import { firstCallDueAt } from "#app/features/settings/first-call-clock";
import { logCall } from "#app/features/leads/lead-work.server";
import { createLead, type NewLead } from "#app/features/leads/leads.server";
import { firstCallAlertEmail, type FirstCallAlertPayload } from "#app/features/first-call/first-call-alert-email.server";
import { DEFAULT_FIRST_CALL_CLOCK, type FirstCallClockSettings } from "#app/features/settings/first-call-clock";
import { getFirstCallClock, saveFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/** Every minute of every day is a working minute: "now" is always inside the hours. */
const ALWAYS: FirstCallClockSettings = {
  days: [1, 2, 3, 4, 5, 6, 7],
  startMinute: 0,
  endMinute: 24 * 60,
  targetMinutes: 1,
  reassignAfterMinutes: null,
};

const enquiry = (name: string, phone: string, overrides: Partial<NewLead> = {}): NewLead => ({
  form: "contact",
  page: "/Contact",
  name,
  phone,
  utm: {},
  consentPurposes: ["contact"],
  ...overrides,
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

test("an imported lead starts no clock; any other is due the target's working minutes after it came", () => {
  const monday = "2026-11-30T04:30:00.000Z"; // 10:00 in India
  expect(firstCallDueAt("contact", monday, DEFAULT_FIRST_CALL_CLOCK)).toBe("2026-11-30T04:45:00.000Z");
  expect(firstCallDueAt("import", monday, DEFAULT_FIRST_CALL_CLOCK)).toBeNull();
});

describeEachEngine("the first-call clock", (db) => {
  const people = async () => ({
    anil: await insertStaff(db(), { name: "Anil", role: "counsellor" }),
    olga: await insertStaff(db(), { name: "Olga", role: "owner" }),
    omar: await insertStaff(db(), { name: "Omar", role: "owner" }),
    // A former owner is told nothing.
    gone: await insertStaff(db(), { name: "Gone", role: "owner", active: 0 }),
  });
  const outbox = () =>
    db().selectFrom("outbox").select(["event_key", "payload"]).where("event_key", "like", "first-call-%").execute();
  const leadRow = (id: number) => db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  test("the owners' settings are the defaults until saved", async () => {
    expect(await getFirstCallClock(db())).toEqual(DEFAULT_FIRST_CALL_CLOCK);
    await saveFirstCallClock(db(), ALWAYS);
    expect(await getFirstCallClock(db())).toEqual(ALWAYS);
  });

  test("a lead not called within the target is marked once, with one e-mail to the assignee and one to each owner, whatever runs at once", async () => {
    const { anil, olga, omar } = await people();
    await saveFirstCallClock(db(), ALWAYS);
    const { id } = await createLead(db(), enquiry("Meera Student", "9845011111"));
    const lead = await leadRow(id);
    expect(lead.assignee_id).toBe(anil);
    expect(Date.parse(lead.first_call_due_at!) - Date.parse(lead.created_at)).toBe(60_000);

    // Within the minute: nothing.
    expect(await checkFirstCalls(db(), later(0.5))).toEqual({ overdue: 0, reassigned: 0 });
    // Past it, four runs at once (on PostgreSQL, four connections of the pool): one marks it.
    const at = later(2);
    const runs = await Promise.all([1, 2, 3, 4].map(() => checkFirstCalls(db(), at)));
    expect(runs.reduce((sum, run) => sum + run.overdue, 0)).toBe(1);
    expect(await checkFirstCalls(db(), later(3))).toEqual({ overdue: 0, reassigned: 0 });

    expect((await leadRow(id)).first_call_overdue_at).toBe(at.toISOString());
    const rows = await outbox();
    expect(rows.map((row) => row.event_key).sort()).toEqual(
      [anil, olga, omar].map((admin) => `first-call-overdue-${id}-admin-${admin}`).sort(),
    );
    const payloads = rows.map((row) => JSON.parse(row.payload) as FirstCallAlertPayload);
    expect(payloads.map((payload) => payload.to).sort()).toEqual([
      "anil@example.in",
      "olga@example.in",
      "omar@example.in",
    ]);
    const events = await db().selectFrom("lead_events").select("kind").where("lead_id", "=", id).execute();
    expect(events.filter((event) => event.kind === "first_call_overdue")).toHaveLength(1);

    const email = firstCallAlertEmail(payloads[0]!, "https://admissions.example.in");
    expect(email.subject).toBe(`Overdue for first call: Meera Student (lead #${id})`);
    expect(email.text).toContain("was not called within 1 working minute.");
    expect(email.text).toContain("Assigned to: Anil");
    expect(email.text).toContain(`https://admissions.example.in/Admin/leads/${id}`);
  });

  test("a lead nobody has (no active counsellor) is escalated to the owners alone", async () => {
    const olga = await insertStaff(db(), { name: "Olga", role: "owner" });
    await saveFirstCallClock(db(), ALWAYS);
    const { id } = await createLead(db(), enquiry("Meera Student", "9845011111"));
    expect(await checkFirstCalls(db(), later(2))).toEqual({ overdue: 1, reassigned: 0 });
    const rows = await outbox();
    expect(rows.map((row) => row.event_key)).toEqual([`first-call-overdue-${id}-admin-${olga}`]);
    const email = firstCallAlertEmail(JSON.parse(rows[0]!.payload) as FirstCallAlertPayload, "https://x.in");
    expect(email.text).toContain("Nobody has this lead yet: take it or assign it.");
  });

  test("a called, withdrawn, erased, merged, closed or unclocked lead is never escalated", async () => {
    const { anil } = await people();
    await saveFirstCallClock(db(), ALWAYS);
    const ids: Record<string, number> = {};
    for (const [index, name] of ["waiting", "called", "withdrawn", "erased", "merged", "closed", "old"].entries()) {
      ids[name] = (await createLead(db(), enquiry(name, `98450000${String(index).padStart(2, "0")}`))).id;
    }
    await logCall(db(), { leadId: ids.called!, outcome: "no_answer", note: "" }, { id: anil, role: "counsellor" });
    const set = (name: string, values: Record<string, string | number | null>) =>
      db().updateTable("leads").set(values).where("id", "=", ids[name]!).execute();
    const now = new Date().toISOString();
    await set("withdrawn", { contact_withdrawn_at: now });
    await set("erased", { erased_at: now });
    await set("merged", { merged_into: ids.waiting! });
    await set("closed", { status: "closed" });
    // A lead from before the clock.
    await set("old", { first_call_due_at: null });

    expect(await checkFirstCalls(db(), later(5))).toEqual({ overdue: 1, reassigned: 0 });
    const marked = await db()
      .selectFrom("leads")
      .select("name")
      .where("first_call_overdue_at", "is not", null)
      .execute();
    expect(marked.map((row) => row.name)).toEqual(["waiting"]);
  });

  test("after the second limit a lead still not called goes to the next counsellor, once, on the timeline", async () => {
    const { anil } = await people();
    const bina = await insertStaff(db(), { name: "Bina", role: "counsellor" });
    await saveFirstCallClock(db(), { ...ALWAYS, reassignAfterMinutes: 3 });
    const { id } = await createLead(db(), enquiry("Meera Student", "9845011111"));
    expect((await leadRow(id)).assignee_id).toBe(anil);

    expect(await checkFirstCalls(db(), later(2))).toEqual({ overdue: 1, reassigned: 0 });
    const marked = await leadRow(id);
    expect(Date.parse(marked.first_call_reassign_at!) - Date.parse(marked.created_at)).toBe(3 * 60_000);
    const at = later(4);
    const runs = await Promise.all([1, 2].map(() => checkFirstCalls(db(), at)));
    expect(runs.reduce((sum, run) => sum + run.reassigned, 0)).toBe(1);
    expect(await checkFirstCalls(db(), later(10))).toEqual({ overdue: 0, reassigned: 0 });

    const passed = await leadRow(id);
    expect(passed.assignee_id).toBe(bina);
    expect(passed.first_call_reassigned_at).toBe(at.toISOString());
    const assigned = await db()
      .selectFrom("lead_events")
      .select("data")
      .where("lead_id", "=", id)
      .where("kind", "=", "assigned")
      .orderBy("id")
      .execute();
    expect(assigned.map((event) => JSON.parse(event.data))).toEqual([
      { assigneeId: anil, assignee: "Anil", by: "round-robin" },
      { assigneeId: bina, assignee: "Bina", by: "first-call clock", from: "Anil" },
    ]);
    const toBina = (await outbox()).filter((row) => row.event_key === `first-call-reassigned-${id}-admin-${bina}`);
    expect(toBina).toHaveLength(1);
    const email = firstCallAlertEmail(JSON.parse(toBina[0]!.payload) as FirstCallAlertPayload, "https://x.in");
    expect(email.subject).toBe("Lead passed to you: Meera Student is waiting for a first call");
  });
});

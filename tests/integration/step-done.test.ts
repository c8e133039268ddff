import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { addApplication, leadApplications } from "#app/features/admissions/applications.server";
import { addStep, calendarSteps, leadSteps } from "#app/features/admissions/application-steps.server";
import { createSession } from "#app/features/admins/sessions.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { admissionsCast, insertAssignedLead } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 43, item 8: a step is marked done, not only removed. It stays on the application with
 * when and by whom, its reminders not yet sent are cancelled, it leaves the calendar; and every
 * kind of step keeps its note (an entrance exam's note used to be dropped).
 */
describeEachEngine("a step marked done", (db) => {
  let anil: { id: number; role: "counsellor" };
  let rv: number;

  beforeEach(async () => {
    ({ anil, rv } = await admissionsCast(db()));
  });

  async function leadWithApplication() {
    const leadId = await insertAssignedLead(db(), anil.id);
    await db().updateTable("leads").set({ email: "priya@example.in" }).where("id", "=", leadId).execute();
    await addApplication(
      db(),
      { leadId, collegeId: rv, course: "B.E. CSE", intake: 2027, applicationNumber: "", status: "applied" },
      anil,
    );
    const [application] = await leadApplications(db(), leadId);
    return { leadId, applicationId: application!.id };
  }

  /** Posts one of the lead page's forms as Anil; the page's answer. */
  async function post(leadId: number, fields: Record<string, string>) {
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const cookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(fields),
    });
    const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
      data: { ok: boolean; message: string };
      init: ResponseInit | null;
    };
    return { status: answer.init?.status ?? 200, body: answer.data };
  }

  test("an entrance exam's note is kept, through the lead page's form", async () => {
    const ids = await leadWithApplication();
    const onDate = addIndiaDays(indiaDay(new Date()), 20);
    const answer = await post(ids.leadId, {
      intent: "step",
      application_id: String(ids.applicationId),
      kind: "entrance_exam",
      on_date: onDate,
      at_time: "09:30",
      note: "Centre 14, Jayanagar: bring the admit card",
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await leadSteps(db(), ids.leadId)).toMatchObject([
      { kind: "entrance_exam", on_date: onDate, note: "Centre 14, Jayanagar: bring the admit card", done_at: null },
    ]);
  });

  test("Mark done keeps the step with when and by whom, cancels its reminders, and takes it off the calendar", async () => {
    const ids = await leadWithApplication();
    const onDate = addIndiaDays(indiaDay(new Date()), 10);
    const { id } = await addStep(
      db(),
      { ...ids, kind: "fee_due", onDate, atTime: null, note: "Second instalment" },
      anil,
    );
    const pending = () =>
      db().selectFrom("outbox").select("event_key").where("event_key", "like", `step-${id}-%`).execute();
    expect(await pending()).toHaveLength(4);
    expect(await calendarSteps(db(), anil, { from: indiaDay(new Date()) })).toHaveLength(1);

    const before = new Date().toISOString();
    expect(await post(ids.leadId, { intent: "step-done", step_id: String(id) })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Step marked done." },
    });
    const [done] = await leadSteps(db(), ids.leadId);
    expect(done).toMatchObject({ id, kind: "fee_due", note: "Second instalment", done_by_name: "Anil" });
    expect(done!.done_at! >= before).toBe(true);
    expect(await pending()).toEqual([]);
    expect(await calendarSteps(db(), anil, { from: indiaDay(new Date()) })).toEqual([]);
    const event = (await leadTimeline(db(), ids.leadId)).at(-1)!;
    expect(event).toMatchObject({ kind: "step_done", actor_name: "Anil" });
    expect(event.data.step).toMatch(/^Fee due · /);

    // Done twice is still done once: the first time and the timeline stand.
    await post(ids.leadId, { intent: "step-done", step_id: String(id) });
    expect((await leadSteps(db(), ids.leadId))[0]!.done_at).toBe(done!.done_at);
    expect((await leadTimeline(db(), ids.leadId)).filter((e) => e.kind === "step_done")).toHaveLength(1);

    // Another lead's step is not there for this page.
    const other = await leadWithApplication();
    const { id: elsewhere } = await addStep(db(), { ...other, kind: "fee_due", onDate, atTime: null, note: "" }, anil);
    expect((await post(ids.leadId, { intent: "step-done", step_id: String(elsewhere) })).status).toBe(404);
  });
});

import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { addApplication, leadApplications } from "#app/features/admissions/applications.server";
import { addStep, calendarSteps, leadSteps, removeStep } from "#app/features/admissions/application-steps.server";
import { stepReminderContent } from "#app/features/admissions/step-reminder-content.server";
import { reminderAt } from "#app/features/admissions/step-reminders";
import { PUBLIC_ONLY } from "#app/features/outbox/egress-address.server";
import { startOutboxWorker } from "../../server/outbox-worker";
import { createLogger } from "#app/utils/logger.server";
import { createSession } from "#app/features/admins/sessions.server";
import { mergeLeads } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { personData } from "#app/features/privacy/person-data.server";
import { loader as calendarPage } from "#app/routes/admin/calendar";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay, indiaWeekStart } from "#app/utils/india-time";
import { findInEveryTable } from "../setup/find-in-every-table";
import { admissionsCast, insertEnquiry } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * Dated steps of an application (issue 24, part 2; docs/decisions/045-application-steps-and-reminders.md):
 * added and removed on the lead page, on the timeline; their reminders in the outbox, due at
 * 09:00 India time 3 and 1 days before, to the counsellor and (while contact is allowed) the
 * student; cancelled with the step; the week's calendar; erasure, export and merge take them along.
 */

describeEachEngine("application steps", (db) => {
  let anil: { id: number; role: "counsellor" };
  let bela: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let rv: number;

  beforeEach(async () => {
    ({ anil, bela, owner, rv } = await admissionsCast(db()));
  });

  const today = () => indiaDay(new Date());

  /** A lead assigned to `assignee` with one application; returns both ids. */
  async function leadWithApplication(assignee: number | null, extra: Record<string, string | null> = {}) {
    const at = new Date().toISOString();
    const { id } = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name: "Priya Sharma",
        assignee_id: assignee,
        created_at: at,
        updated_at: at,
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const viewer = assignee === bela?.id ? bela : anil;
    await addApplication(
      db(),
      { leadId: id, collegeId: rv, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
      assignee === null ? owner : viewer,
    );
    const [application] = await leadApplications(db(), id);
    return { leadId: id, applicationId: application!.id };
  }
  const step = (ids: { leadId: number; applicationId: number }, onDate: string, atTime: string | null = null) => ({
    ...ids,
    kind: "fee_due" as const,
    onDate,
    atTime,
    note: "",
  });
  const outbox = () =>
    db()
      .selectFrom("outbox")
      .select(["event_key", "payload", "status", "next_attempt_at", "due_at"])
      .orderBy("event_key")
      .execute();

  test("a step is on the timeline; its reminders are due at 09:00 India time 3 and 1 days before, to the counsellor and the student", async () => {
    const ids = await leadWithApplication(anil.id, { email: "priya@example.in" });
    const day = addIndiaDays(today(), 10);
    const { id } = await addStep(db(), step(ids, day, "10:30"), anil);
    expect(await leadSteps(db(), ids.leadId)).toMatchObject([{ id, kind: "fee_due", on_date: day, at_time: "10:30" }]);
    const timeline = await leadTimeline(db(), ids.leadId);
    expect(timeline.at(-1)).toMatchObject({ kind: "step_added", actor_name: "Anil" });
    expect(timeline.at(-1)!.data.step).toMatch(/^Fee due · .*, 10:30 \(India time\)$/);

    const rows = await outbox();
    expect(rows.map((row) => [row.event_key, row.due_at, row.next_attempt_at, row.status])).toEqual([
      [`step-${id}-1d-counsellor`, reminderAt(day, 1), reminderAt(day, 1), "pending"],
      [`step-${id}-1d-student`, reminderAt(day, 1), reminderAt(day, 1), "pending"],
      [`step-${id}-3d-counsellor`, reminderAt(day, 3), reminderAt(day, 3), "pending"],
      [`step-${id}-3d-student`, reminderAt(day, 3), reminderAt(day, 3), "pending"],
    ]);
    expect(reminderAt(day, 3)).toMatch(/T03:30:00\.000Z$/);
    // The outbox holds which reminder it is, not the person's details: those are read when it is sent.
    expect(JSON.parse(rows[0]!.payload)).toEqual({
      kind: "step_reminder",
      stepId: id,
      recipient: "counsellor",
      daysBefore: 1,
    });
    expect(await stepReminderContent(db(), JSON.parse(rows[0]!.payload))).toMatchObject({
      to: "anil@example.in",
      step: "Fee due",
      student: "Priya Sharma",
    });
    expect(await stepReminderContent(db(), JSON.parse(rows[1]!.payload))).toMatchObject({
      to: "priya@example.in",
      recipient: "student",
      student: null,
    });

    // Removing the step cancels what has not gone yet, and says so on the timeline.
    await removeStep(db(), { leadId: ids.leadId, stepId: id }, anil);
    expect(await leadSteps(db(), ids.leadId)).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect((await leadTimeline(db(), ids.leadId)).at(-1)).toMatchObject({ kind: "step_removed" });
  });

  test("a step due tomorrow is reminded at once; the student only while contact is allowed; a past step gets none", async () => {
    const withdrawn = await leadWithApplication(anil.id, {
      email: "priya@example.in",
      contact_withdrawn_at: new Date().toISOString(),
    });
    const before = new Date().toISOString();
    const { id } = await addStep(db(), step(withdrawn, addIndiaDays(today(), 1)), anil);
    const rows = await outbox();
    expect(rows.every((row) => row.event_key.endsWith("-counsellor"))).toBe(true);
    // The 3-day reminder's time has passed: one goes now.
    const now = rows.find(
      (row) => row.event_key.startsWith(`step-${id}-`) && row.next_attempt_at <= new Date().toISOString(),
    );
    expect(now!.next_attempt_at >= before).toBe(true);

    // Nobody assigned yet and no e-mail: the counsellor's reminders wait for whoever is assigned
    // when they are due (none to the student). A step already over: no reminder.
    const pool = await leadWithApplication(null);
    const { id: poolStep } = await addStep(db(), step(pool, addIndiaDays(today(), 5)), owner);
    await addStep(db(), step(withdrawn, addIndiaDays(today(), -2)), anil);
    expect((await outbox()).map((row) => row.event_key).filter((key) => key.startsWith(`step-${poolStep}-`))).toEqual([
      `step-${poolStep}-1d-counsellor`,
      `step-${poolStep}-3d-counsellor`,
    ]);
    expect(await outbox()).toHaveLength(rows.length + 2);
  });

  test("a reminder goes to whoever it should when it is sent: the new counsellor, not the student after a withdrawal, nobody after an erasure", async () => {
    const ids = await leadWithApplication(anil.id, { email: "priya@example.in" });
    const { id } = await addStep(db(), step(ids, addIndiaDays(today(), 10)), anil);
    const reminder = (recipient: "counsellor" | "student") =>
      stepReminderContent(db(), { kind: "step_reminder", stepId: id, recipient, daysBefore: 3 });
    expect((await reminder("student"))?.to).toBe("priya@example.in");

    await db().updateTable("leads").set({ assignee_id: bela.id }).where("id", "=", ids.leadId).execute();
    expect((await reminder("counsellor"))?.to).toBe("bela@example.in");
    await db().updateTable("leads").set({ assignee_id: null }).where("id", "=", ids.leadId).execute();
    expect(await reminder("counsellor")).toBeUndefined();

    await db()
      .updateTable("leads")
      .set({ contact_withdrawn_at: new Date().toISOString() })
      .where("id", "=", ids.leadId)
      .execute();
    expect(await reminder("student")).toBeUndefined();

    await db().updateTable("leads").set({ assignee_id: anil.id }).where("id", "=", ids.leadId).execute();
    expect((await reminder("counsellor"))?.to).toBe("anil@example.in");
    await eraseLeadByOwner(db(), { leadId: ids.leadId }, owner);
    expect(await reminder("counsellor")).toBeUndefined();
    expect(await outbox()).toEqual([]);
  });

  test("the outbox worker sends a due reminder to the counsellor, with the lead's link, and drops the withdrawn student's", async () => {
    const ids = await leadWithApplication(anil.id, { email: "priya@example.in" });
    // Due in two days: the 3-day reminder's time has passed, so it goes now; the 1-day one waits.
    await addStep(db(), step(ids, addIndiaDays(today(), 2)), anil);
    await db()
      .updateTable("leads")
      .set({ contact_withdrawn_at: new Date().toISOString() })
      .where("id", "=", ids.leadId)
      .execute();
    const sent: { to: string; subject: string; text: string }[] = [];
    const worker = startOutboxWorker(db(), {
      log: createLogger({ destination: { write: () => {} } }),
      mailer: {
        send: async (message) => void sent.push(message),
        close: async () => {},
        fromAddress: "alerts@example.in",
      },
      origin: "https://example.in",
      leaseMs: 60_000,
      webhookEgress: PUBLIC_ONLY,
      pollIntervalMs: 10,
    });
    try {
      await expect
        .poll(
          async () =>
            (await outbox()).filter(
              (row) => row.status === "pending" && row.next_attempt_at <= new Date().toISOString(),
            ).length,
        )
        .toBe(0);
    } finally {
      await worker.stop();
    }
    expect(sent.map((message) => message.to)).toEqual(["anil@example.in"]);
    expect(sent[0]!.subject).toMatch(/^The fee is due in 2 days: RV College of Engineering/);
    expect(sent[0]!.text).toContain(`https://example.in/Admin/leads/${ids.leadId}`);
    expect(sent[0]!.text).toContain("Priya Sharma");
    // The student's is gone, not sent; the 1-day ones wait for their time.
    expect((await outbox()).map((row) => [row.event_key.replace(/^step-\d+-/, ""), row.status])).toEqual([
      ["1d-counsellor", "pending"],
      ["1d-student", "pending"],
      ["3d-counsellor", "sent"],
    ]);
  });

  test("my calendar: a counsellor's steps on their leads for the week, an owner's all; another counsellor's lead is refused", async () => {
    const anils = await leadWithApplication(anil.id);
    const belas = await leadWithApplication(bela.id);
    const monday = indiaWeekStart(today());
    await addStep(db(), step(anils, monday), anil);
    await addStep(db(), step(anils, addIndiaDays(monday, 6), "18:00"), anil);
    await addStep(db(), step(anils, addIndiaDays(monday, 7)), anil);
    await addStep(db(), step(belas, addIndiaDays(monday, 2)), bela);
    await expect(addStep(db(), step(belas, monday), anil)).rejects.toThrow("This lead is not there.");

    const week = { from: monday, to: addIndiaDays(monday, 7) };
    expect((await calendarSteps(db(), anil, week)).map((s) => [s.on_date, s.lead_id])).toEqual([
      [monday, anils.leadId],
      [addIndiaDays(monday, 6), anils.leadId],
    ]);
    expect(await calendarSteps(db(), owner, week)).toHaveLength(3);

    // The page: the seven days from ?week= (from today without it); those from the next Monday hold the third step.
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const cookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    const load = (query: string) =>
      calendarPage({
        request: new Request(`http://localhost/Admin/calendar${query}`, { headers: { Cookie: cookie } }),
        context,
        params: {},
      } as never);
    const next = await load(`?week=${addIndiaDays(monday, 7)}`);
    expect(next.from).toBe(addIndiaDays(monday, 7));
    expect(next.entries.map((entry) => entry.day)).toEqual([addIndiaDays(monday, 7)]);
    // Not a date: the seven days from today, and the page says so.
    const notADate = await load("?week=2026-02-30");
    expect(notADate.from).toBe(today());
    expect(notADate.notADate).toBe("“2026-02-30” is not a date (YYYY-MM-DD)");
  });

  test("the lead page adds and removes a step through its forms, and refuses bad input", async () => {
    const ids = await leadWithApplication(anil.id);
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const cookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    const post = async (fields: Record<string, string>) => {
      const request = new Request(`http://localhost/Admin/leads/${ids.leadId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(fields),
      });
      const answer = (await leadPage({ request, context, params: { id: String(ids.leadId) } } as never)) as {
        data: { ok: boolean; message: string; result: { error?: Record<string, string[] | null> } };
        init: ResponseInit | null;
      };
      return { status: answer.init?.status ?? 200, body: answer.data };
    };
    const form = {
      intent: "step",
      application_id: String(ids.applicationId),
      kind: "other",
      on_date: addIndiaDays(today(), 20),
      at_time: "",
      note: "Hostel form",
    };
    expect(await post(form)).toMatchObject({ status: 200, body: { ok: true, message: "Step added." } });
    const [added] = await leadSteps(db(), ids.leadId);
    expect(added).toMatchObject({ kind: "other", at_time: null, note: "Hostel form" });

    for (const [fields, field] of [
      [{ ...form, on_date: "2026-02-30" }, "on_date"],
      [{ ...form, at_time: "25:00" }, "at_time"],
      [{ ...form, kind: "party" }, "kind"],
    ] as const) {
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.body.result.error?.[field]).toHaveLength(1);
    }
    const elsewhere = await leadWithApplication(anil.id);
    expect((await post({ ...form, application_id: String(elsewhere.applicationId) })).status).toBe(404);

    expect(await post({ intent: "step-remove", step_id: String(added!.id) })).toMatchObject({
      status: 200,
      body: { message: "Step removed." },
    });
    expect(await leadSteps(db(), ids.leadId)).toEqual([]);
  });

  test("an access request lists the steps; an erasure takes them and their reminders; a merge carries them", async () => {
    const ids = await leadWithApplication(anil.id, { email: "priya@example.in" });
    await insertEnquiry(db(), ids.leadId);
    await addStep(
      db(),
      { ...step(ids, addIndiaDays(today(), 30)), kind: "other", note: "Scholarship interview XYZQ" },
      anil,
    );
    const [seen] = await personData(db(), [ids.leadId], { email: "priya@example.in" });
    expect(seen!.applications[0]!.steps).toEqual([
      expect.objectContaining({ kind: "other", note: "Scholarship interview XYZQ" }),
    ]);

    const other = await leadWithApplication(anil.id);
    await addStep(db(), step(other, addIndiaDays(today(), 40)), anil);
    const { survivorId } = await mergeLeads(db(), { ids: [ids.leadId, other.leadId], choices: {} }, anil);
    expect(await leadSteps(db(), survivorId)).toHaveLength(2);

    await eraseLeadByOwner(db(), { leadId: survivorId }, owner);
    expect(await leadSteps(db(), survivorId)).toEqual([]);
    expect(await db().selectFrom("application_steps").select("id").execute()).toEqual([]);
    expect(await findInEveryTable(db(), ["Scholarship interview XYZQ"])).toEqual([]);
  });
});

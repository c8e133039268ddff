import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import {
  addApplication,
  changeApplicationStatus,
  leadApplications,
} from "#app/features/admissions/applications.server";
import { createSession } from "#app/features/admins/sessions.server";
import { deleteCollege } from "#app/features/colleges/colleges.server";
import { mergeLeads, undoMerge } from "#app/features/merges/lead-merge.server";
import { eraseLeadByOwner } from "#app/features/privacy/lead-erasure.server";
import { leadTimeline } from "#app/features/leads/lead-timeline.server";
import { personData } from "#app/features/privacy/person-data.server";
import { action as leadPage } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { Refusal } from "#app/utils/refusal";
import { findInEveryTable } from "../setup/find-in-every-table";
import { admissionsCast, insertEnquiry } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * Applications on a lead (issue 24, part 1; docs/decisions/044-applications.md): added and moved
 * through their statuses by whoever may work on the lead, each on the timeline; Admitted makes the
 * lead Admitted; the lead page's action refuses bad input and other counsellors' leads; an erasure
 * takes them.
 */

describeEachEngine("applications", (db) => {
  let anil: { id: number; role: "counsellor" };
  let bela: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let rv: number;
  let pes: number;

  beforeEach(async () => {
    ({ anil, bela, owner, rv, pes } = await admissionsCast(db()));
  });

  async function lead(assignee: number | null, extra: Record<string, string> = {}) {
    const at = new Date().toISOString();
    const values = { form: "contact", page: "/Contact", name: "Priya Sharma", assignee_id: assignee, created_at: at };
    return (
      await db()
        .insertInto("leads")
        .values({ ...values, updated_at: at, ...extra })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  }
  const leadRow = (id: number) =>
    db().selectFrom("leads").select(["status", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  const rows = () => db().selectFrom("lead_applications").selectAll().orderBy("id").execute();
  const events = async (id: number) => (await leadTimeline(db(), id)).map((event) => [event.kind, event.data]);

  const application = {
    course: "B.E. Computer Science",
    intake: 2027,
    applicationNumber: "",
    status: "planning" as const,
  };

  test("an application is added and its status changed, each on the timeline with who did it", async () => {
    const id = await lead(anil.id);
    await addApplication(db(), { leadId: id, collegeId: rv, ...application, applicationNumber: "RV/27/0042" }, anil);
    const [added] = await leadApplications(db(), id);
    expect(added).toMatchObject({
      college: "RV College of Engineering",
      course: "B.E. Computer Science",
      intake: 2027,
      application_number: "RV/27/0042",
      status: "planning",
    });
    await changeApplicationStatus(db(), { leadId: id, applicationId: added!.id, status: "applied" }, anil);
    // The same status again changes nothing and writes no event.
    await changeApplicationStatus(db(), { leadId: id, applicationId: added!.id, status: "applied" }, anil);
    expect((await leadApplications(db(), id))[0]!.status).toBe("applied");
    const timeline = await leadTimeline(db(), id);
    expect(
      timeline.map((event) => [event.kind, event.actor_name, event.data.application, event.data.applicationStatus]),
    ).toEqual([
      ["application_added", "Anil", "RV College of Engineering (B.E. Computer Science, 2027)", "planning"],
      ["application_changed", "Anil", "RV College of Engineering (B.E. Computer Science, 2027)", "applied"],
    ]);
    expect((await leadRow(id)).status).toBe("new");
  });

  test("an application reaching Admitted makes the lead Admitted, naming the application, in one step", async () => {
    const id = await lead(anil.id, { status: "interested" });
    await addApplication(db(), { leadId: id, collegeId: pes, ...application, course: "" }, anil);
    await addApplication(db(), { leadId: id, collegeId: rv, ...application, status: "offer_received" }, anil);
    const [, second] = await leadApplications(db(), id);
    await changeApplicationStatus(db(), { leadId: id, applicationId: second!.id, status: "admitted" }, anil);
    expect((await leadRow(id)).status).toBe("converted");
    expect((await events(id)).slice(-2)).toEqual([
      [
        "application_changed",
        expect.objectContaining({
          application: "RV College of Engineering (B.E. Computer Science, 2027)",
          applicationStatus: "admitted",
        }),
      ],
      [
        "status_changed",
        { from: "interested", to: "converted", admittedTo: "RV College of Engineering (B.E. Computer Science, 2027)" },
      ],
    ]);
    // Added as Admitted (a late record): the lead is already Admitted, so no second status event.
    await addApplication(db(), { leadId: id, collegeId: pes, ...application, status: "admitted" }, anil);
    expect((await events(id)).filter(([kind]) => kind === "status_changed")).toHaveLength(1);
    // Without a course the application is named by its college and intake.
    expect((await events(id))[0]![1]).toMatchObject({ application: "PES University (2027)" });
  });

  test("a counsellor manages applications only on leads they may see; an owner on all", async () => {
    // The refusal of every lead action (lead-work.server.ts visibleLead): not found.
    const notThere = new Refusal({ code: "leads.not_there" }, { status: 404 });
    const belas = await lead(bela.id);
    await expect(addApplication(db(), { leadId: belas, collegeId: rv, ...application }, anil)).rejects.toMatchObject(
      notThere,
    );
    await addApplication(db(), { leadId: belas, collegeId: rv, ...application }, bela);
    const [theirs] = await rows();
    await expect(
      changeApplicationStatus(db(), { leadId: belas, applicationId: theirs!.id, status: "withdrawn" }, anil),
    ).rejects.toMatchObject(notThere);
    // An application of another lead is not reached through a lead one may see.
    const anils = await lead(anil.id);
    await expect(
      changeApplicationStatus(db(), { leadId: anils, applicationId: theirs!.id, status: "withdrawn" }, anil),
    ).rejects.toMatchObject({ message: "This application is not there.", status: 404 });
    await changeApplicationStatus(db(), { leadId: belas, applicationId: theirs!.id, status: "applied" }, owner);
    expect((await rows()).map((row) => row.status)).toEqual(["applied"]);
  });

  test("an erasure takes the applications, and the college they named from the timeline", async () => {
    const id = await lead(anil.id);
    await addApplication(db(), { leadId: id, collegeId: rv, ...application, applicationNumber: "RVX-998877" }, anil);
    const [added] = await rows();
    await changeApplicationStatus(db(), { leadId: id, applicationId: added!.id, status: "admitted" }, anil);
    // The person's access request lists them first.
    await insertEnquiry(db(), id);
    const [seen] = await personData(db(), [id], { email: "priya@example.in" });
    expect(seen!.applications).toEqual([
      {
        college: "RV College of Engineering",
        course: "B.E. Computer Science",
        intake: 2027,
        applicationNumber: "RVX-998877",
        status: "admitted",
        steps: [],
        documents: [
          "Class 10 marksheet",
          "Class 12 marksheet",
          "Entrance exam scorecard",
          "Photo ID",
          "Passport photo",
          "Category certificate",
        ].map((name) => ({ name, status: "needed", fileName: null })),
      },
    ]);
    await eraseLeadByOwner(db(), { leadId: id }, owner);
    expect(await rows()).toEqual([]);
    expect(await findInEveryTable(db(), ["RVX-998877", "RV College of Engineering ("])).toEqual([]);
    // The statistics keep the status it reached.
    expect((await leadRow(id)).status).toBe("converted");
    expect((await events(id)).find(([kind]) => kind === "status_changed")?.[1]).toEqual({
      from: "new",
      to: "converted",
    });
  });

  test("a merge carries the merged lead's applications to the survivor, and its undo takes them back", async () => {
    const older = await lead(anil.id);
    const newer = await lead(anil.id);
    await addApplication(db(), { leadId: older, collegeId: rv, ...application }, anil);
    await addApplication(db(), { leadId: newer, collegeId: pes, ...application }, anil);
    const leadsOf = async () => (await rows()).map((row) => [row.college_id, row.lead_id]);

    const { survivorId, mergeId } = await mergeLeads(db(), { ids: [older, newer], choices: {} }, anil);
    expect(survivorId).toBe(older);
    expect(await leadsOf()).toEqual([
      [rv, older],
      [pes, older],
    ]);

    await undoMerge(db(), { mergeId }, anil);
    expect(await leadsOf()).toEqual([
      [rv, older],
      [pes, newer],
    ]);
  });

  test("an admission the merged lead brings makes the survivor Admitted; the undo puts its status back", async () => {
    const older = await lead(anil.id, { status: "interested" });
    const newer = await lead(anil.id);
    await addApplication(db(), { leadId: newer, collegeId: pes, ...application, status: "admitted" }, anil);
    expect((await leadRow(newer)).status).toBe("converted");

    const { mergeId } = await mergeLeads(db(), { ids: [older, newer], choices: {} }, anil);
    expect((await leadRow(older)).status).toBe("converted");
    expect(await events(older)).toContainEqual([
      "status_changed",
      { from: "interested", to: "converted", admittedByMerge: newer },
    ]);

    await undoMerge(db(), { mergeId }, anil);
    expect((await leadRow(older)).status).toBe("interested");
    expect((await leadRow(newer)).status).toBe("converted");
    expect(await events(older)).toContainEqual([
      "status_changed",
      { from: "converted", to: "interested", mergeUndone: mergeId },
    ]);

    // A merge that brings no admission leaves the status alone.
    const third = await lead(anil.id, { status: "interested" });
    await addApplication(db(), { leadId: third, collegeId: rv, ...application }, anil);
    await mergeLeads(db(), { ids: [older, third], choices: {} }, anil);
    expect((await leadRow(older)).status).toBe("interested");
  });

  test("a college with applications stays in the catalogue", async () => {
    const id = await lead(anil.id);
    await addApplication(db(), { leadId: id, collegeId: rv, ...application }, anil);
    await expect(deleteCollege(db(), rv)).rejects.toThrow("Leads have applications to this college");
    await deleteCollege(db(), pes);
  });

  {
    let context: AppLoadContext;
    let anilCookie: string;
    beforeEach(async () => {
      context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
      anilCookie = `admin_session=${(await createSession(db(), anil.id)).token}`;
    });

    async function post(leadId: number, fields: Record<string, string>) {
      const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: anilCookie },
        body: new URLSearchParams(fields),
      });
      try {
        const answer = (await leadPage({ request, context, params: { id: String(leadId) } } as never)) as {
          data: { ok: boolean; message: string; result: { error?: Record<string, string[] | null> } };
          init: ResponseInit | null;
        };
        return { status: answer.init?.status ?? 200, body: answer.data };
      } catch (thrown) {
        // An unknown intent is thrown as data() with its status, as React Router answers it.
        const response = thrown as { init?: ResponseInit | null; data?: unknown };
        return { status: response.init?.status ?? 500, body: undefined };
      }
    }
    const form = (college: number) => ({
      intent: "application",
      college_id: String(college),
      course: "MBA",
      intake: "2027",
      application_number: "",
      status: "applied",
    });

    test("the lead page adds an application through its form, and bad input changes nothing", async () => {
      const id = await lead(anil.id);
      const added = await post(id, form(rv));
      expect(added).toMatchObject({ status: 200, body: { ok: true, message: "Application added." } });

      const before = await db().selectFrom("lead_events").select("id").execute();
      const bad = [
        [{ ...form(rv), college_id: "" }, "college_id", "Choose a college"],
        [
          { ...form(rv), intake: "1999" },
          "intake",
          expect.stringMatching(/^Enter an intake year from \d{4} to \d{4}$/),
        ],
        [{ ...form(rv), intake: "twenty" }, "intake", "Enter the intake year, e.g. 2027"],
        [{ ...form(rv), status: "enrolled" }, "status", "Choose a status"],
        [{ ...form(rv), course: "MBA\nand more" }, "course", expect.any(String)],
        [
          { ...form(rv), application_number: "x".repeat(61) },
          "application_number",
          "Keep the application number under 60 characters",
        ],
      ] as const;
      for (const [fields, field, message] of bad) {
        const answer = await post(id, fields);
        expect(answer.status).toBe(400);
        expect(answer.body?.result.error?.[field]).toEqual([message]);
      }
      // A college that is not in the catalogue is marked on the College field.
      const gone = await post(id, form(999_999));
      expect(gone.status).toBe(400);
      expect(gone.body?.result.error?.college_id).toEqual(["This college is not in the catalogue."]);
      expect(await rows()).toHaveLength(1);
      expect(await db().selectFrom("lead_events").select("id").execute()).toEqual(before);

      const [row] = await rows();
      const changed = await post(id, {
        intent: "application-status",
        application_id: String(row!.id),
        status: "admitted",
      });
      expect(changed).toMatchObject({ status: 200, body: { ok: true, message: "Application status saved." } });
      expect((await leadRow(id)).status).toBe("converted");
    });

    test("another counsellor's lead gets the refusal every lead action gives; an unknown intent is a 400", async () => {
      const belas = await lead(bela.id);
      const note = await post(belas, { intent: "note", note: "Hello" });
      const applied = await post(belas, form(rv));
      expect(note.status).toBe(404);
      expect(applied.status).toBe(note.status);
      expect(applied.body?.message).toBe(note.body?.message);
      for (const intent of ["applications", "Application", "__proto__", ""]) {
        expect((await post(belas, { ...form(rv), intent })).status).toBe(400);
      }
      expect(await rows()).toEqual([]);
    });
  }
});

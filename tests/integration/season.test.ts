import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { addStep } from "#app/features/admissions/application-steps.server";
import {
  addApplication,
  changeApplicationStatus,
  leadApplications,
} from "#app/features/admissions/applications.server";
import { currentSeason, seasonFigures } from "#app/features/admissions/season.server";
import { setDocumentStatus } from "#app/features/admissions/documents.server";
import type { ApplicationStatus } from "#app/features/admissions/application-schema";
import { createSession } from "#app/features/admins/sessions.server";
import { loader as seasonPage } from "#app/routes/admin/season";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { admissionsCast, insertAssignedLead } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * The season page (issue 24, part 6; docs/decisions/050-season.md): one intake's applications
 * by status and admissions by college, and the steps due in the next 7 days; an owner's cover
 * every lead, a counsellor's only the leads assigned to them.
 */
describeEachEngine("season figures", (db) => {
  let anil: { id: number; role: "counsellor" };
  let bela: { id: number; role: "counsellor" };
  let owner: { id: number; role: "owner" };
  let rv: number;
  let pes: number;
  const today = indiaDay(new Date());

  beforeEach(async () => {
    ({ anil, bela, owner, rv, pes } = await admissionsCast(db()));
  });

  const lead = (counsellor: { id: number }, name: string) => insertAssignedLead(db(), counsellor.id, name);

  async function apply(
    counsellor: { id: number; role: "counsellor" },
    leadId: number,
    collegeId: number,
    intake: number,
    status: ApplicationStatus,
  ) {
    await addApplication(
      db(),
      { leadId, collegeId, course: "B.E.", intake, applicationNumber: "", status: "applied" },
      counsellor,
    );
    const added = (await leadApplications(db(), leadId)).at(-1)!;
    if (status !== "applied") {
      await changeApplicationStatus(db(), { leadId, applicationId: added.id, status }, counsellor);
    }
    return added.id;
  }

  test("counts one intake's applications by status and admissions by college, each viewer their own", async () => {
    const priya = await lead(anil, "Priya");
    const rahul = await lead(anil, "Rahul");
    const sana = await lead(bela, "Sana");
    await apply(anil, priya, rv, 2027, "admitted");
    await apply(anil, priya, pes, 2027, "offer_received");
    await apply(anil, rahul, pes, 2027, "admitted");
    await apply(anil, rahul, rv, 2028, "admitted"); // another season
    await apply(bela, sana, pes, 2027, "admitted");

    const owners = await seasonFigures(db(), owner, 2027);
    expect(owners.applications).toBe(4);
    expect(owners.admissions).toBe(3);
    expect(owners.byStatus.filter((row) => row.count > 0)).toEqual([
      { status: "offer_received", count: 1 },
      { status: "admitted", count: 3 },
    ]);
    // Every status is listed, the empty ones at 0, in the pipeline's order.
    expect(owners.byStatus.map((row) => row.status)[0]).toBe("planning");
    expect(owners.byStatus).toHaveLength(8);
    expect(owners.admissionsByCollege).toEqual([
      { collegeId: pes, college: "PES University", count: 2 },
      { collegeId: rv, college: "RV College of Engineering", count: 1 },
    ]);

    const anils = await seasonFigures(db(), anil, 2027);
    expect(anils.applications).toBe(3);
    expect(anils.admissionsByCollege).toEqual([
      { collegeId: pes, college: "PES University", count: 1 },
      { collegeId: rv, college: "RV College of Engineering", count: 1 },
    ]);
    const belas = await seasonFigures(db(), bela, 2028);
    expect(belas.applications).toBe(0);
    expect(belas.admissionsByCollege).toEqual([]);
  });

  test("documents still missing: required, still needed, no file, on applications still in play", async () => {
    const priya = await lead(anil, "Priya");
    const sana = await lead(bela, "Sana");
    const rvApplication = await apply(anil, priya, rv, 2027, "applied");
    await apply(anil, priya, pes, 2027, "withdrawn"); // out of play: its checklist does not count
    await apply(bela, sana, pes, 2027, "planning");
    await apply(bela, sana, rv, 2028, "planning"); // another season
    // Each application got the default checklist: five required, one optional.
    const [first] = await db()
      .selectFrom("application_documents")
      .select("id")
      .where("application_id", "=", rvApplication)
      .where("optional", "=", 0)
      .orderBy("position")
      .execute();
    await setDocumentStatus(db(), { leadId: priya, documentId: first!.id, status: "received" }, anil);

    const owners = await seasonFigures(db(), owner, 2027);
    expect(owners.documentsMissing).toBe(4 + 5);
    expect(owners.missingByApplication.map((row) => [row.lead_name, row.college, row.count])).toEqual([
      ["Sana", "PES University", 5],
      ["Priya", "RV College of Engineering", 4],
    ]);
    const anils = await seasonFigures(db(), anil, 2027);
    expect(anils.documentsMissing).toBe(4);
    expect(anils.applicationsMissingDocuments).toBe(1);
  });

  test("steps due from today for 7 days, the viewer's own", async () => {
    const priya = await lead(anil, "Priya");
    const sana = await lead(bela, "Sana");
    const priyas = await apply(anil, priya, rv, 2027, "applied");
    const sanas = await apply(bela, sana, pes, 2027, "applied");
    const step = (applicationId: number, leadId: number, days: number) => ({
      leadId,
      applicationId,
      kind: "fee_due" as const,
      onDate: addIndiaDays(today, days),
      atTime: null,
      note: "",
    });
    await addStep(db(), step(priyas, priya, 0), anil);
    await addStep(db(), step(priyas, priya, 6), anil);
    await addStep(db(), step(priyas, priya, 7), anil); // a week today: not in the next 7 days
    await addStep(db(), step(sanas, sana, 2), bela);
    await db()
      .insertInto("application_steps")
      .values({
        application_id: priyas,
        kind: "other",
        on_date: addIndiaDays(today, -1),
        at_time: null,
        note: "",
        created_at: new Date().toISOString(),
      })
      .execute();

    const anils = await seasonFigures(db(), anil, 2027);
    expect(anils.dueSoon.map((row) => row.on_date)).toEqual([today, addIndiaDays(today, 6)]);
    const owners = await seasonFigures(db(), owner, 2027);
    expect(owners.dueSoon.map((row) => row.lead_name)).toEqual(["Priya", "Sana", "Priya"]);
  });

  test("the page shows the intake asked for, or the current season for anything else", async () => {
    const { token } = await createSession(db(), bela.id);
    const context = {
      database: { db: db() },
      env: parseEnv({}),
    } as unknown as AppLoadContext;
    const open = async (query: string) => {
      const request = new Request(`http://localhost/Admin/season${query}`, {
        headers: { cookie: `admin_session=${token}` },
      });
      const result = (await seasonPage({ request, context, params: {} } as never)) as {
        figures: { intake: number };
        scope: string;
      };
      return result;
    };
    const year = new Date().getUTCFullYear();
    expect((await open(`?intake=${year + 1}`)).figures.intake).toBe(year + 1);
    expect((await open("")).figures.intake).toBe(currentSeason());
    for (const query of ["?intake=1999", "?intake=abc", "?intake=2027.5", `?intake=${year + 40}`]) {
      expect((await open(query)).figures.intake, query).toBe(currentSeason());
    }
    expect((await open("")).scope).toBe("counsellor");
  });

  test("the current season turns over in October, India time", () => {
    expect(currentSeason(new Date("2026-09-30T18:00:00Z"))).toBe(2026); // 23:30 on 30 September in India
    expect(currentSeason(new Date("2026-09-30T18:31:00Z"))).toBe(2027); // past midnight: 1 October
    expect(currentSeason(new Date("2027-03-15T06:00:00Z"))).toBe(2027);
  });
});

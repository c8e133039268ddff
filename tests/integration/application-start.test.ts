import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { leadApplications } from "#app/features/admissions/applications.server";
import { createSession } from "#app/features/admins/sessions.server";
import { createCourse } from "#app/features/colleges/courses/courses.server";
import { action as leadPageAction, loader as leadPageLoader } from "#app/routes/admin/lead-detail";
import { parseEnv } from "#app/utils/env.server";
import { admissionsCast, insertAssignedLead } from "../setup/admissions-cast";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 43, item 8: a new application starts from the college the student enquired about, and its
 * course is one of that college's courses in the catalogue (free text only for a college that
 * lists none). The server holds the rule too: a course the college does not list is refused.
 */
describeEachEngine("a new application starts from the enquiry", (db) => {
  let anil: { id: number; role: "counsellor" };
  let rv: number;
  let pes: number;

  beforeEach(async () => {
    ({ anil, rv, pes } = await admissionsCast(db()));
    for (const name of ["B.E. Computer Science", "B.E. Mechanical", "MBA"])
      await createCourse(db(), { college_id: rv, name, duration: "4 years", fee_inr: 250000, semesters: 8 });
  });

  const context = () => ({ database: { db: db() }, env: parseEnv({}) }) as unknown as AppLoadContext;
  const cookie = async () => `admin_session=${(await createSession(db(), anil.id)).token}`;

  async function open(leadId: number, query = "") {
    const request = new Request(`http://localhost/Admin/leads/${leadId}${query}`, {
      headers: { Cookie: await cookie() },
    });
    return leadPageLoader({ request, context: context(), params: { id: String(leadId) } } as never);
  }

  async function add(leadId: number, fields: Record<string, string>) {
    const request = new Request(`http://localhost/Admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: await cookie() },
      body: new URLSearchParams({
        intent: "application",
        intake: "2027",
        application_number: "",
        status: "planning",
        ...fields,
      }),
    });
    const answer = (await leadPageAction({ request, context: context(), params: { id: String(leadId) } } as never)) as {
      data: { ok: boolean; message: string; result: { error?: Record<string, string[] | null> } };
      init: ResponseInit | null;
    };
    return { status: answer.init?.status ?? 200, ...answer.data };
  }

  async function enquiredLead(college: string | null, course: string | null) {
    const leadId = await insertAssignedLead(db(), anil.id);
    await db().updateTable("leads").set({ college_name: college, course }).where("id", "=", leadId).execute();
    return leadId;
  }

  test("the enquired college is chosen, with its courses to pick from and the enquired course picked", async () => {
    const page = await open(await enquiredLead("rv college of engineering", "MBA"));
    expect(page.collegeChoice.current).toEqual({ value: rv, label: "RV College of Engineering" });
    expect(page.applicationCourses).toEqual({
      courses: ["B.E. Computer Science", "B.E. Mechanical", "MBA"],
      course: "MBA",
    });

    // Without JavaScript, "Show its courses" comes back with the college chosen meanwhile.
    const other = await open(await enquiredLead("RV College of Engineering", null), `?college_id=${pes}&college_q=`);
    expect(other.collegeChoice.current).toEqual({ value: pes, label: "PES University" });
    expect(other.applicationCourses).toEqual({ courses: [], course: "" });

    const none = await open(await enquiredLead(null, "MBA"));
    expect(none.collegeChoice.current).toBeNull();
    expect(none.applicationCourses).toEqual({ courses: [], course: "" });
  });

  test("a course the college does not list is refused on the Course field, and nothing is added; free text only where none is listed", async () => {
    const leadId = await enquiredLead("RV College of Engineering", null);
    const refused = await add(leadId, { college_id: String(rv), course: "Underwater basket weaving" });
    expect(refused).toMatchObject({ status: 400, ok: false });
    expect(refused.result.error?.course).toEqual([
      "Choose one of RV College of Engineering's courses, or leave the course empty.",
    ]);
    expect(await leadApplications(db(), leadId)).toEqual([]);

    expect(await add(leadId, { college_id: String(rv), course: "B.E. Mechanical" })).toMatchObject({ ok: true });
    expect(await add(leadId, { college_id: String(rv), course: "" })).toMatchObject({ ok: true });
    // PES lists no courses: the course is typed.
    expect(await add(leadId, { college_id: String(pes), course: "BBA Aviation" })).toMatchObject({ ok: true });
    expect((await leadApplications(db(), leadId)).map((row) => [row.college, row.course])).toEqual([
      ["RV College of Engineering", "B.E. Mechanical"],
      ["RV College of Engineering", ""],
      ["PES University", "BBA Aviation"],
    ]);
  });
});

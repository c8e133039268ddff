import type { AppLoadContext } from "react-router";
import { beforeEach, expect, test } from "vitest";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { registerAdmin } from "#app/features/admins/admins.server";
import { createSession } from "#app/features/admins/sessions.server";
import { parseEnv } from "#app/utils/env.server";
import { action as addBranch } from "#app/routes/admin/add-branch";
import { action as addCourse } from "#app/routes/admin/add-course";
import { action as addExam } from "#app/routes/admin/add-exam";
import { action as account } from "#app/routes/admin/account";
import { action as admins } from "#app/routes/admin/admins";
import { action as alerts } from "#app/routes/admin/alerts";
import { getAlertSettings } from "#app/features/outbox/alert-settings.server";
import { INVITATIONS_EMAIL_IS_STAFF, WEBHOOK_HOST_REFUSED } from "#app/features/settings/alert-settings-form.server";
import { action as catalogueList } from "#app/routes/admin/catalogue/list";
import { action as dashboard } from "#app/routes/admin/dashboard";
import { action as leadsInbox } from "#app/routes/admin/leads";
import { action as privacyRequests } from "#app/routes/admin/privacy-requests";
import { createLead } from "#app/features/leads/leads.server";
import { action as register } from "#app/routes/admin/register";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * The admin actions called with a Request, as React Router calls them, without a browser: the
 * guard, the validation, each screen's words (docs/original-contract.md#admin-messages) and what
 * is stored. The browser suite keeps the flows.
 */

type Action = (args: never) => Promise<unknown>;

interface Answer {
  status: number;
  body: {
    ok: boolean;
    message: string;
    result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  };
}

async function post(run: Action, context: AppLoadContext, fields: Record<string, string>, options: Post = {}) {
  const request = new Request(`http://localhost${options.path ?? "/Admin/x"}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const answer = (await run({ request, context, params: options.params ?? {} } as never)) as {
    data: Answer["body"];
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, body: answer.data } satisfies Answer;
}

interface Post {
  cookie?: string;
  path?: string;
  params?: Record<string, string>;
}

const fieldErrors = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.body.result.error ?? {}).filter(([key]) => key !== ""));

describeEachEngine("admin actions", (db) => {
  let context: AppLoadContext;
  let cookie: string;
  let collegeId: number;

  beforeEach(async () => {
    await initialiseDatabase(db(), { demoData: true });
    context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const created = await registerAdmin(
      db(),
      { name: "Owner", email: "owner@example.in", mobile: "9845012345", password: "secret12" },
      { bySignedInAdmin: true, setupTokenRequired: false },
    );
    if (!created.ok) throw new Error(created.reason);
    const { token } = await createSession(db(), created.admin.id);
    cookie = `admin_session=${token}`;
    collegeId = (await db().selectFrom("colleges").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  });

  const count = (table: "branches" | "courses" | "categories" | "colleges") =>
    db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  test("without a session every action sends the visitor to the login page and stores nothing", async () => {
    const before = await count("branches");
    for (const run of [addBranch, addCourse, dashboard, admins, account, catalogueList] as Action[]) {
      const refused = await post(run, context, { name: "X", college_id: String(collegeId) }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(302);
      expect((refused as Response).headers.get("Location")).toBe("/AdminLogin");
    }
    expect(await count("branches")).toBe(before);
  });

  test("Add Branch: an empty form says 'Please Fill All Fields' only, then a branch is stored with the server's line", async () => {
    const before = await count("branches");
    const empty = await post(addBranch, context, { name: "", college_id: "" }, { cookie });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ ok: false, message: "Please Fill All Fields" });
    expect(fieldErrors(empty)).toEqual({});
    expect(await count("branches")).toBe(before);

    const saved = await post(addBranch, context, { name: "Robotics", college_id: String(collegeId) }, { cookie });
    expect(saved.body).toMatchObject({ ok: true, message: 'Branch "Robotics" added.' });
    expect(await count("branches")).toBe(before + 1);
  });

  test("Add Course: each of the five fields says 'This field is required'; a stored course says 'Course added successfully' with 201", async () => {
    const empty = await post(
      addCourse,
      context,
      { college_id: "", name: "", duration: "", fee_inr: "", semesters: "" },
      { cookie },
    );
    expect(empty.status).toBe(400);
    expect(Object.keys(fieldErrors(empty)).sort()).toEqual(["college_id", "duration", "fee_inr", "name", "semesters"]);
    expect(Object.values(fieldErrors(empty)).map((list) => list?.[0])).toEqual(Array(5).fill("This field is required"));

    const saved = await post(
      addCourse,
      context,
      {
        college_id: String(collegeId),
        name: "B.Tech Robotics",
        duration: "4 years",
        fee_inr: "125000",
        semesters: "8",
      },
      { cookie },
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ ok: true, message: "Course added successfully" });
  });

  test("Add Exam: windows out of order are refused under their fields and store nothing; an exam with its windows is stored", async () => {
    const categoryId = (await db().selectFrom("categories").select("id").executeTakeFirstOrThrow()).id;
    const exam = {
      name: "OJEE 2027",
      exam_date: "2027-05-08",
      category_id: String(categoryId),
      registration_opens: "2027-02-01",
      registration_closes: "2027-03-15",
      admit_card_date: "2027-04-28",
      exam_last_date: "2027-05-10",
      result_date: "2027-06-05",
      official_site: "https://ojee.nic.in",
    };
    const stored = () => db().selectFrom("exams").selectAll().where("name", "=", exam.name).execute();
    const wrong = await post(
      addExam,
      context,
      { ...exam, registration_closes: "2027-01-31", result_date: "2027-05-09", official_site: "http://ojee.nic.in" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, message: "Error: Something went wrong." });
    expect(fieldErrors(wrong)).toEqual({
      registration_closes: ["Registration cannot close before it opens"],
      result_date: ["The result cannot come before the exam's last day"],
      official_site: ["The official site must be an https:// address, like https://jeemain.nta.nic.in"],
    });
    expect(await stored()).toEqual([]);

    const saved = await post(addExam, context, exam, { cookie });
    expect(saved.body).toMatchObject({ ok: true, message: "OJEE 2027 added." });
    const { category_id: _, ...windows } = exam;
    expect(await stored()).toEqual([expect.objectContaining({ ...windows, is_sample: 0 })]);
  });

  test("the dashboard's category dialog: 'Your data is submitted successfully!', then a duplicate reads 'Error: ' and its reason", async () => {
    const saved = await post(dashboard, context, { name: "Aviation Studies" }, { cookie });
    expect(saved.body).toMatchObject({ ok: true, message: "Your data is submitted successfully!" });
    const again = await post(dashboard, context, { name: "Aviation Studies" }, { cookie });
    expect(again.status).toBe(400);
    expect(again.body.ok).toBe(false);
    expect(again.body.message).toMatch(/^Error: ./);
    const empty = await post(dashboard, context, { name: "" }, { cookie });
    expect(empty.body.message).toBe("Error: Please Enter Category Name");
  });

  test("a wrong current password is refused under its field, and no password is sent back", async () => {
    const answer = await post(
      account,
      context,
      { current: "not-it", next: "newpass1", confirm: "newpass1" },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ current: ["Your current password is not right."] });
    expect(JSON.stringify(answer.body.result.initialValue ?? {})).not.toMatch(/not-it|newpass1/);
  });

  test("deleting a college still in use answers 409 'Could not delete: …' and keeps it", async () => {
    const before = await count("colleges");
    const answer = await post(
      catalogueList,
      context,
      { intent: "delete", id: String(collegeId) },
      { cookie, params: { entity: "colleges" } },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Could not delete: /);
    expect(await count("colleges")).toBe(before);
  });

  test("registration while an admin exists and nobody is signed in: 403 'Register Failed: Registration is closed…'", async () => {
    const answer = await post(register, context, {
      name: "Stranger",
      email: "stranger@example.in",
      password: "secret12",
      mobile: "9845012345",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("Register Failed: Registration is closed. Ask an administrator to add you.");
  });

  test("a screen of several forms answers an intent it does not know with 400 and changes nothing (leads inbox, privacy queue)", async () => {
    const lead = await createLead(db(), {
      form: "banner",
      page: "/",
      name: "Intent Check",
      phone: "9845099999",
      utm: {},
      consentPurposes: ["contact"],
    });
    const snapshot = () =>
      Promise.all([
        db().selectFrom("leads").select(["status", "assignee_id", "updated_at"]).where("id", "=", lead.id).execute(),
        db().selectFrom("privacy_requests").selectAll().execute(),
        db()
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
    const before = await snapshot();
    const fields = { ids: String(lead.id), "ids[0]": String(lead.id), status: "closed", assignee: "none", id: "1" };
    for (const [run, intents] of [
      [leadsInbox, ["", "delete", "Assign", "__proto__", "toString", "constructor"]],
      [privacyRequests, ["", "erase", "carry-out", "__proto__", "hasOwnProperty"]],
    ] as [Action, string[]][]) {
      for (const intent of intents) {
        const refused = await post(run, context, { ...fields, intent }, { cookie }).then(
          () => undefined,
          (thrown: { init?: ResponseInit | null }) => thrown,
        );
        expect(refused?.init?.status, `intent "${intent}"`).toBe(400);
      }
    }
    expect(await snapshot()).toEqual(before);
    // The known intent does its work, so the 400s above were the intent's, not the fields'.
    const known = await post(leadsInbox, context, { ...fields, intent: "status" }, { cookie });
    expect(known.body).toMatchObject({ ok: true, message: "Set 1 lead to Closed." });
  });

  test("Lead alerts: a webhook at this server or a private address is refused under the field and nothing is saved; WEBHOOK_ALLOW_PRIVATE=1 saves it", async () => {
    const form = (webhookUrl: string) => ({ alertsEmail: "", webhookUrl, webhookSecret: "a-secret-of-sixteen+" });
    for (const url of ["http://127.0.0.1:22/", "http://localhost:3000/", "http://[::1]/", "http://10.0.0.5/hook"]) {
      const refused = await post(alerts, context, form(url), { cookie });
      expect(refused.status, url).toBe(400);
      expect(fieldErrors(refused), url).toEqual({ webhookUrl: [WEBHOOK_HOST_REFUSED] });
      expect(await getAlertSettings(db()), url).toMatchObject({ webhookUrl: "", webhookSecret: "" });
    }
    const office = { ...context, env: parseEnv({ WEBHOOK_ALLOW_PRIVATE: "1" }) } as AppLoadContext;
    const saved = await post(alerts, office, form("http://10.0.0.5/hook"), { cookie });
    expect(saved.body.ok).toBe(true);
    expect((await getAlertSettings(db())).webhookUrl).toBe("http://10.0.0.5/hook");
    // Cloud metadata stays refused even then.
    const metadata = await post(alerts, office, form("http://169.254.169.254/latest/meta-data/"), { cookie });
    expect(fieldErrors(metadata)).toEqual({ webhookUrl: [WEBHOOK_HOST_REFUSED] });
    expect((await getAlertSettings(db())).webhookUrl).toBe("http://10.0.0.5/hook");
  });

  test("Lead alerts: the invitations' organiser is an e-mail address and never a member of staff's own; a valid one is saved", async () => {
    const form = (invitationsEmail: string) => ({
      alertsEmail: "",
      webhookUrl: "",
      webhookSecret: "",
      invitationsEmail,
    });
    const notAnAddress = await post(alerts, context, form("admissions at example.in"), { cookie });
    expect(notAnAddress.status).toBe(400);
    expect(fieldErrors(notAnAddress)).toEqual({ invitationsEmail: ["Enter a valid e-mail address"] });
    await insertStaff(db(), { name: "Priya Mehrotra", role: "counsellor", email: "priya.personal@staff.example" });
    const staffAddress = await post(alerts, context, form("Priya.Personal@staff.example"), { cookie });
    expect(staffAddress.status).toBe(400);
    expect(fieldErrors(staffAddress)).toEqual({ invitationsEmail: [INVITATIONS_EMAIL_IS_STAFF] });
    expect((await getAlertSettings(db())).invitationsEmail).toBe("");
    const saved = await post(alerts, context, form("admissions@example.in"), { cookie });
    expect(saved.body.ok).toBe(true);
    expect((await getAlertSettings(db())).invitationsEmail).toBe("admissions@example.in");
  });
});

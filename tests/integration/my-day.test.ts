import ICAL from "ical.js";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createSession } from "#app/features/admins/sessions.server";
import { addStep } from "#app/features/admissions/application-steps.server";
import { addApplication, leadApplications } from "#app/features/admissions/applications.server";
import { createCalendarFeed } from "#app/features/admissions/calendar-feed.server";
import { documentDownload, leadDocuments, uploadDocument } from "#app/features/admissions/documents.server";
import { agendaScope } from "#app/features/agenda/agenda-scope.server";
import { myDay, type MyDay } from "#app/features/agenda/agenda.server";
import { setFollowUp } from "#app/features/leads/lead-work.server";
import { loader as calendarPage } from "#app/routes/admin/calendar";
import { loader as feedRoute } from "#app/routes/admin/calendar-ics";
import { parseEnv } from "#app/utils/env.server";
import { addIndiaDays, fromIndiaLocalInput } from "#app/utils/india-time";
import { admissionsCast } from "../setup/admissions-cast";
import { samplePdf } from "../setup/document-files";
import { describeEachEngine } from "../setup/test-database";

/**
 * My day and My calendar (issue 43, item 1; docs/decisions/073-my-day.md): a counsellor's overdue
 * first calls, sessions, follow-up calls, steps and students' uploads in India time, their own and
 * never another's; an owner's choice of whose; the seven days from today; the feed's sessions and
 * follow-ups with stable UIDs.
 */
describeEachEngine("my day", (db) => {
  // Sunday 10 January 2027, 09:00 in India.
  const SUNDAY = "2027-01-10";
  const NOW = new Date(fromIndiaLocalInput(`${SUNDAY}T09:00`));
  const at = (day: string, time: string) => fromIndiaLocalInput(`${day}T${time}`);
  let cast: Awaited<ReturnType<typeof admissionsCast>>;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    cast = await admissionsCast(db());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function lead(assigneeId: number | null, name: string, extra: Record<string, unknown> = {}) {
    const created = NOW.toISOString();
    const { id } = await db()
      .insertInto("leads")
      .values({
        form: "contact",
        page: "/Contact",
        name,
        phone: "9845012345",
        assignee_id: assigneeId,
        created_at: created,
        updated_at: created,
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  async function session(leadId: number, adminId: number, startsAt: string, extra: Record<string, unknown> = {}) {
    await db()
      .insertInto("counselling_sessions")
      .values({
        lead_id: leadId,
        admin_id: adminId,
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
        topic: "Which branch",
        meeting_link: "https://meet.example.in/anil",
        uid: `session-${leadId}-${startsAt}@test`,
        manage_salt: `salt-${leadId}-${startsAt}`,
        manage_token_hash: `hash-${leadId}-${startsAt}`,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        ...extra,
      })
      .execute();
  }

  async function application(leadId: number) {
    await addApplication(
      db(),
      { leadId, collegeId: cast.rv, course: "MBA", intake: 2027, applicationNumber: "", status: "applied" },
      cast.owner,
    );
    return (await leadApplications(db(), leadId))[0]!.id;
  }

  /** Anil's week: a session today and tomorrow, follow-ups (one left from yesterday), steps, an upload, an overdue first call. Bela's: one of each. */
  async function week() {
    const { anil, bela } = cast;
    const priya = await lead(anil.id, "Priya Sharma");
    const rohan = await lead(anil.id, "Rohan Iyer", { applicant: "minor", guardian_phone: "9845000001" });
    const late = await lead(anil.id, "Late Lata", {
      first_call_due_at: at(SUNDAY, "08:00"),
      phone: "9845000002",
    });
    await lead(anil.id, "Called Chetan", {
      first_call_due_at: at(SUNDAY, "08:00"),
      first_call_at: at(SUNDAY, "07:00"),
    });
    await lead(anil.id, "Closed Kiran", { status: "closed", next_follow_up_at: at(SUNDAY, "12:00") });
    const belas = await lead(bela.id, "Bela's Bina", { first_call_due_at: at(SUNDAY, "08:00") });

    await session(priya, anil.id, at(SUNDAY, "11:00"));
    await session(priya, anil.id, at(addIndiaDays(SUNDAY, 1), "10:00"), { meeting_link: null });
    await session(rohan, anil.id, at(SUNDAY, "15:00"), { status: "cancelled", cancelled_at: NOW.toISOString() });
    await session(belas, bela.id, at(SUNDAY, "12:00"));

    await setFollowUp(db(), { leadId: priya, at: at(SUNDAY, "16:00") }, anil);
    await setFollowUp(db(), { leadId: rohan, at: at(addIndiaDays(SUNDAY, -1), "18:00") }, anil);
    await setFollowUp(db(), { leadId: belas, at: at(SUNDAY, "10:00") }, bela);

    const priyas = { leadId: priya, applicationId: await application(priya) };
    const step = (onDate: string, atTime: string | null) =>
      addStep(db(), { ...priyas, kind: "fee_due", onDate, atTime, note: "" }, anil);
    await step(SUNDAY, null);
    await step(addIndiaDays(SUNDAY, 3), "10:30");
    await step(addIndiaDays(SUNDAY, 7), null);
    await step(addIndiaDays(SUNDAY, 8), null);
    await addStep(
      db(),
      {
        leadId: belas,
        applicationId: await application(belas),
        kind: "fee_due",
        onDate: SUNDAY,
        atTime: null,
        note: "",
      },
      bela,
    );

    const marksheet = (await leadDocuments(db(), priya)).find((document) => document.name === "Class 12 marksheet")!;
    const upload = (uploadedBy: Parameters<typeof uploadDocument>[1]["uploadedBy"], documentId: number) =>
      uploadDocument(db(), { leadId: priya, documentId, fileName: "m.pdf", bytes: samplePdf(), uploadedBy });
    const { fileId } = await upload({ kind: "student" }, marksheet.id);
    const photo = (await leadDocuments(db(), priya)).find((document) => document.name === "Passport photo")!;
    await upload({ kind: "staff", viewer: anil }, photo.id);
    return { priya, rohan, late, belas, fileId };
  }

  const summary = (day: MyDay) =>
    Object.fromEntries(
      Object.entries(day)
        .filter(([key]) => key !== "today")
        .map(([key, entries]) => [
          key,
          (entries as MyDay["nextDays"]).map(
            (entry) => `${entry.day} ${entry.time ?? "-"} ${entry.what} ${entry.leadName}`,
          ),
        ]),
    );

  test("a counsellor's day holds their own work only, in India time, each with its lead and one tap", async () => {
    const ids = await week();
    const { anil } = cast;
    const mine = await myDay(db(), { assigneeId: anil.id }, NOW);
    const mon = addIndiaDays(SUNDAY, 1);
    const wed = addIndiaDays(SUNDAY, 3);
    const next = addIndiaDays(SUNDAY, 7);
    expect(mine.today).toBe(SUNDAY);
    expect(summary(mine)).toEqual({
      firstCalls: [`${SUNDAY} 08:00 First call Late Lata`],
      sessions: [`${SUNDAY} 11:00 Counselling session Priya Sharma`],
      // Yesterday's, still not done, first; a closed lead's is nobody's call.
      followUps: [
        `${addIndiaDays(SUNDAY, -1)} 18:00 Follow-up call Rohan Iyer`,
        `${SUNDAY} 16:00 Follow-up call Priya Sharma`,
      ],
      steps: [`${SUNDAY} - Fee due Priya Sharma`],
      // The student's upload; the counsellor's own is not theirs to review.
      documents: [`${SUNDAY} 09:00 Class 12 marksheet Priya Sharma`],
      nextDays: [
        `${mon} 10:00 Counselling session Priya Sharma`,
        `${wed} 10:30 Fee due Priya Sharma`,
        `${next} - Fee due Priya Sharma`,
      ],
    });
    expect(mine.firstCalls[0]!.action).toEqual({ label: "Call", href: "tel:+919845000002" });
    expect(mine.sessions[0]!.action).toEqual({ label: "Join", href: "https://meet.example.in/anil" });
    expect(mine.nextDays[0]!.action).toEqual({ label: "Open", href: `/Admin/leads/${ids.priya}` });
    // A minor's parent or guardian is rung first.
    expect(mine.followUps[0]).toMatchObject({ overdue: true, action: { label: "Call", href: "tel:+919845000001" } });
    expect(mine.followUps[1]!.overdue).toBe(false);
    expect(mine.documents[0]!.action).toEqual({
      label: "Review",
      href: `/Admin/leads/${ids.priya}/files/${ids.fileId}`,
    });
    expect(mine.documents[0]!.detail).toBe("RV College of Engineering (MBA, 2027)");
    expect(JSON.stringify(mine)).not.toContain("Bina");

    // Opened once, the upload is reviewed and leaves the list.
    await documentDownload(db(), { leadId: ids.priya, fileId: ids.fileId }, anil);
    expect((await myDay(db(), { assigneeId: anil.id }, NOW)).documents).toEqual([]);
  });

  test("an owner sees everyone's day, or one person's; a counsellor cannot ask for another's", async () => {
    await week();
    const { anil, bela, owner } = cast;
    const everyone = await agendaScope(db(), owner, null);
    expect(everyone.who).toBe("everyone");
    expect(everyone.staff?.map((person) => person.name)).toEqual(["Anil", "Bela", "Olga"]);
    const all = await myDay(db(), everyone.scope, NOW);
    expect(all.sessions.map((entry) => entry.leadName)).toEqual(["Priya Sharma", "Bela's Bina"]);
    expect(all.firstCalls.map((entry) => entry.leadName)).toEqual(["Late Lata", "Bela's Bina"]);

    const belas = await agendaScope(db(), owner, String(bela.id));
    expect(belas.scope).toEqual({ assigneeId: bela.id });
    expect(summary(await myDay(db(), belas.scope, NOW)).followUps).toEqual([
      `${SUNDAY} 10:00 Follow-up call Bela's Bina`,
    ]);
    expect((await agendaScope(db(), owner, "9999")).who).toBe("everyone");
    expect(await agendaScope(db(), anil, String(bela.id))).toEqual({
      scope: { assigneeId: anil.id },
      who: String(anil.id),
      staff: null,
    });
  });

  test("on a Sunday My calendar shows the next seven days, sessions and follow-ups beside the steps", async () => {
    await week();
    const cookie = `admin_session=${(await createSession(db(), cast.anil.id)).token}`;
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const page = await calendarPage({
      request: new Request("http://localhost/Admin/calendar", { headers: { Cookie: cookie } }),
      context,
      params: {},
    } as never);
    expect(page.from).toBe(SUNDAY);
    expect(page.entries.map((entry) => `${entry.day} ${entry.what} ${entry.leadName}`)).toEqual([
      `${SUNDAY} Fee due Priya Sharma`,
      `${SUNDAY} Counselling session Priya Sharma`,
      `${SUNDAY} Follow-up call Priya Sharma`,
      `${addIndiaDays(SUNDAY, 1)} Counselling session Priya Sharma`,
      `${addIndiaDays(SUNDAY, 3)} Fee due Priya Sharma`,
    ]);
  });

  test("the feed carries sessions and follow-ups beside steps, with UIDs that stay the same", async () => {
    const ids = await week();
    const { token } = await createCalendarFeed(db(), cast.anil.id);
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: "https://admissions.example.in" }),
    } as unknown as AppLoadContext;
    const read = async () => {
      const response = await feedRoute({
        request: new Request(`http://localhost/Admin/calendar.ics?token=${token}`),
        context,
        params: {},
      } as never);
      return new ICAL.Component(ICAL.parse(await response.text()))
        .getAllSubcomponents("vevent")
        .map((event) => new ICAL.Event(event));
    };
    const events = await read();
    const byUid = new Map(events.map((event) => [event.uid.replace(/@admissions\.example\.in$/, ""), event]));
    expect([...byUid.keys()].filter((uid) => !uid.startsWith("step-"))).toEqual([
      expect.stringMatching(/^follow-up-\d+$/),
      expect.stringMatching(/^session-\d+$/),
      `follow-up-${ids.priya}`,
      expect.stringMatching(/^session-\d+$/),
    ]);
    const today = byUid.get(`follow-up-${ids.priya}`)!;
    expect(today.summary).toBe("Follow-up call · Priya Sharma");
    expect(today.startDate.toJSDate().toISOString()).toBe(at(SUNDAY, "16:00"));
    const sessions = events.filter((event) => event.summary.startsWith("Counselling session"));
    expect(sessions.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      at(SUNDAY, "11:00"),
      at(addIndiaDays(SUNDAY, 1), "10:00"),
    ]);
    expect(sessions[0]!.description).toContain("Join: https://meet.example.in/anil");
    expect(sessions[0]!.endDate.toJSDate().toISOString()).toBe(at(SUNDAY, "11:30"));
    // Read again, the same events by the same UIDs; another counsellor's are not there.
    expect((await read()).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(events.map((event) => event.summary).join()).not.toContain("Bina");
  });
});

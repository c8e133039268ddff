import ICAL from "ical.js";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createCategory } from "#app/features/categories/categories.server";
import { createCollege } from "#app/features/colleges/colleges.server";
import { setCollegeExams } from "#app/features/exams/college-exams.server";
import { COLLEGES_PER_EXAM, examCalendar, getCalendarExam } from "#app/features/exams/exam-calendar.server";
import { createExam } from "#app/features/exams/exams.server";
import { parseEnv } from "#app/utils/env.server";
import { loader as calendarFile } from "#app/routes/public/exam-calendar-file";
import { loader as examsPage } from "#app/routes/public/exams";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

/**
 * The exam calendar's data (/exams) and its .ics files, on each engine: exams by stream, the
 * upcoming ones soonest first and the past ones after, split by the day the clock gives, and the
 * colleges that accept each exam.
 */
describeEachEngine("exam calendar", (db) => {
  let ids: Record<string, number>;
  let colleges: Record<string, { id: number; slug: string }>;

  beforeEach(async () => {
    const category = async (name: string) => (await createCategory(db(), { name })).id;
    const streams = {
      Engineering: await category("Engineering"),
      Management: await category("Management"),
      Medical: await category("Medical"),
      Law: await category("Law"),
    };
    const exams: [string, string, keyof typeof streams][] = [
      ["KCET 2027", "2027-04-17", "Engineering"],
      ["JEE Main 2027 (Session 1)", "2027-01-21", "Engineering"],
      ["JEE Advanced 2027", "2027-05-23", "Engineering"],
      ["BITSAT 2027", "2027-05-23", "Engineering"],
      ["CAT 2026", "2026-11-29", "Management"],
      ["XAT 2027", "2027-01-03", "Management"],
      ["CMAT 2027", "2027-01-22", "Management"],
      ["NEET UG 2027", "2027-05-02", "Medical"],
      ["CLAT 2027", "2026-12-07", "Law"],
    ];
    ids = {};
    for (const [name, exam_date, stream] of exams) {
      ids[name] = (await createExam(db(), { name, exam_date, category_id: streams[stream] })).id;
    }
    colleges = {};
    for (const name of ["RV College of Engineering", "IIT Bombay", "PES University", "IIM Ahmedabad"]) {
      const created = await createCollege(db(), collegeInput({ name }));
      colleges[name] = { id: created.id, slug: created.slug };
    }
    const accepts = (college: string, exams: string[]) =>
      setCollegeExams(
        db(),
        colleges[college]!.id,
        exams.map((exam) => ids[exam]!),
      );
    await accepts("RV College of Engineering", ["KCET 2027", "JEE Main 2027 (Session 1)"]);
    await accepts("PES University", ["KCET 2027"]);
    await accepts("IIT Bombay", ["JEE Main 2027 (Session 1)", "JEE Advanced 2027"]);
    await accepts("IIM Ahmedabad", ["CAT 2026", "CMAT 2027"]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const names = (exams: { name: string }[]) => exams.map((exam) => exam.name);

  test("groups by stream, upcoming soonest first and past latest first; an exam today is upcoming", async () => {
    const calendar = await examCalendar(db(), { today: "2027-01-22" });
    // Streams in the order of their next exam; Law has none to come, so it goes last.
    expect(calendar.map((stream) => stream.stream)).toEqual(["Management", "Engineering", "Medical", "Law"]);
    const [management, engineering, medical, law] = calendar;
    expect(names(management!.upcoming)).toEqual(["CMAT 2027"]);
    expect(management!.upcoming[0]).toMatchObject({ date: "2027-01-22", daysAway: 0 });
    expect(names(management!.past)).toEqual(["XAT 2027", "CAT 2026"]);
    // Same day: by name.
    expect(names(engineering!.upcoming)).toEqual(["KCET 2027", "BITSAT 2027", "JEE Advanced 2027"]);
    expect(engineering!.upcoming.map((exam) => exam.daysAway)).toEqual([85, 121, 121]);
    expect(names(engineering!.past)).toEqual(["JEE Main 2027 (Session 1)"]);
    expect(engineering!.past[0]!.daysAway).toBe(-1);
    expect(names(medical!.upcoming)).toEqual(["NEET UG 2027"]);
    expect(medical!.past).toEqual([]);
    expect(law).toMatchObject({ stream: "Law", upcoming: [] });
    expect(names(law!.past)).toEqual(["CLAT 2027"]);
  });

  test("lists the colleges that accept each exam, by name, linked by slug", async () => {
    const calendar = await examCalendar(db(), { today: "2026-11-01" });
    const exams = calendar.flatMap((stream) => [...stream.upcoming, ...stream.past]);
    const exam = (name: string) => exams.find((entry) => entry.name === name)!;
    const college = (name: string) => ({ id: colleges[name]!.id, slug: colleges[name]!.slug, name });
    expect(exam("KCET 2027").colleges).toEqual([college("PES University"), college("RV College of Engineering")]);
    expect(exam("JEE Main 2027 (Session 1)").colleges).toEqual([
      college("IIT Bombay"),
      college("RV College of Engineering"),
    ]);
    expect(exam("CAT 2026").colleges).toEqual([college("IIM Ahmedabad")]);
    expect(exam("NEET UG 2027")).toMatchObject({ colleges: [], moreColleges: 0 });
    // Nothing is past on 1 November 2026.
    expect(calendar.every((stream) => stream.past.length === 0)).toBe(true);
  });

  test(`an exam many colleges accept lists the first ${COLLEGES_PER_EXAM} by name and counts the rest`, async () => {
    const extra = COLLEGES_PER_EXAM + 3;
    for (let i = 1; i <= extra; i++) {
      const name = `Zenith College ${String(i).padStart(2, "0")}`;
      const created = await createCollege(db(), collegeInput({ name }));
      await setCollegeExams(db(), created.id, [ids["NEET UG 2027"]!]);
    }
    const medical = (await examCalendar(db(), { today: "2027-01-01" })).find((stream) => stream.stream === "Medical")!;
    const neet = medical.upcoming[0]!;
    expect(neet.colleges.map((college) => college.name)).toEqual(
      Array.from({ length: COLLEGES_PER_EXAM }, (_, i) => `Zenith College ${String(i + 1).padStart(2, "0")}`),
    );
    expect(neet.moreColleges).toBe(3);
  });

  test("the page splits by today in India: at 19:00 UTC on 21 January it is already the 22nd", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-21T19:00:00Z"));
    const context = { database: { db: db() }, env: parseEnv({}) } as unknown as AppLoadContext;
    const { streams } = await examsPage({
      context,
      request: new Request("http://localhost/exams"),
      params: {},
    } as never);
    const engineering = streams.find((stream) => stream.stream === "Engineering")!;
    expect(names(engineering.past)).toEqual(["JEE Main 2027 (Session 1)"]);
    expect(streams.find((stream) => stream.stream === "Management")!.upcoming[0]).toMatchObject({
      name: "CMAT 2027",
      daysAway: 0,
    });

    vi.setSystemTime(new Date("2027-01-21T18:29:59Z"));
    const before = await examsPage({ context, request: new Request("http://localhost/exams"), params: {} } as never);
    expect(names(before.streams.find((stream) => stream.stream === "Engineering")!.upcoming)[0]).toBe(
      "JEE Main 2027 (Session 1)",
    );
  });

  test("an exam's .ics file: headers, a parsable all-day event; 404 for an unknown or malformed id", async () => {
    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: "https://www.example.in" }),
    } as unknown as AppLoadContext;
    const get = (id: string) =>
      calendarFile({
        context,
        params: { id },
        request: new Request(`http://10.0.0.5/exams/${id}/calendar.ics`),
      } as never) as Promise<Response>;

    const id = ids["JEE Main 2027 (Session 1)"]!;
    const response = await get(String(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="jee-main-2027-session-1.ics"');
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("JEE Main 2027 (Session 1)");
    expect(event.startDate.toString()).toBe("2027-01-21");
    expect(event.uid).toBe(`exam-${id}@www.example.in`);
    expect(event.description).toContain("Engineering entrance exam.");
    expect(vevent.getFirstPropertyValue("url")).toBe("https://www.example.in/exams");

    const missing = Math.max(...Object.values(ids)) + 1;
    for (const bad of [String(missing), "0", "-1", "1.5", "abc", "99999999999", "1e3"]) {
      const answer = await get(bad);
      expect(answer.status, bad).toBe(404);
    }
    expect(await getCalendarExam(db(), missing)).toBeUndefined();
  });
});

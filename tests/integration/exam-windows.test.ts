import ICAL from "ical.js";
import type { KyselyPlugin } from "kysely";
import type { AppLoadContext } from "react-router";
import { expect, test } from "vitest";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { comparedFacts } from "#app/features/college-facts/compared-facts.server";
import { createCategory } from "#app/features/categories/categories.server";
import { examCalendar } from "#app/features/exams/exam-calendar.server";
import { createExam, getExamById, updateExam } from "#app/features/exams/exams.server";
import { parseEnv } from "#app/utils/env.server";
import { loader as calendarFile } from "#app/routes/public/exam-calendar-file";
import { describeEachEngine } from "../setup/test-database";

/**
 * Exams' windows (issue 46, item 1) stored and read back on each engine, and the .ics the route
 * serves read with ical.js; and the compare page's facts (item 3), read for every compared
 * college at once: one query per fact table, whatever the number of colleges.
 */
const WINDOWS = {
  registration_opens: "2026-11-01",
  registration_closes: "2026-11-30",
  admit_card_date: "2027-01-17",
  exam_last_date: "2027-01-30",
  result_date: "2027-02-11",
  official_site: "https://jeemain.nta.nic.in",
};

/** Counts the statements a database handle sends. */
function countingQueries() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries++;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { counter, plugin };
}

describeEachEngine("exam windows and compared facts", (db) => {
  test("an exam's windows are stored, shown by the calendar, and its .ics holds each as an all-day event", async () => {
    const category = await createCategory(db(), { name: "Engineering" });
    const exam = await createExam(db(), {
      name: "JEE Main 2027 (Session 1)",
      exam_date: "2027-01-21",
      category_id: category.id,
      ...WINDOWS,
    });
    expect(await getExamById(db(), exam.id)).toMatchObject({ ...WINDOWS, is_sample: 0 });
    const [stream] = await examCalendar(db(), { today: "2026-11-10" });
    expect(stream!.upcoming[0]).toMatchObject({ windows: WINDOWS, isSample: false });

    const context = {
      database: { db: db() },
      env: parseEnv({ PUBLIC_ORIGIN: "https://www.example.in" }),
    } as unknown as AppLoadContext;
    const file = async () => {
      const response = (await calendarFile({
        context,
        params: { id: String(exam.id) },
        request: new Request(`http://localhost/exams/${exam.id}/calendar.ics`),
      } as never)) as Response;
      return new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents("vevent").map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.uid, event.summary, event.startDate.toString(), event.endDate.toString(), event.startDate.isDate];
      });
    };
    expect(await file()).toEqual([
      [
        `exam-${exam.id}-registration@www.example.in`,
        "JEE Main 2027 (Session 1): registration",
        "2026-11-01",
        "2026-12-01",
        true,
      ],
      [
        `exam-${exam.id}-admit-card@www.example.in`,
        "JEE Main 2027 (Session 1): admit card",
        "2027-01-17",
        "2027-01-18",
        true,
      ],
      [`exam-${exam.id}@www.example.in`, "JEE Main 2027 (Session 1)", "2027-01-21", "2027-01-31", true],
      [`exam-${exam.id}-result@www.example.in`, "JEE Main 2027 (Session 1): result", "2027-02-11", "2027-02-12", true],
    ]);

    // Registration moved and the result not known yet: the same UIDs, one event fewer.
    await updateExam(db(), exam.id, {
      name: exam.name,
      exam_date: exam.exam_date,
      category_id: category.id,
      ...WINDOWS,
      registration_closes: "2026-12-05",
      result_date: null,
    });
    const moved = await file();
    expect(moved.map(([uid, , start, end]) => [uid, start, end])).toEqual([
      [`exam-${exam.id}-registration@www.example.in`, "2026-11-01", "2026-12-06"],
      [`exam-${exam.id}-admit-card@www.example.in`, "2027-01-17", "2027-01-18"],
      [`exam-${exam.id}@www.example.in`, "2027-01-21", "2027-01-31"],
    ]);
  });

  test("the demo's exams carry sample windows, marked as sample, until staff edit one", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const exams = await db().selectFrom("exams").selectAll().orderBy("id").execute();
    expect(exams.length).toBeGreaterThan(10);
    for (const exam of exams) {
      expect(exam.is_sample, exam.name).toBe(1);
      expect(exam.registration_opens! <= exam.registration_closes!, exam.name).toBe(true);
      expect(exam.registration_closes! <= exam.exam_date, exam.name).toBe(true);
      expect(exam.official_site, exam.name).toMatch(/^https:\/\//);
    }
    const [first] = exams;
    await updateExam(db(), first!.id, { ...first!, name: `${first!.name} ` });
    expect((await getExamById(db(), first!.id))!.is_sample).toBe(0);
  });

  test("compare's facts: each college's latest figures with source, year and sample flag, in one query per fact table", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const slugs = ["indian-institute-of-technology-bombay", "rv-college-of-engineering", "pes-university"];
    const colleges = await db().selectFrom("colleges").select(["id", "slug"]).where("slug", "in", slugs).execute();
    const id = (slug: string) => colleges.find((college) => college.slug === slug)!.id;

    const { counter, plugin } = countingQueries();
    const facts = await comparedFacts(db().withPlugin(plugin), [id(slugs[0]!), id(slugs[1]!)]);
    expect(counter.queries).toBe(5);
    counter.queries = 0;
    const three = await comparedFacts(db().withPlugin(plugin), slugs.map(id));
    expect(counter.queries).toBe(5);
    expect(Object.keys(three)).toHaveLength(3);

    // IIT Bombay is first of the demo's engineering list (app/db/seed/demo-facts.ts).
    const iitb = facts[id(slugs[0]!)]!;
    const sample = { source: "Demo catalogue", year: 2026, is_sample: 1 };
    expect(iitb.nirf).toEqual([
      { category: "engineering", rank: 1, rank_band: null, ...sample },
      { category: "overall", rank: 2, rank_band: null, ...sample },
    ]);
    expect(iitb.placement).toMatchObject({ median_package_inr: 2_400_000, ...sample });
    expect(iitb.intake).toMatchObject({ ...sample });
    expect(iitb.intake!.seats).toBeGreaterThan(0);
    // Open, All India, gender-neutral, the final round (6) of 2026: Computer Science closes at 65.
    expect(iitb.closing).toEqual([
      expect.objectContaining({
        exam: "JEE Advanced",
        quota: "all-india",
        round: 6,
        lowest: 65,
        branches: 4,
        ...sample,
      }),
    ]);
    // An NIT fills its JEE Main seats by state: its home-state and other-state figures, not "Not listed".
    const nit = await db()
      .selectFrom("colleges")
      .select("id")
      .where("slug", "=", "national-institute-of-technology-tiruchirappalli")
      .executeTakeFirstOrThrow();
    const nitClosing = (await comparedFacts(db(), [nit.id]))[nit.id]!.closing;
    expect(nitClosing.map(({ exam, quota, round, branches }) => ({ exam, quota, round, branches }))).toEqual([
      { exam: "JEE Main", quota: "home-state", round: 6, branches: 4 },
      { exam: "JEE Main", quota: "other-state", round: 6, branches: 4 },
    ]);
    // The home state's seats close later (a larger rank) than those open to every other state.
    expect(nitClosing[0]!.lowest).toBeGreaterThan(nitClosing[1]!.lowest);
    // A state's own test (KCET at RV College) fills that state's seats alone.
    expect(facts[id(slugs[1]!)]!.closing.map(({ exam, quota }) => ({ exam, quota }))).toEqual([
      { exam: "KCET", quota: "home-state" },
    ]);
    // RV's latest NAAC grade, as stored (the demo reads it from "AICTE, NAAC A+").
    const rvNaac = await db()
      .selectFrom("college_accreditations")
      .select(["grade", "cycle"])
      .where("college_id", "=", id(slugs[1]!))
      .where("body", "=", "naac")
      .executeTakeFirstOrThrow();
    expect(facts[id(slugs[1]!)]!.naac).toEqual({ ...rvNaac, year: 2024, source: "Demo catalogue", is_sample: 1 });
    expect(iitb.naac).toBeNull();
    expect(await comparedFacts(db(), [])).toEqual({});
  });
});

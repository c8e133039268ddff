import { expect, test } from "vitest";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import { slugify } from "#app/utils/slug";
import { countAdmins } from "#app/features/admins/admins.server";
import { listCategories } from "#app/features/categories/categories.server";
import { getCollegeBySlug, listColleges } from "#app/features/colleges/colleges.server";
import { listCourses } from "#app/features/colleges/courses/courses.server";
import { listExams } from "#app/features/exams/exams.server";
import { demoColleges } from "#app/db/seed/demo-colleges";
import { describeEachEngine } from "../setup/test-database";

const SECTIONS = [
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
] as const;

/** The share of a text's letters that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  return letters.filter((letter) => /[\u0900-\u097F]/.test(letter)).length / Math.max(1, letters.length);
}

describeEachEngine("demo catalogue", (db) => {
  test("a new database gets 24+ real colleges across the three streams, every section filled", async () => {
    expect(await initialiseDatabase(db(), { demoData: true })).toBe("demo-loaded");
    const colleges = await listColleges(db());
    expect(colleges.length).toBeGreaterThanOrEqual(24);

    const categories = new Map((await listCategories(db())).map((c) => [c.id, c.name]));
    const perStream = new Map<string, number>();
    for (const summary of colleges) {
      const stream = categories.get(summary.category_id!)!;
      perStream.set(stream, (perStream.get(stream) ?? 0) + 1);
      const college = (await getCollegeBySlug(db(), summary.slug))!;
      for (const section of SECTIONS) expect(college[section].length, `${college.name} ${section}`).toBeGreaterThan(40);
      // Its Hindi page has each text in Hindi (issue 44, item 7): mostly Devanagari (exams and degrees keep their letters).
      for (const section of SECTIONS) {
        const hindi = college[`${section}_hi`] ?? "";
        expect(hindi.length, `${college.name} ${section}_hi`).toBeGreaterThan(40);
        expect(devanagariShare(hindi), `${college.name} ${section}_hi`).toBeGreaterThan(0.6);
      }
      expect(college.is_sample_data).toBe(1);
      expect(college.ranking).toMatch(/sample/i);
      expect(college.fee_structure).toMatch(/sample/i);

      const courses = await listCourses(db(), { collegeId: college.id });
      expect(courses.length, college.name).toBeGreaterThanOrEqual(3);
      for (const course of courses) expect(Number.isInteger(course.fee_inr)).toBe(true);
      const branches = await db().selectFrom("branches").select("id").where("college_id", "=", college.id).execute();
      const placements = await db()
        .selectFrom("placement_companies")
        .select("id")
        .where("college_id", "=", college.id)
        .execute();
      expect(branches.length, college.name).toBeGreaterThan(0);
      expect(placements.length, college.name).toBeGreaterThan(0);
    }
    expect(perStream.get("Engineering")).toBeGreaterThanOrEqual(8);
    expect(perStream.get("Management")).toBeGreaterThanOrEqual(6);
    expect(perStream.get("Medical")).toBeGreaterThanOrEqual(8);
    const karnatakaMedical = demoColleges.filter((c) => c.stream === "Medical" && c.state === "Karnataka");
    expect(karnatakaMedical.length).toBeGreaterThanOrEqual(5);

    const exams = await listExams(db());
    expect(exams.length).toBeGreaterThanOrEqual(8);
    for (const exam of exams) expect(exam.exam_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await countAdmins(db())).toBe(0);
  });

  test("it loads once in the life of a database", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const count = (await listColleges(db())).length;
    expect(await initialiseDatabase(db(), { demoData: true })).toBe("already");
    expect(await listColleges(db())).toHaveLength(count);
  });

  test("DEMO_DATA=0 starts empty, and stays empty on later starts", async () => {
    expect(await initialiseDatabase(db(), { demoData: false })).toBe("empty");
    expect(await initialiseDatabase(db(), { demoData: true })).toBe("already");
    expect(await listColleges(db())).toEqual([]);
    expect(await listCategories(db())).toEqual([]);
  });

  test("two starts at once load one copy", async () => {
    const results = await Promise.all([
      initialiseDatabase(db(), { demoData: true }),
      initialiseDatabase(db(), { demoData: true }),
    ]);
    expect(results.sort()).toEqual(["already", "demo-loaded"]);
    expect(await listColleges(db())).toHaveLength(demoColleges.length);
  });
});

test("demo college names give unique slugs", () => {
  const slugs = demoColleges.map((c) => slugify(c.name));
  expect(new Set(slugs).size).toBe(slugs.length);
});

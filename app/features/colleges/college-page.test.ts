import { expect, test } from "vitest";
import { createCategory } from "#app/features/categories/categories.server";
import { examsOfCollege } from "#app/features/exams/college-exams.server";
import { createExam } from "#app/features/exams/exams.server";
import { collegeInput } from "../../../tests/factories";
import { describeEachEngine } from "../../../tests/setup/test-database";
import { collegePage } from "./college-page.server";
import { createCollege } from "./colleges.server";

describeEachEngine("a college page's entrance exams", (db) => {
  test("lists the exams the college accepts, soonest first, and marks the ones gone by (India days)", async () => {
    const { id: category_id } = await createCategory(db(), { name: "Engineering" });
    const exam = (name: string, exam_date: string) => createExam(db(), { name, exam_date, category_id });
    const kcet = await exam("KCET 2027", "2027-04-17");
    const comedk = await exam("COMEDK UGET 2027", "2027-05-09");
    const earlier = await exam("PGCET 2026", "2026-11-24");
    const other = await exam("JEE Advanced 2027", "2027-05-23");
    const college = await createCollege(
      db(),
      collegeInput({ category_id, exam_ids: [comedk.id, kcet.id, earlier.id] }),
    );
    await createCollege(db(), collegeInput({ category_id, exam_ids: [other.id] }));

    expect(await examsOfCollege(db(), college.id)).toEqual([
      { name: "PGCET 2026", exam_date: "2026-11-24" },
      { name: "KCET 2027", exam_date: "2027-04-17" },
      { name: "COMEDK UGET 2027", exam_date: "2027-05-09" },
    ]);

    // 00:30 on 25 November in India is still 24 November in UTC: the 24 November exam is past.
    const page = await collegePage(db(), college.slug, { at: new Date("2026-11-24T19:00:00.000Z") });
    expect(page?.exams).toEqual([
      { name: "PGCET 2026", exam_date: "2026-11-24", past: true },
      { name: "KCET 2027", exam_date: "2027-04-17", past: false },
      { name: "COMEDK UGET 2027", exam_date: "2027-05-09", past: false },
    ]);
    // On the exam's own day it is not past yet.
    const onTheDay = await collegePage(db(), college.slug, { at: new Date("2026-11-24T10:00:00.000Z") });
    expect(onTheDay?.exams[0]).toEqual({ name: "PGCET 2026", exam_date: "2026-11-24", past: false });
  });

  test("a college that accepts no exams has none", async () => {
    const college = await createCollege(db(), collegeInput());
    expect(await examsOfCollege(db(), college.id)).toEqual([]);
    expect((await collegePage(db(), college.slug))?.exams).toEqual([]);
  });
});

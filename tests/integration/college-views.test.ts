import { afterEach, expect, test } from "vitest";
import { collegeViews, type CollegeViews } from "#app/features/colleges/college-views.server";
import { createCollege, deleteCollege, getCollegeById } from "#app/features/colleges/colleges.server";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

describeEachEngine("college views counted in memory, written in batches", (db) => {
  const HOUR = 3_600_000;
  let views: CollegeViews | undefined;
  afterEach(async () => {
    await views?.close();
    views = undefined;
  });

  const viewsOf = async (id: number) => (await getCollegeById(db(), id))!.view_count;

  test("views are held until a flush, then written in one go; close writes the rest", async () => {
    const a = await createCollege(db(), collegeInput());
    const b = await createCollege(db(), collegeInput());
    views = collegeViews(db(), { flushEveryMs: HOUR });
    for (let i = 0; i < 5; i++) expect(await views.record(a.id)).toBe(true);
    expect(await views.record(b.id)).toBe(true);
    expect(await viewsOf(a.id)).toBe(0);
    expect(views.held()).toEqual({ known: 2, pending: 2 });

    await views.flush();
    expect([await viewsOf(a.id), await viewsOf(b.id)]).toEqual([5, 1]);
    expect(views.held()).toEqual({ known: 2, pending: 0 });

    await views.record(a.id);
    await views.close();
    expect(await viewsOf(a.id)).toBe(6);
  });

  test("the timer flushes on its own", async () => {
    const college = await createCollege(db(), collegeInput());
    views = collegeViews(db(), { flushEveryMs: 50 });
    await views.record(college.id);
    await expect.poll(() => viewsOf(college.id), { timeout: 2_000 }).toBe(1);
  });

  test("an id no college has is refused and not held, however many are sent", async () => {
    views = collegeViews(db(), { flushEveryMs: HOUR });
    for (let id = 1_000; id < 1_500; id++) expect(await views.record(id)).toBe(false);
    expect(views.held()).toEqual({ known: 0, pending: 0 });
  });

  test("past the id bound a view is written at once rather than held", async () => {
    const colleges = await Promise.all([1, 2, 3].map(() => createCollege(db(), collegeInput())));
    views = collegeViews(db(), { flushEveryMs: HOUR, maxIds: 2 });
    for (const college of colleges) expect(await views.record(college.id)).toBe(true);
    expect(views.held()).toEqual({ known: 2, pending: 2 });
    expect(await Promise.all(colleges.map((college) => viewsOf(college.id)))).toEqual([0, 0, 1]);
    await views.flush();
    expect(await Promise.all(colleges.map((college) => viewsOf(college.id)))).toEqual([1, 1, 1]);
  });

  test("a college deleted after it was counted: its views are dropped at the flush, then its id is refused", async () => {
    const college = await createCollege(db(), collegeInput());
    views = collegeViews(db(), { flushEveryMs: HOUR });
    expect(await views.record(college.id)).toBe(true);
    await deleteCollege(db(), college.id);
    await views.flush();
    expect(views.held()).toEqual({ known: 0, pending: 0 });
    expect(await views.record(college.id)).toBe(false);
  });
});

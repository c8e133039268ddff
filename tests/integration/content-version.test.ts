import { expect, test } from "vitest";
import { contentVersion } from "#app/db/content-version.server";
import { createBranch } from "#app/features/colleges/branches/branches.server";
import { createCategory, updateCategory } from "#app/features/categories/categories.server";
import {
  createCollege,
  deleteCollege,
  recordCollegeView,
  updateCollege,
} from "#app/features/colleges/colleges.server";
import { createCourse } from "#app/features/colleges/courses/courses.server";
import { createExam } from "#app/features/exams/exams.server";
import { createLead } from "#app/features/leads/leads.server";
import { createPlacement } from "#app/features/colleges/placements/placements.server";
import { getSiteSettings, saveSiteSettings } from "#app/features/settings/site-settings.server";
import { collegeInput } from "../factories";
import { createTestDatabase, describeEachEngine, engines } from "../setup/test-database";

/**
 * The content version is what keeps every process's HTML cache honest: any change a public page
 * shows must move it (by database trigger), and the traffic of visitors must not.
 */
describeEachEngine("content version", (db) => {
  async function expectBump(work: () => Promise<unknown>, label: string) {
    const before = await contentVersion(db());
    await work();
    expect(await contentVersion(db()), label).toBeGreaterThan(before);
  }

  test("goes up on every catalogue and settings write", async () => {
    const category = await createCategory(db(), { name: "Engineering" });
    let collegeId = 0;
    await expectBump(() => createCategory(db(), { name: "Law" }), "new category");
    await expectBump(() => updateCategory(db(), category.id, { name: "Engineering & Technology" }), "renamed category");
    await expectBump(
      async () => (collegeId = (await createCollege(db(), collegeInput({ category_id: category.id }))).id),
      "new college",
    );
    await expectBump(
      () => updateCollege(db(), collegeId, collegeInput({ category_id: category.id, hostel: "New hostel text" })),
      "edited college",
    );
    await expectBump(() => createBranch(db(), { college_id: collegeId, name: "Civil" }), "new branch");
    await expectBump(
      () =>
        createCourse(db(), { college_id: collegeId, name: "B.Tech", duration: "4 years", fee_inr: 1, semesters: 8 }),
      "new course",
    );
    await expectBump(() => createPlacement(db(), { college_id: collegeId, company_name: "Infosys" }), "new placement");
    await expectBump(
      () => createExam(db(), { name: "KCET", exam_date: "2027-04-18", category_id: category.id }),
      "new exam",
    );
    await expectBump(
      async () => saveSiteSettings(db(), { ...(await getSiteSettings(db())), phone: "+91 80 0000 0000" }),
      "settings",
    );
    const spare = await createCollege(db(), collegeInput({ name: "Spare College", category_id: category.id }));
    await expectBump(() => deleteCollege(db(), spare.id), "deleted college");
  });

  test("stays put when a visitor follows a college link or leaves a lead", async () => {
    const college = await createCollege(db(), collegeInput({}));
    const before = await contentVersion(db());
    expect(await recordCollegeView(db(), college.id)).toBe(true);
    await createLead(db(), {
      form: "contact",
      page: "/Contact",
      name: "Asha",
      phone: "9876543210",
      utm: {},
      consentPurposes: ["contact"],
    });
    expect(await contentVersion(db())).toBe(before);
  });
});

for (const engine of engines()) {
  test(`the database handle's cheap read agrees with the query [${engine}]`, async () => {
    const database = await createTestDatabase(engine);
    try {
      expect(await database.contentVersion()).toBe(await contentVersion(database.db));
      await createCategory(database.db, { name: "Law" });
      expect(await database.contentVersion()).toBe(await contentVersion(database.db));
    } finally {
      await database.dispose();
    }
  });
}

import { expect, test } from "vitest";
import { collegeOptionById, findCollegeOptions } from "#app/features/colleges/college-options.server";
import { seedSyntheticCatalogue } from "../../scripts/scale/synthetic-catalogue.mjs";
import { describeEachEngine } from "../setup/test-database";

/**
 * The admin forms' college picker (components/admin/college-picker.tsx) searches the colleges by
 * any part of the name, digits too, on both engines, and treats LIKE's wildcards as text.
 */
describeEachEngine("college picker search", (db) => {
  test("finds a synthetic college by its number, a few at most, and none for a wildcard", async () => {
    await seedSyntheticCatalogue(db(), { colleges: 60 });
    const [college] = await db()
      .selectFrom("colleges")
      .select(["id", "name"])
      .where("name", "like", "%0042%")
      .execute();
    expect(college).toBeDefined();
    const found = await findCollegeOptions(db(), "0042", 10);
    expect(found).toEqual([{ value: college!.id, label: college!.name }]);
    expect(await findCollegeOptions(db(), "synthetic", 5)).toHaveLength(5);
    expect(await findCollegeOptions(db(), "%", 10)).toEqual([]);
    expect(await collegeOptionById(db(), college!.id)).toEqual({ value: college!.id, label: college!.name });
  });
});

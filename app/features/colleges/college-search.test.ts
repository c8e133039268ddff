import { expect, test } from "vitest";
import { initialiseDatabase } from "#app/features/demo/seed.server";
import { describeEachEngine } from "../../../tests/setup/test-database";
import { searchColleges, searchFacets } from "./college-search.server";

describeEachEngine("college search", (db) => {
  test("finds by college name, by course name and by city, ignoring case", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const byName = await searchColleges(db(), { q: "Technology BOMBAY" });
    expect(byName.items.map((c) => c.slug)).toContain("indian-institute-of-technology-bombay");
    expect((await searchColleges(db(), { q: "MBBS" })).items.every((c) => c.stream === "Medical")).toBe(true);
    expect((await searchColleges(db(), { q: "mbbs" })).total).toBeGreaterThanOrEqual(8);
    expect((await searchColleges(db(), { q: "IIT Bombay" })).items.map((c) => c.slug)).toEqual([
      "indian-institute-of-technology-bombay",
    ]);
    expect((await searchColleges(db(), { q: "iim" })).total).toBe(3);
    expect((await searchColleges(db(), { q: "mysuru" })).total).toBeGreaterThanOrEqual(1);
    expect((await searchColleges(db(), { q: "100%_" })).total).toBe(0);
    expect((await searchColleges(db(), { q: "mbbs bengaluru" })).items.every((c) => /bengaluru/i.test(c.cities))).toBe(
      true,
    );
  });

  test("filters by stream, state, city and fee range, and pages", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const karnatakaMedical = await searchColleges(db(), { stream: "Medical", state: "Karnataka", pageSize: 50 });
    expect(karnatakaMedical.total).toBeGreaterThanOrEqual(5);
    for (const card of karnatakaMedical.items) {
      expect(card.state).toBe("Karnataka");
      expect(card.stream).toBe("Medical");
      expect(card.min_fee).toBeLessThanOrEqual(card.max_fee!);
    }
    const cheap = await searchColleges(db(), { feeMax: 100000, pageSize: 50 });
    for (const card of cheap.items) expect(card.min_fee).toBeLessThanOrEqual(100000);
    const first = await searchColleges(db(), { pageSize: 5, page: 1 });
    const second = await searchColleges(db(), { pageSize: 5, page: 2 });
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    expect(second.items[0]?.name).not.toBe(first.items[0]?.name);
    expect((await searchColleges(db(), { pageSize: 5, page: 999 })).page).toBe(first.pageCount);

    const facets = await searchFacets(db());
    expect(facets.streams).toEqual(["Engineering", "Management", "Medical"]);
    expect(facets.states).toContain("Karnataka");
    expect(facets.cities.length).toBeGreaterThan(5);
  });
});

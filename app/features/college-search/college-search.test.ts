import { expect, test } from "vitest";
import { initialiseDatabase } from "#app/db/seed/seed.server";
import type { DB } from "#app/db/db.server";
import { describeEachEngine } from "../../../tests/setup/test-database";
import { searchColleges, searchFacets } from "./college-search.server";

const slugs = async (db: DB, q: string) => (await searchColleges(db, { q, pageSize: 50 })).items.map((c) => c.slug);

/** The demo catalogue's medical colleges in Bengaluru. */
const BENGALURU_MEDICAL = [
  "bangalore-medical-college-and-research-institute",
  "m-s-ramaiah-medical-college",
  "st-johns-medical-college",
];

// The Done-when queries of issue 14. The engine only supplies the rows, so each runs on SQLite
// and on PostgreSQL, and the first three must be the same on both (the list is spelt out).
describeEachEngine("college search", (db) => {
  test("old and new city names find the same colleges, and a one-letter typo finds them too", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const bengaluru = await slugs(db(), "bengaluru");
    expect(bengaluru.length).toBe(7);
    expect(await slugs(db(), "bangalore")).toEqual(bengaluru);
    expect(await slugs(db(), "banglore")).toEqual(bengaluru);
    expect(await slugs(db(), "mysore")).toEqual(await slugs(db(), "mysuru"));
    expect(await slugs(db(), "mysuru")).toContain("jss-medical-college");
    expect(await slugs(db(), "madras")).toEqual(await slugs(db(), "chennai"));
    expect(await slugs(db(), "trichy")).toEqual(["national-institute-of-technology-tiruchirappalli"]);
  });

  test("stop words, plurals, degree spellings and short names", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const engineering = await searchColleges(db(), { q: "engineering colleges", pageSize: 50 });
    expect(engineering.items.map((c) => c.stream)).toEqual(Array(10).fill("Engineering"));
    expect((await slugs(db(), "enginering")).slice(0, 10)).toEqual(engineering.items.map((c) => c.slug));

    const btech = await slugs(db(), "btech");
    expect(btech).toEqual(await slugs(db(), "b.tech"));
    expect(btech).toEqual(await slugs(db(), "B Tech"));
    // RV College teaches B.E., the same degree.
    expect(btech).toContain("rv-college-of-engineering");
    expect(btech).not.toContain("christ-deemed-to-be-university-school-of-business-and-management");

    const medicalKarnataka = await searchColleges(db(), { q: "medical colleges in karnataka", pageSize: 50 });
    expect(medicalKarnataka.total).toBe(7);
    for (const card of medicalKarnataka.items) expect([card.stream, card.state]).toEqual(["Medical", "Karnataka"]);

    expect(await slugs(db(), "iit")).toHaveLength(3);
    expect(await slugs(db(), "iim")).toHaveLength(3);
    expect(await slugs(db(), "kmc")).toEqual([
      "kasturba-medical-college-mangalore",
      "kasturba-medical-college-manipal",
    ]);
    // A short name an admin gave the college.
    expect(await slugs(db(), "iitb")).toEqual(["indian-institute-of-technology-bombay"]);
  });

  test("relevance: the colleges meant come first", async () => {
    await initialiseDatabase(db(), { demoData: true });
    expect((await slugs(db(), "mbbs bangalore")).slice(0, 3).sort()).toEqual(BENGALURU_MEDICAL);
    expect((await slugs(db(), "iit bombay"))[0]).toBe("indian-institute-of-technology-bombay");
    expect((await slugs(db(), "IIT Bombay")).slice(0, 3)).toEqual(["indian-institute-of-technology-bombay"]);
    expect((await slugs(db(), "banglore engineering")).slice(0, 3)).toEqual([
      "rv-college-of-engineering",
      "pes-university",
    ]);
    // A business school in Mumbai before an institute with Bombay in its name that also has an MBA.
    expect((await slugs(db(), "top mba colleges in mumbai"))[0]).toBe("s-p-jain-institute-of-management-and-research");
  });

  test("exam names find the colleges that accept them, in Devanagari as in English (issue 44)", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const medical = await searchColleges(db(), { stream: "Medical", pageSize: 50 });
    const neet = await searchColleges(db(), { q: "नीट", pageSize: 50 });
    expect(neet.items.map((c) => c.slug)).toEqual(medical.items.map((c) => c.slug));
    expect(await slugs(db(), "NEET")).toEqual(neet.items.map((c) => c.slug));
    expect(await slugs(db(), "जेईई")).toEqual(await slugs(db(), "JEE"));
    expect(await slugs(db(), "जेईई")).toContain("indian-institute-of-technology-bombay");
    const cat = await searchColleges(db(), { q: "कैट", pageSize: 50 });
    expect(cat.total).toBeGreaterThan(0);
    for (const card of cat.items) expect(card.stream).toBe("Management");
    expect(await slugs(db(), "नीट बेंगलुरु")).toEqual(await slugs(db(), "neet bangalore"));
    expect((await slugs(db(), "नीट बेंगलुरु")).sort()).toEqual(BENGALURU_MEDICAL);
  });

  test("a full match on both words comes first, in Devanagari as in English", async () => {
    await initialiseDatabase(db(), { demoData: true });
    expect(await slugs(db(), "आईआईटी बॉम्बे")).toEqual(["indian-institute-of-technology-bombay"]);
    expect(await slugs(db(), "आईआईटी बॉम्बे")).toEqual(await slugs(db(), "IIT bombay"));
    // A place no IIT is in: the IITs, marked as having only some of the words, in both scripts.
    const patna = await searchColleges(db(), { q: "आईआईटी पटना" });
    expect(patna).toMatchObject({ total: 3, partial: true });
    expect(patna).toEqual(await searchColleges(db(), { q: "iit patna" }));
  });

  test("no college with every word: the closest, marked partial; nothing at all: none", async () => {
    await initialiseDatabase(db(), { demoData: true });
    const partial = await searchColleges(db(), { q: "mbbs jamshedpur" });
    expect(partial.partial).toBe(true);
    expect(partial.total).toBeGreaterThan(0);
    expect((await searchColleges(db(), { q: "100%_" })).total).toBe(0);
    // Symbols, other scripts and Hindi words the glossary does not map find nothing, and never every college.
    for (const q of ["%", "_", "\\", "' OR '1'='1", "🎓", "பொறியியல்", "नमस्ते"]) {
      expect((await searchColleges(db(), { q })).total, q).toBe(0);
    }
    expect((await searchColleges(db(), { q: "constructor" })).total).toBe(0);
    // Only stop words: the whole catalogue, in name order.
    const all = await searchColleges(db(), { q: "best colleges in india", pageSize: 50 });
    expect(all.total).toBe(26);
    expect(all.partial).toBe(false);
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

  test("a change to the catalogue is searchable at once: the index follows the content version", async () => {
    await initialiseDatabase(db(), { demoData: true });
    expect(await slugs(db(), "rvce")).toEqual(["rv-college-of-engineering"]);
    await db()
      .updateTable("colleges")
      .set({ short_names: "Rashtreeya Vidyalaya" })
      .where("slug", "=", "pes-university")
      .execute();
    expect(await slugs(db(), "rashtreeya")).toEqual(["pes-university"]);
    expect(await slugs(db(), "vlsi")).toEqual(["rv-college-of-engineering"]);
    await db().deleteFrom("courses").where("name", "like", "%VLSI%").execute();
    expect(await slugs(db(), "vlsi")).toEqual([]);
  });
});

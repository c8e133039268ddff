import { expect, test } from "vitest";
import { contentVersion } from "#app/db/content-version.server";
import { addCollegeFacts, collegeFacts } from "#app/features/college-facts/college-facts.server";
import {
  CollegeFactsSchema,
  CutoffSchema,
  NirfRankingSchema,
  PlacementStatsSchema,
  AccreditationSchema,
  lastFactYear,
  type CutoffInput,
} from "#app/features/college-facts/fact-schemas";
import { createCollege, deleteCollege } from "#app/features/colleges/colleges.server";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

const source = "JoSAA 2026";

/** One seat's cut-off, with the fields a test does not care about filled in. */
const cutoff = (fields: Partial<CutoffInput>): CutoffInput => ({
  exam: "JEE Advanced",
  year: 2026,
  round: 6,
  branch: "Computer Science and Engineering",
  category: "open",
  quota: "all-india",
  pool: "gender-neutral",
  opening_rank: 1,
  closing_rank: 100,
  source,
  ...fields,
});

/** The first refusal's message of a schema's parse. */
const refusal = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

test("the fact schemas refuse bad figures with words staff can act on", () => {
  expect(refusal(CutoffSchema, cutoff({ opening_rank: 500, closing_rank: 100 }))).toBe(
    "The opening rank must not be after the closing rank",
  );
  expect(refusal(CutoffSchema, cutoff({ closing_rank: 0 }))).toBe("The closing rank must be 1 or more");
  expect(refusal(CutoffSchema, cutoff({ closing_rank: 10.5 }))).toBe("The closing rank must be a whole number");
  expect(refusal(CutoffSchema, { ...cutoff({}), closing_rank: "many" })).toBe("The closing rank must be a number");
  expect(refusal(CutoffSchema, cutoff({ year: 1999 }))).toBe("The year must be 2000 or later");
  expect(refusal(CutoffSchema, cutoff({ year: lastFactYear() + 1 }))).toBe("The year cannot be later than next year");
  expect(refusal(CutoffSchema, { ...cutoff({}), category: "general" })).toMatch(
    /^The category must be one of: open, ews/,
  );
  expect(refusal(CutoffSchema, cutoff({ source: " " }))).toBe("Name the source");
  expect(
    refusal(NirfRankingSchema, { category: "engineering", year: 2026, source, rank: 3, rank_band: "101-150" }),
  ).toBe("Give either a rank or a rank band, not both");
  expect(refusal(NirfRankingSchema, { category: "engineering", year: 2026, source, rank_band: "150-101" })).toBe(
    "A rank band goes from a lower rank to a higher one, like 101-150",
  );
  expect(
    refusal(PlacementStatsSchema, {
      programme: "B.Tech",
      year: 2026,
      source,
      students_eligible: 10,
      students_placed: 11,
    }),
  ).toBe("More students placed than were eligible");
  expect(refusal(AccreditationSchema, { body: "naac", grade: "A+++", cycle: 1, year: 2024, source })).toMatch(
    /^The NAAC grade must be one of: A\+\+, A\+/,
  );
  // A CSV cell or a form field is text: numbers in it are read as numbers.
  expect(CutoffSchema.parse({ ...cutoff({}), year: "2025", opening_rank: "12", closing_rank: "340" })).toMatchObject({
    year: 2025,
    opening_rank: 12,
    closing_rank: 340,
    is_sample: false,
  });
});

describeEachEngine("a college's facts", (db) => {
  async function collegeWithFacts() {
    const college = await createCollege(db(), collegeInput({}));
    await addCollegeFacts(db(), college.id, {
      nirf: [
        { category: "engineering", rank: 9, year: 2025, source: "NIRF 2025" },
        { category: "engineering", rank: 7, year: 2026, source: "NIRF 2026" },
        { category: "overall", rank_band: "101-150", year: 2026, source: "NIRF 2026" },
      ],
      accreditations: [
        { body: "naac", grade: "A+", cycle: 3, valid_until: "2029-03-31", year: 2024, source: "NAAC" },
        { body: "nba", programme: "B.Tech Civil Engineering", year: 2025, source: "NBA" },
      ],
      intake: [
        { programme: "B.Tech CSE", seats: 120, year: 2025, source: "AICTE" },
        { programme: "B.Tech CSE", seats: 180, year: 2026, source: "AICTE" },
      ],
      placements: [
        {
          programme: "B.Tech",
          year: 2026,
          students_eligible: 200,
          students_placed: 180,
          median_package_inr: 1_850_000,
          source: "NIRF 2026",
        },
      ],
      cutoffs: [
        // Last year's final round: the page's rows.
        cutoff({ branch: "Civil Engineering", closing_rank: 4_000, opening_rank: 2_500 }),
        cutoff({ closing_rank: 300 }),
        cutoff({ closing_rank: 520, pool: "female-only" }),
        cutoff({ closing_rank: 60, category: "sc" }),
        // An earlier round and an earlier year: not shown.
        cutoff({ round: 1, closing_rank: 250 }),
        cutoff({ year: 2025, closing_rank: 280 }),
        // Another exam's latest year is its own.
        cutoff({ exam: "JEE Main", year: 2025, round: 5, quota: "home-state", closing_rank: 9_000 }),
      ],
    });
    return college;
  }

  test("a college page reads the latest NIRF, intake and placements, and the last closing ranks of the chosen category", async () => {
    const college = await collegeWithFacts();
    const open = await collegeFacts(db(), college.id, "open");
    expect(open.nirf).toEqual([
      { category: "engineering", rank: 7, rank_band: null, year: 2026, source: "NIRF 2026", is_sample: 0 },
      { category: "overall", rank: null, rank_band: "101-150", year: 2026, source: "NIRF 2026", is_sample: 0 },
    ]);
    expect(open.accreditations.map((row) => [row.body, row.grade, row.programme])).toEqual([
      ["nba", null, "B.Tech Civil Engineering"],
      ["naac", "A+", null],
    ]);
    expect(open.intake.map((row) => [row.programme, row.year, row.seats])).toEqual([["B.Tech CSE", 2026, 180]]);
    expect(open.placements).toEqual([
      expect.objectContaining({
        programme: "B.Tech",
        year: 2026,
        students_placed: 180,
        median_package_inr: 1_850_000,
        highest_package_inr: null,
      }),
    ]);
    expect(open.cutoffs.map((row) => [row.exam, row.year, row.round, row.branch, row.pool, row.closing_rank])).toEqual([
      ["JEE Advanced", 2026, 6, "Civil Engineering", "gender-neutral", 4_000],
      ["JEE Advanced", 2026, 6, "Computer Science and Engineering", "female-only", 520],
      ["JEE Advanced", 2026, 6, "Computer Science and Engineering", "gender-neutral", 300],
      ["JEE Main", 2025, 5, "Computer Science and Engineering", "gender-neutral", 9_000],
    ]);
    expect(open.hasCutoffs).toBe(true);

    const sc = await collegeFacts(db(), college.id, "sc");
    expect(sc.cutoffs.map((row) => row.closing_rank)).toEqual([60]);
    const st = await collegeFacts(db(), college.id, "st");
    expect([st.cutoffs, st.hasCutoffs]).toEqual([[], true]);
  });

  test("bad facts write nothing; a repeated seat is refused by the table's key; facts go with their college", async () => {
    const college = await createCollege(db(), collegeInput({}));
    const before = await collegeFacts(db(), college.id, "open");
    await expect(
      addCollegeFacts(db(), college.id, {
        intake: [{ programme: "MBA", seats: 60, year: 2026, source }],
        cutoffs: [cutoff({ opening_rank: 9, closing_rank: 3 })],
      }),
    ).rejects.toThrow("The opening rank must not be after the closing rank");
    expect(await collegeFacts(db(), college.id, "open")).toEqual(before);

    await addCollegeFacts(db(), college.id, { cutoffs: [cutoff({})] });
    await expect(
      addCollegeFacts(db(), college.id, {
        intake: [{ programme: "MBA", seats: 60, year: 2026, source }],
        cutoffs: [cutoff({ closing_rank: 101 })],
      }),
    ).rejects.toThrow();
    const after = await collegeFacts(db(), college.id, "open");
    expect([after.intake, after.cutoffs.map((row) => row.closing_rank)]).toEqual([[], [100]]);

    // A public page shows them: a write empties every process's page cache.
    const version = await contentVersion(db());
    await addCollegeFacts(db(), college.id, { nirf: [{ category: "engineering", rank: 50, year: 2026, source }] });
    expect(await contentVersion(db())).toBeGreaterThan(version);

    await deleteCollege(db(), college.id);
    const left = await db().selectFrom("cutoffs").select("id").where("college_id", "=", college.id).execute();
    expect(left).toEqual([]);
  });

  test("the schema of all facts at once defaults every kind to none", () => {
    expect(CollegeFactsSchema.parse({})).toEqual({
      nirf: [],
      accreditations: [],
      intake: [],
      placements: [],
      cutoffs: [],
    });
  });
});

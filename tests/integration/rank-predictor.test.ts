import { expect, test } from "vitest";
import { addCollegeFacts } from "#app/features/college-facts/college-facts.server";
import type { CutoffInput } from "#app/features/college-facts/fact-schemas";
import { createCollege } from "#app/features/colleges/colleges.server";
import { predictorLeadDetails } from "#app/features/predictor/predictor-lead.server";
import { PICK_PREFIX, readPredictorQuery, type PredictorQuery } from "#app/features/predictor/predictor-query";
import { predictorExams, predictSeats } from "#app/features/predictor/predictor.server";
import type { DB } from "#app/db/db.server";
import { collegeInput } from "../factories";
import { describeEachEngine } from "../setup/test-database";

/** One seat's cut-off: JEE Main 2026's final round (6), Open, All India, gender-neutral, unless told. */
const seat = (fields: Partial<CutoffInput>): CutoffInput => ({
  exam: "JEE Main",
  year: 2026,
  round: 6,
  branch: "Computer Science",
  category: "open",
  quota: "all-india",
  pool: "gender-neutral",
  opening_rank: 1,
  closing_rank: 1_000,
  source: "JoSAA 2026",
  ...fields,
});

async function college(db: DB, name: string, state: string, cutoffs: CutoffInput[]) {
  const made = await createCollege(db, collegeInput({ name, state }));
  await addCollegeFacts(db, made.id, { cutoffs });
  return made;
}

/**
 * The test's data, worked out by hand for rank 1,000 from Karnataka (Open, gender-neutral):
 * likely is a closing rank of 1,100 or more, possible 1,000 to 1,099, reach 900 to 999.
 */
async function predictorData(db: DB) {
  await college(db, "Alpha Institute", "Karnataka", [
    seat({ closing_rank: 1_500 }),
    seat({ year: 2025, closing_rank: 1_400 }),
    seat({ year: 2024, closing_rank: 1_300 }),
    // An earlier round of the latest year: not the last closing rank.
    seat({ round: 1, closing_rank: 800 }),
  ]);
  await college(db, "Beta College", "Maharashtra", [seat({ branch: "Electronics", closing_rank: 1_050 })]);
  await college(db, "Gamma University", "Karnataka", [
    // At home: the Home State seat counts, its Other State seat does not.
    seat({ quota: "home-state", closing_rank: 1_099 }),
    seat({ quota: "other-state", closing_rank: 2_000 }),
  ]);
  await college(db, "Delta Institute", "Tamil Nadu", [
    // Away from home: the Other State seat counts, the Home State seat does not.
    seat({ quota: "home-state", closing_rank: 5_000 }),
    seat({ quota: "other-state", closing_rank: 950 }),
  ]);
  await college(db, "Epsilon College", "Maharashtra", [
    seat({ closing_rank: 899 }),
    seat({ branch: "Mechanical", closing_rank: 900 }),
  ]);
  await college(db, "Zeta College", "Delhi", [
    seat({ closing_rank: 1_100 }),
    // Another category, another pool, another exam, an older year only: none of them listed.
    seat({ category: "sc", closing_rank: 5_000 }),
    seat({ pool: "female-only", closing_rank: 3_000 }),
    seat({ exam: "JEE Advanced", closing_rank: 1_200 }),
    seat({ branch: "Chemical", year: 2025, closing_rank: 5_000 }),
  ]);
}

const ask = (fields: Partial<PredictorQuery> = {}): PredictorQuery => ({
  exam: "JEE Main",
  rank: 1_000,
  category: "open",
  state: "Karnataka",
  pool: "gender-neutral",
  ...fields,
});

const listed = (prediction: Awaited<ReturnType<typeof predictSeats>>) =>
  Object.fromEntries(
    Object.entries(prediction.groups).map(([group, seats]) => [
      group,
      seats.map((row) => `${row.name} / ${row.branch} / ${row.quota} / ${row.closingRank}`),
    ]),
  );

test("the predictor's question is read from the address, and a bad one is refused by name", () => {
  const exams = ["JEE Main"];
  const read = (query: string) => readPredictorQuery(new URLSearchParams(query), exams);
  expect(read("")).toEqual({ state: "empty" });
  expect(read("exam=JEE+Main&rank=12%2C000&category=obc-ncl&state=Karnataka&pool=female-only")).toMatchObject({
    state: "ok",
    query: { exam: "JEE Main", rank: 12_000, category: "obc-ncl", state: "Karnataka", pool: "female-only" },
  });
  expect(read("exam=JEE+Main&rank=5&state=")).toMatchObject({ state: "ok", query: { state: null, category: "open" } });
  const problems = (query: string) => {
    const answer = read(query);
    return answer.state === "invalid" ? answer.problems : answer.state;
  };
  expect(problems("exam=JEE+Main&rank=0")).toEqual({ rank: "rankTooSmall" });
  expect(problems("exam=JEE+Main&rank=abc")).toEqual({ rank: "rankNotNumber" });
  expect(problems("exam=JEE+Main&rank=-5")).toEqual({ rank: "rankNotNumber" });
  expect(problems("exam=JEE+Main&rank=")).toEqual({ rank: "rankMissing" });
  expect(problems("exam=JEE+Main&rank=99999999")).toEqual({ rank: "rankTooLarge" });
  expect(problems("exam=CAT&rank=10")).toEqual({ exam: "examUnknown" });
  expect(problems("rank=10&category=general&state=Atlantis&pool=mixed")).toEqual({
    exam: "examMissing",
    category: "categoryUnknown",
    state: "stateUnknown",
    pool: "poolUnknown",
  });
});

describeEachEngine("the rank predictor", (db) => {
  test("a rank between colleges' closing ranks lists exactly the seats worked out by hand, in their groups", async () => {
    await predictorData(db());
    expect(await predictorExams(db())).toEqual(["JEE Advanced", "JEE Main"]);
    const prediction = await predictSeats(db(), ask());
    expect(prediction).toMatchObject({ year: 2026, round: 6 });
    expect(listed(prediction)).toEqual({
      likely: [
        "Zeta College / Computer Science / all-india / 1100",
        "Alpha Institute / Computer Science / all-india / 1500",
      ],
      possible: [
        "Beta College / Electronics / all-india / 1050",
        "Gamma University / Computer Science / home-state / 1099",
      ],
      // Nearest the rank first.
      reach: [
        "Delta Institute / Computer Science / other-state / 950",
        "Epsilon College / Mechanical / all-india / 900",
      ],
    });
    // The trend: each year's final round, oldest first.
    expect(prediction.groups.likely[1]!.trend).toEqual([
      { year: 2024, closing: 1_300 },
      { year: 2025, closing: 1_400 },
      { year: 2026, closing: 1_500 },
    ]);
  });

  test("without a home state only All India seats are listed", async () => {
    await predictorData(db());
    expect(listed(await predictSeats(db(), ask({ state: null })))).toEqual({
      likely: [
        "Zeta College / Computer Science / all-india / 1100",
        "Alpha Institute / Computer Science / all-india / 1500",
      ],
      possible: ["Beta College / Electronics / all-india / 1050"],
      reach: ["Epsilon College / Mechanical / all-india / 900"],
    });
  });

  test("the counsellor's enquiry carries the question and the seats ticked, only ones the list showed", async () => {
    await predictorData(db());
    const page = new URL(
      "http://localhost/predictor?exam=JEE+Main&rank=1000&category=open&state=Karnataka&pool=gender-neutral",
    );
    const prediction = await predictSeats(db(), ask());
    const alpha = prediction.groups.likely[1]!;
    const details = await predictorLeadDetails(db(), page, {
      [`${PICK_PREFIX}0-1`]: `${alpha.slug}|all-india|Computer Science`,
      // Forged: no such seat was listed.
      [`${PICK_PREFIX}9-9`]: "some-college|all-india|Computer Science",
    });
    expect(details).toEqual({
      collegeName: "Alpha Institute",
      note: [
        "Rank predictor: JEE Main, rank 1,000, category Open, home state Karnataka, gender-neutral seats",
        "Colleges chosen (1):",
        "- Alpha Institute: Computer Science (All India), closing rank 1,500 in 2026, likely",
      ].join("\n"),
    });
    expect(await predictorLeadDetails(db(), new URL("http://localhost/predictor?rank=0"), {})).toBeUndefined();
  });
});

import type { z } from "zod";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import type { EditedFact } from "./fact-forms";
import { Refusal } from "#app/utils/refusal";
import {
  AccreditationSchema,
  IntakeSchema,
  NirfRankingSchema,
  PlacementStatsSchema,
  type AccreditationInput,
  type IntakeInput,
  type NirfRankingInput,
  type PlacementStatsInput,
} from "./fact-schemas";

/**
 * Staff editing a college's facts (the college's Facts page, issue 46 item 2): each kind checked
 * by its schema (fact-schemas.ts), so a bad figure is refused with the schema's words and
 * nothing changes. A rank, intake or placement row for a year already held is replaced (the
 * table's unique key), as an import does; accreditations are added and deleted.
 */

/** The schema's first complaint, as a refusal the form shows (nothing is written). */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Refusal({ code: "catalogue.rule", message: result.error.issues[0]?.message ?? "Check the figures" });
  return result.data;
}

/** Staff's figures are never the demo's samples. */
const stored = (collegeId: number) => ({ college_id: collegeId, is_sample: 0, created_at: now() });

export async function saveNirfRank(db: DB, collegeId: number, input: NirfRankingInput): Promise<void> {
  const row = checked(NirfRankingSchema, input);
  await db
    .insertInto("nirf_rankings")
    .values({ ...row, ...stored(collegeId) })
    .onConflict((oc) =>
      oc.columns(["college_id", "category", "year"]).doUpdateSet({
        rank: row.rank,
        rank_band: row.rank_band,
        source: row.source,
        is_sample: 0,
      }),
    )
    .execute();
}

export async function addAccreditation(db: DB, collegeId: number, input: AccreditationInput): Promise<void> {
  const row = checked(AccreditationSchema, input);
  await db
    .insertInto("college_accreditations")
    .values(
      row.body === "naac"
        ? { ...row, ...stored(collegeId), programme: null }
        : { ...row, ...stored(collegeId), grade: null, cycle: null },
    )
    .execute();
}

export async function saveIntake(db: DB, collegeId: number, input: IntakeInput): Promise<void> {
  const row = checked(IntakeSchema, input);
  await db
    .insertInto("college_intake")
    .values({ ...row, ...stored(collegeId) })
    .onConflict((oc) =>
      oc
        .columns(["college_id", "programme", "year"])
        .doUpdateSet({ seats: row.seats, source: row.source, is_sample: 0 }),
    )
    .execute();
}

export async function savePlacementStats(db: DB, collegeId: number, input: PlacementStatsInput): Promise<void> {
  const row = checked(PlacementStatsSchema, input);
  const { programme: _p, year: _y, ...figures } = { ...row, is_sample: 0 };
  await db
    .insertInto("college_placement_stats")
    .values({ ...row, ...stored(collegeId) })
    .onConflict((oc) => oc.columns(["college_id", "programme", "year"]).doUpdateSet(figures))
    .execute();
}

/** Deletes one of the college's facts; a row of another college (or none) is left alone. */
export async function deleteFact(db: DB, collegeId: number, table: EditedFact, id: number): Promise<void> {
  await db.deleteFrom(table).where("id", "=", id).where("college_id", "=", collegeId).execute();
}

/** Every year of the college's facts but cut-offs, newest first, for its Facts page. */
export async function factsForEditing(db: DB, collegeId: number) {
  const [nirf, accreditations, intake, placements] = await Promise.all([
    db
      .selectFrom("nirf_rankings")
      .select(["id", "category", "year", "rank", "rank_band", "source", "is_sample"])
      .where("college_id", "=", collegeId)
      .orderBy("year", "desc")
      .orderBy("category")
      .execute(),
    db
      .selectFrom("college_accreditations")
      .select(["id", "body", "grade", "cycle", "programme", "valid_until", "year", "source", "is_sample"])
      .where("college_id", "=", collegeId)
      .orderBy("year", "desc")
      .orderBy("body", "desc")
      .orderBy("programme")
      .execute(),
    db
      .selectFrom("college_intake")
      .select(["id", "programme", "year", "seats", "source", "is_sample"])
      .where("college_id", "=", collegeId)
      .orderBy("year", "desc")
      .orderBy("programme")
      .execute(),
    db
      .selectFrom("college_placement_stats")
      .select([
        "id",
        "programme",
        "year",
        "students_eligible",
        "students_placed",
        "median_package_inr",
        "highest_package_inr",
        "source",
        "is_sample",
      ])
      .where("college_id", "=", collegeId)
      .orderBy("year", "desc")
      .orderBy("programme")
      .execute(),
  ]);
  return { nirf, accreditations, intake, placements };
}
export type FactsForEditing = Awaited<ReturnType<typeof factsForEditing>>;

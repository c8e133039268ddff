import type { Kysely } from "kysely";

/**
 * The rank predictor's index (issue 46, item 5; docs/decisions/087-rank-predictor.md). The first
 * one (exam, year, category, quota, pool, closing_rank) had no round: the predictor reads one
 * round (the final one of the exam's year), and without it in the index every round's rows of a
 * seat were read and thrown away, and the rows of a closing-rank range could not come in order.
 * Now the prefix names one seat of one round exactly, closing_rank is ordered within it, and the
 * college and branch ride along, so a group's nearest seats are read from the index alone.
 *
 * `colleges_state_idx`: Home State seats depend on where the college is. With it PostgreSQL finds
 * a state's colleges in one index range rather than reading each college's whole (wide) row.
 *
 * Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("cutoffs_predictor_idx").execute();
  await db.schema
    .createIndex("cutoffs_predictor_idx")
    .on("cutoffs")
    .columns(["exam", "year", "round", "category", "pool", "quota", "closing_rank", "college_id", "branch"])
    .execute();
  await db.schema.createIndex("colleges_state_idx").on("colleges").columns(["state", "id"]).execute();
}

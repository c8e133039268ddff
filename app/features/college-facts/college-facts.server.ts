import { sql, type Insertable } from "kysely";
import type { DB } from "#app/db/db.server";
import { finalRoundOfLatestYear, latestNirfYear } from "./latest-rows";
import type { Database } from "#app/db/schema";
import type { SeatCategory } from "#app/db/column-values";
import { now } from "#app/utils/clock";
import { CollegeFactsSchema, type CollegeFactsInput } from "./fact-schemas";

/** Rows per insert: well under either engine's limit of bound values (13 columns a cut-off). */
const CHUNK = 500;

type FactTable = "nirf_rankings" | "college_accreditations" | "college_intake" | "college_placement_stats" | "cutoffs";

async function insertChunked<T extends FactTable>(db: DB, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot tie a generic table name to its row type; `rows` is typed by the same T.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}

/**
 * Adds a college's facts of every kind, each checked by its schema first (fact-schemas.ts): a bad
 * figure throws the schema's error and nothing is written. All or nothing. The demo seed and
 * the tests write through this; a row that repeats a stored one's key (the same rank, seat or
 * year) is refused by the table's unique key.
 */
export async function addCollegeFacts(db: DB, collegeId: number, input: CollegeFactsInput): Promise<void> {
  const facts = CollegeFactsSchema.parse(input);
  const created_at = now();
  const base = { college_id: collegeId, created_at };
  const sample = (row: { is_sample: boolean }) => ({ ...base, is_sample: row.is_sample ? 1 : 0 });
  // Inside the caller's transaction when there is one (the demo seed's), else in its own.
  const inOneTransaction = (write: (trx: DB) => Promise<void>) =>
    db.isTransaction ? write(db) : db.transaction().execute(write);
  await inOneTransaction(async (trx) => {
    await insertChunked(
      trx,
      "nirf_rankings",
      facts.nirf.map((row) => ({ ...row, ...sample(row) })),
    );
    await insertChunked(
      trx,
      "college_accreditations",
      facts.accreditations.map((row) =>
        row.body === "naac"
          ? { ...row, ...sample(row), programme: null }
          : { ...row, ...sample(row), grade: null, cycle: null },
      ),
    );
    await insertChunked(
      trx,
      "college_intake",
      facts.intake.map((row) => ({ ...row, ...sample(row) })),
    );
    await insertChunked(
      trx,
      "college_placement_stats",
      facts.placements.map((row) => ({ ...row, ...sample(row) })),
    );
    await insertChunked(
      trx,
      "cutoffs",
      facts.cutoffs.map((row) => ({ ...row, ...sample(row) })),
    );
  });
}

const PROVENANCE = ["year", "source", "is_sample"] as const;

/** The college's NIRF ranks, each list's latest year only, best rank first. */
async function latestNirf(db: DB, collegeId: number) {
  return (
    db
      .selectFrom("nirf_rankings as n")
      .select(["n.category", "n.rank", "n.rank_band", "n.year", "n.source", "n.is_sample"])
      .where("n.college_id", "=", collegeId)
      .where(latestNirfYear)
      // A band after every rank, on both engines (SQLite sorts nulls first, PostgreSQL last).
      .orderBy(sql`case when n.rank is null then 1 else 0 end`)
      .orderBy("n.rank")
      .orderBy("n.category")
      .execute()
  );
}

/** Rows of a yearly fact table: the college's latest year's only. */
async function latestYear(db: DB, table: "college_intake" | "college_placement_stats", collegeId: number) {
  const row = await db
    .selectFrom(table)
    .select(({ fn }) => fn.max("year").as("year"))
    .where("college_id", "=", collegeId)
    .executeTakeFirst();
  return row?.year ?? null;
}

/**
 * The final round's opening and closing ranks of one category at a college, for each exam's
 * latest year held: by exam, then branch, quota and pool.
 */
async function lastClosingRanks(db: DB, collegeId: number, category: SeatCategory) {
  return db
    .selectFrom("cutoffs as c")
    .select([
      "c.exam",
      "c.round",
      "c.branch",
      "c.quota",
      "c.pool",
      "c.opening_rank",
      "c.closing_rank",
      ...PROVENANCE.map((column) => `c.${column}` as const),
    ])
    .where("c.college_id", "=", collegeId)
    .where("c.category", "=", category)
    .where(finalRoundOfLatestYear)
    .orderBy("c.exam")
    .orderBy("c.branch")
    .orderBy("c.quota")
    .orderBy("c.pool")
    .execute();
}

/**
 * What a college page shows of the facts: its NIRF ranks, accreditation, the latest year's intake
 * and placements, and the last closing ranks for `category`.
 */
export async function collegeFacts(db: DB, collegeId: number, category: SeatCategory) {
  const [nirf, accreditations, intakeYear, placementYear, cutoffs, anyCutoff] = await Promise.all([
    latestNirf(db, collegeId),
    db
      .selectFrom("college_accreditations")
      .select(["body", "grade", "cycle", "programme", "valid_until", ...PROVENANCE])
      .where("college_id", "=", collegeId)
      .orderBy("body", "desc")
      .orderBy("year", "desc")
      .orderBy("programme")
      .execute(),
    latestYear(db, "college_intake", collegeId),
    latestYear(db, "college_placement_stats", collegeId),
    lastClosingRanks(db, collegeId, category),
    db.selectFrom("cutoffs").select("id").where("college_id", "=", collegeId).limit(1).executeTakeFirst(),
  ]);
  const [intake, placements] = await Promise.all([
    intakeYear === null
      ? []
      : db
          .selectFrom("college_intake")
          .select(["programme", "seats", ...PROVENANCE])
          .where("college_id", "=", collegeId)
          .where("year", "=", intakeYear)
          .orderBy("programme")
          .execute(),
    placementYear === null
      ? []
      : db
          .selectFrom("college_placement_stats")
          .select([
            "programme",
            "students_eligible",
            "students_placed",
            "median_package_inr",
            "highest_package_inr",
            ...PROVENANCE,
          ])
          .where("college_id", "=", collegeId)
          .where("year", "=", placementYear)
          .orderBy("programme")
          .execute(),
  ]);
  return { category, nirf, accreditations, intake, placements, cutoffs, hasCutoffs: anyCutoff !== undefined };
}

export type CollegeFacts = Awaited<ReturnType<typeof collegeFacts>>;

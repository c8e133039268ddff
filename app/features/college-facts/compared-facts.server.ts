import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { finalRoundOfLatestYear, latestNirfYear } from "./latest-rows";
import { SEAT_QUOTAS, type NirfCategory, type SeatQuota } from "#app/db/column-values";

/**
 * The facts the compare page sets side by side (issue 46, item 3), for every compared college at
 * once: one query per fact table, whatever the number of colleges (a college page reads its own
 * with collegeFacts). Each figure keeps its source, year and sample flag.
 */

/** Where a figure comes from, as each table's rows carry it. */
export interface FactProvenance {
  source: string;
  year: number;
  is_sample: number;
}

export interface ComparedFacts {
  /** The latest year's rank in each NIRF list the college is in, best first. */
  nirf: (FactProvenance & { category: NirfCategory; rank: number | null; rank_band: string | null })[];
  /** Its latest NAAC grade. */
  naac: (FactProvenance & { grade: string; cycle: number }) | null;
  /** Seats over every course of its latest intake year. */
  intake: (FactProvenance & { seats: number }) | null;
  /** The latest year's placements of its largest programme (most students eligible). */
  placement:
    | (FactProvenance & {
        programme: string;
        students_eligible: number;
        students_placed: number;
        median_package_inr: number | null;
      })
    | null;
  /**
   * Open, gender-neutral: the final round of each exam's latest year, as the lowest and highest
   * closing rank over its branches. All India where the exam fills seats that way; where it
   * fills them by state (JEE Main at an NIT), the home-state and other-state figures instead.
   */
  closing: (FactProvenance & {
    exam: string;
    quota: SeatQuota;
    round: number;
    lowest: number;
    highest: number;
    branches: number;
  })[];
}

const PROVENANCE = ["source", "year", "is_sample"] as const;

/** The provenance of several rows read as one figure: the first row's source and the latest year. */
function provenanceOf(rows: readonly FactProvenance[]): FactProvenance {
  return {
    source: [...new Set(rows.map((row) => row.source))].join("; "),
    year: Math.max(...rows.map((row) => row.year)),
    is_sample: rows.some((row) => row.is_sample) ? 1 : 0,
  };
}

/** Rows grouped by college, each group in the query's order. */
function byCollege<Row extends { college_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.college_id, [...(groups.get(row.college_id) ?? []), row]);
  return groups;
}

/** Of each college's rows (newest year first), those of its latest year. */
function latestYearOf<Row extends { year: number }>(rows: readonly Row[] | undefined): Row[] {
  const latest = rows?.[0]?.year;
  return (rows ?? []).filter((row) => row.year === latest);
}

function readNirf(db: DB, ids: number[]) {
  return (
    db
      .selectFrom("nirf_rankings as n")
      .select(["n.college_id", "n.category", "n.rank", "n.rank_band", "n.source", "n.year", "n.is_sample"])
      .where("n.college_id", "in", ids)
      .where(latestNirfYear)
      // A band after every rank, on both engines (SQLite sorts nulls first, PostgreSQL last).
      .orderBy(sql`case when n.rank is null then 1 else 0 end`)
      .orderBy("n.rank")
      .orderBy("n.category")
      .execute()
  );
}

function readClosingRanks(db: DB, ids: number[]) {
  return db
    .selectFrom("cutoffs as c")
    .select(({ fn }) => [
      "c.college_id",
      "c.exam",
      "c.quota",
      "c.year",
      "c.round",
      fn.min("c.closing_rank").as("lowest"),
      fn.max("c.closing_rank").as("highest"),
      fn.count<number | string>("c.branch").distinct().as("branches"),
      fn.min("c.source").as("source"),
      fn.max("c.is_sample").as("is_sample"),
    ])
    .where("c.college_id", "in", ids)
    .where("c.category", "=", "open")
    .where("c.pool", "=", "gender-neutral")
    .where(finalRoundOfLatestYear)
    .groupBy(["c.college_id", "c.exam", "c.quota", "c.year", "c.round"])
    .orderBy("c.exam")
    .execute();
}

/**
 * Of one college's closing figures (by exam), what compare shows: each exam's All India figure,
 * or, for an exam that fills its seats by state, its home-state and then other-state figures, so
 * an NIT is compared on the ranks it closed at rather than shown as "Not listed".
 */
function comparableQuotas<Row extends { exam: string; quota: SeatQuota }>(rows: readonly Row[]): Row[] {
  const allIndia = new Set(rows.filter((row) => row.quota === "all-india").map((row) => row.exam));
  return rows
    .filter((row) => row.quota === "all-india" || !allIndia.has(row.exam))
    .sort((a, b) => a.exam.localeCompare(b.exam) || SEAT_QUOTAS.indexOf(a.quota) - SEAT_QUOTAS.indexOf(b.quota));
}

/**
 * The compared colleges' facts, by college id: five queries in all (NIRF, NAAC, intake,
 * placements, closing ranks), run side by side. A college with no figure of a kind has none.
 */
export async function comparedFacts(db: DB, collegeIds: readonly number[]): Promise<Record<number, ComparedFacts>> {
  const ids = [...new Set(collegeIds)];
  if (ids.length === 0) return {};
  const [nirf, naac, intake, placements, closing] = await Promise.all([
    readNirf(db, ids),
    db
      .selectFrom("college_accreditations")
      .select(["college_id", "grade", "cycle", ...PROVENANCE])
      .where("college_id", "in", ids)
      .where("body", "=", "naac")
      .orderBy("year", "desc")
      .orderBy("cycle", "desc")
      .execute(),
    // Every year's rows, newest first: a college holds a few dozen, and its latest year is kept below.
    db
      .selectFrom("college_intake")
      .select(["college_id", "seats", ...PROVENANCE])
      .where("college_id", "in", ids)
      .orderBy("year", "desc")
      .execute(),
    db
      .selectFrom("college_placement_stats")
      .select(["college_id", "programme", "students_eligible", "students_placed", "median_package_inr", ...PROVENANCE])
      .where("college_id", "in", ids)
      .orderBy("year", "desc")
      .orderBy("students_eligible", "desc")
      .orderBy("programme")
      .execute(),
    readClosingRanks(db, ids),
  ]);
  const [nirfOf, naacOf, intakeOf, placementOf, closingOf] = [
    byCollege(nirf),
    byCollege(naac),
    byCollege(intake),
    byCollege(placements),
    byCollege(closing),
  ];
  const facts = (id: number): ComparedFacts => {
    const grade = naacOf.get(id)?.[0];
    const seats = latestYearOf(intakeOf.get(id));
    const placement = latestYearOf(placementOf.get(id))[0];
    return {
      nirf: (nirfOf.get(id) ?? []).map(({ college_id: _, ...row }) => row),
      naac: grade?.grade ? { ...provenanceOf([grade]), grade: grade.grade, cycle: grade.cycle ?? 1 } : null,
      intake:
        seats.length > 0 ? { ...provenanceOf(seats), seats: seats.reduce((sum, row) => sum + row.seats, 0) } : null,
      placement: placement ? { ...placement, ...provenanceOf([placement]) } : null,
      // PostgreSQL gives count(*) as a bigint, which pg gives as a string.
      closing: comparableQuotas(closingOf.get(id) ?? []).map((row) => ({
        exam: row.exam,
        quota: row.quota,
        round: row.round,
        lowest: Number(row.lowest),
        highest: Number(row.highest),
        branches: Number(row.branches),
        ...provenanceOf([{ source: row.source, year: row.year, is_sample: Number(row.is_sample) }]),
      })),
    };
  };
  return Object.fromEntries(ids.map((id) => [id, facts(id)]));
}

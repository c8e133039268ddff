import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import type { SeatQuota } from "#app/db/column-values";
import { GROUPS, PER_GROUP, type PredictorGroup, type PredictorQuery } from "./predictor-query";

/**
 * The rank predictor's reads (issue 46, items 4 and 5; docs/decisions/087-rank-predictor.md).
 * Read-only over college-facts' `cutoffs` and colleges' `colleges`: the predictor writes nothing.
 *
 * "Last closing rank" is the closing rank of the final round of the latest year we hold for the
 * exam; a seat's trend is its final round's closing rank in each of the last TREND_YEARS years.
 * Every read stays on an index (`cutoffs_predictor_idx`, `cutoffs_key`, the colleges' key), so it
 * costs the same at 500,000 cut-offs as at 500 (the bench's predictor section).
 */

/** Years of closing ranks a seat's trend shows. */
const TREND_YEARS = 5;
/** Exams the form offers at most. */
const MAX_EXAMS = 50;

/**
 * The exams we hold closing ranks for, by name. A loose index scan (each next name is one seek
 * on the index), so it does not read every cut-off to find a handful of names.
 */
export async function predictorExams(db: DB): Promise<string[]> {
  const { rows } = await sql<{ exam: string }>`
    with recursive names(exam, n) as (
      select min(exam), 1 from cutoffs
      union all
      select (select min(c.exam) from cutoffs c where c.exam > names.exam), n + 1
      from names where names.exam is not null and n < ${MAX_EXAMS}
    )
    select exam from names where exam is not null`.execute(db);
  return rows.map((row) => row.exam);
}

interface FinalRound {
  year: number;
  round: number;
}

/** The exam's last TREND_YEARS years we hold, latest first, each with its final round. */
async function finalRounds(db: DB, exam: string): Promise<FinalRound[]> {
  const { rows } = await sql<FinalRound>`
    with recursive years(year, n) as (
      select max(year), 1 from cutoffs where exam = ${exam}
      union all
      select (select max(c.year) from cutoffs c where c.exam = ${exam} and c.year < years.year), n + 1
      from years where years.year is not null and n < ${TREND_YEARS}
    )
    select year, (select max(c.round) from cutoffs c where c.exam = ${exam} and c.year = years.year) as round
    from years where year is not null order by year desc`.execute(db);
  return rows.map((row) => ({ year: Number(row.year), round: Number(row.round) }));
}

/** The quotas open to the student: All India everywhere, Home State at home, Other State elsewhere. */
function quotasFor(query: PredictorQuery): SeatQuota[] {
  return query.state === null ? ["all-india"] : ["all-india", "home-state", "other-state"];
}

/** A closing-rank range of one group, and which end of it is nearest the student's rank. */
function rangeOf(group: PredictorGroup, rank: number): { from: number; to: number | null; nearest: "asc" | "desc" } {
  // Integer bounds: a closing rank c is "at least 10% beyond" r when c >= 1.1 r, i.e. c >= ceil(11 r / 10).
  const likelyFrom = Math.ceil((rank * 11) / 10);
  if (group === "likely") return { from: likelyFrom, to: null, nearest: "asc" };
  if (group === "possible") return { from: rank, to: likelyFrom - 1, nearest: "asc" };
  return { from: Math.ceil((rank * 9) / 10), to: rank - 1, nearest: "desc" };
}

/** The nearest PER_GROUP seats of one quota in one group's range. */
function seatsOf(db: DB, query: PredictorQuery, final: FinalRound, quota: SeatQuota, group: PredictorGroup) {
  const { from, to, nearest } = rangeOf(group, query.rank);
  const state = query.state ?? "";
  return (
    db
      .selectFrom("cutoffs as c")
      // A cross join with its condition below: SQLite then reads the seats first, in the index's
      // order, and stops at PER_GROUP (an inner join let it start from a state's colleges and sort
      // all their seats); PostgreSQL plans either the same way.
      .crossJoin("colleges as k")
      .whereRef("k.id", "=", "c.college_id")
      // Only the index's columns and the college's: a column of the row itself (is_sample) would cost
      // a read of every row the range passes over, not only of those kept (the trend reads it).
      .select(["c.college_id", "k.slug", "k.name", "k.state", "c.branch", "c.quota", "c.closing_rank"])
      .where("c.exam", "=", query.exam)
      .where("c.year", "=", final.year)
      .where("c.round", "=", final.round)
      .where("c.category", "=", query.category)
      .where("c.pool", "=", query.pool)
      .where("c.quota", "=", quota)
      .$if(quota === "home-state", (qb) => qb.where("k.state", "=", state))
      .$if(quota === "other-state", (qb) => qb.where("k.state", "<>", state))
      .where("c.closing_rank", ">=", from)
      .$if(to !== null, (qb) => qb.where("c.closing_rank", "<=", to!))
      // The index's own order (or its reverse), so the first PER_GROUP rows found are the answer.
      .orderBy("c.closing_rank", nearest)
      .orderBy("c.college_id", nearest)
      .orderBy("c.branch", nearest)
      .limit(PER_GROUP)
      .execute()
  );
}

type SeatRow = Awaited<ReturnType<typeof seatsOf>>[number];

const seatKey = (row: { college_id: number; branch: string; quota: string }) =>
  `${row.college_id}|${row.branch}|${row.quota}`;

interface SeatHistory {
  trend: { year: number; closing: number }[];
  /** Whether the latest year's figure is the demo's sample. */
  sample: boolean;
}

/** Each listed seat's closing rank in each year held (its final round), oldest year first. */
async function trends(db: DB, query: PredictorQuery, finals: FinalRound[], seats: SeatRow[]) {
  const byKey = new Map<string, SeatHistory>();
  if (seats.length === 0) return byKey;
  const wanted = new Set(seats.map(seatKey));
  const rows = await db
    .selectFrom("cutoffs as c")
    .select(["c.college_id", "c.branch", "c.quota", "c.year", "c.closing_rank", "c.is_sample"])
    .where("c.college_id", "in", [...new Set(seats.map((seat) => seat.college_id))])
    .where("c.exam", "=", query.exam)
    .where((eb) => eb.or(finals.map((f) => eb.and([eb("c.year", "=", f.year), eb("c.round", "=", f.round)]))))
    .where("c.category", "=", query.category)
    .where("c.pool", "=", query.pool)
    .orderBy("c.year")
    .execute();
  for (const row of rows) {
    const key = seatKey(row);
    if (!wanted.has(key)) continue;
    const history = byKey.get(key) ?? { trend: [], sample: false };
    history.trend.push({ year: row.year, closing: row.closing_rank });
    // Rows come oldest first: the last one seen is the latest year's.
    history.sample = row.is_sample === 1;
    byKey.set(key, history);
  }
  return byKey;
}

/**
 * The seats whose last closing rank is at or beyond the student's rank ("likely": 10% beyond or
 * more; "possible": less), and those up to 10% short of it ("reach"), each group nearest the
 * rank first, with each seat's trend. `year`: the admission year the closing ranks are from.
 */
export async function predictSeats(db: DB, query: PredictorQuery) {
  const finals = await finalRounds(db, query.exam);
  const latest = finals[0];
  if (!latest) return { year: null, round: null, groups: { likely: [], possible: [], reach: [] } };
  const found = await Promise.all(
    GROUPS.map(async (group) => {
      const perQuota = await Promise.all(quotasFor(query).map((quota) => seatsOf(db, query, latest, quota, group)));
      const { nearest } = rangeOf(group, query.rank);
      const sign = nearest === "asc" ? 1 : -1;
      const seats = perQuota
        .flat()
        .sort((a, b) => sign * (a.closing_rank - b.closing_rank) || a.name.localeCompare(b.name))
        .slice(0, PER_GROUP);
      return [group, seats] as const;
    }),
  );
  const trendOf = await trends(
    db,
    query,
    finals,
    found.flatMap(([, seats]) => seats),
  );
  const withTrend = (seats: SeatRow[]) =>
    seats.map((seat) => ({
      slug: seat.slug,
      name: seat.name,
      state: seat.state,
      branch: seat.branch,
      quota: seat.quota,
      closingRank: seat.closing_rank,
      sample: trendOf.get(seatKey(seat))?.sample ?? false,
      trend: trendOf.get(seatKey(seat))?.trend ?? [],
    }));
  const groups = Object.fromEntries(found.map(([group, seats]) => [group, withTrend(seats)])) as Record<
    PredictorGroup,
    ReturnType<typeof withTrend>
  >;
  return { year: latest.year, round: latest.round, groups };
}

export type Prediction = Awaited<ReturnType<typeof predictSeats>>;
export type PredictedSeat = Prediction["groups"][PredictorGroup][number];

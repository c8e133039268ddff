import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";
import { searchTerms } from "./search-abbreviations";

/** A college as a card in lists: where it is, its stream and its fee range. */
export interface CollegeCard {
  id: number;
  slug: string;
  name: string;
  logo_path: string | null;
  cities: string;
  state: string;
  university: string;
  stream: string | null;
  min_fee: number | null;
  max_fee: number | null;
  course_count: number;
}

export interface CollegeSearch {
  /** Words from the name, city or a course of a college; all must match. */
  q?: string;
  /** A category name, e.g. "Engineering". */
  stream?: string;
  state?: string;
  city?: string;
  /** Whole rupees: colleges with at least one course whose fee lies in the range. */
  feeMin?: number;
  feeMax?: number;
  page?: number;
  pageSize?: number;
}

export interface CollegeSearchResult {
  items: CollegeCard[];
  total: number;
  page: number;
  pageCount: number;
}

export async function searchColleges(db: DB, search: CollegeSearch = {}): Promise<CollegeSearchResult> {
  const pageSize = Math.min(Math.max(search.pageSize ?? 12, 1), 50);
  let query = db
    .selectFrom("colleges")
    .leftJoin("categories", "categories.id", "colleges.category_id")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("courses")
          .select((e) => [
            "courses.college_id",
            e.fn.min<number>("courses.fee_inr").as("min_fee"),
            e.fn.max<number>("courses.fee_inr").as("max_fee"),
            e.fn.countAll<number>().as("course_count"),
          ])
          .groupBy("courses.college_id")
          .as("fees"),
      (join) => join.onRef("fees.college_id", "=", "colleges.id"),
    );

  // Every word typed must appear in the college's name, its cities or one of its course names.
  for (const word of searchTerms(search.q ?? "")) {
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(colleges.name)`, "like", pattern),
        eb(sql`lower(colleges.cities)`, "like", pattern),
        eb.exists(
          eb
            .selectFrom("courses as c")
            .select("c.id")
            .whereRef("c.college_id", "=", "colleges.id")
            .where(sql`lower(c.name)`, "like", pattern),
        ),
      ]),
    );
  }
  if (search.stream) query = query.where("categories.name", "=", search.stream);
  if (search.state) query = query.where("colleges.state", "=", search.state);
  if (search.city) {
    query = query.where(sql`lower(colleges.cities)`, "like", containsPattern(search.city));
  }
  if (search.feeMin !== undefined || search.feeMax !== undefined) {
    const min = search.feeMin ?? 0;
    const max = search.feeMax ?? Number.MAX_SAFE_INTEGER;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("courses as f")
          .select("f.id")
          .whereRef("f.college_id", "=", "colleges.id")
          .where("f.fee_inr", ">=", min)
          .where("f.fee_inr", "<=", max),
      ),
    );
  }

  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = Math.min(Math.max(search.page ?? 1, 1), pageCount);
  const rows = await query
    .select([
      "colleges.id",
      "colleges.slug",
      "colleges.name",
      "colleges.logo_path",
      "colleges.cities",
      "colleges.state",
      "colleges.university",
      "categories.name as stream",
      "fees.min_fee",
      "fees.max_fee",
      "fees.course_count",
    ])
    .orderBy("colleges.name")
    .orderBy("colleges.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();

  return {
    items: rows.map((row) => ({
      ...row,
      min_fee: row.min_fee === null ? null : Number(row.min_fee),
      max_fee: row.max_fee === null ? null : Number(row.max_fee),
      course_count: Number(row.course_count ?? 0),
    })),
    total: Number(total),
    page,
    pageCount,
  };
}

/** The values the filters offer: every stream, state and city present in the catalogue. */
export async function searchFacets(db: DB): Promise<{ streams: string[]; states: string[]; cities: string[] }> {
  const [streams, places] = await Promise.all([
    db
      .selectFrom("categories")
      .innerJoin("colleges", "colleges.category_id", "categories.id")
      .select("categories.name")
      .distinct()
      .orderBy("categories.name")
      .execute(),
    db.selectFrom("colleges").select(["state", "cities"]).execute(),
  ]);
  const states = [...new Set(places.map((p) => p.state).filter(Boolean))].sort();
  const cities = [...new Set(places.flatMap((p) => p.cities.split(",").map((c) => c.trim())).filter(Boolean))].sort();
  return { streams: streams.map((s) => s.name), states, cities };
}

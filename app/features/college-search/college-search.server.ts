import { contentVersion } from "#app/db/content-version.server";
import type { DB } from "#app/db/db.server";
import { feeBounds } from "./fee-range";
import {
  buildSearchIndex,
  type CollegeCard,
  type CollegeSearchIndex,
  type IndexedCollege,
} from "./search/search-index";

export type { CollegeCard } from "./search/search-index";

export interface CollegeSearch {
  /** What the visitor typed: names, short names, places, courses, streams, with typos and old city names. */
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
  /** No college had every word typed; these have some of them, closest first. */
  partial: boolean;
}

/**
 * One index per database, with the content version it was built at. A search first reads the
 * version (one indexed row): when the catalogue has changed, through this process or another,
 * the index is built again before answering, so a page cached under the new version never holds
 * old results. Searches arriving during a build wait for that one build.
 */
const indexes = new WeakMap<DB, { version: number; index: Promise<CollegeSearchIndex> }>();

export async function collegeSearchIndex(db: DB): Promise<CollegeSearchIndex> {
  const version = await contentVersion(db);
  let entry = indexes.get(db);
  if (!entry || entry.version !== version) {
    // The version is read before the rows: a change in between leaves an index labelled older
    // than its rows, which the next search rebuilds; never the other way round.
    const built = { version, index: loadIndex(db) };
    built.index.catch(() => {
      if (indexes.get(db) === built) indexes.delete(db);
    });
    indexes.set(db, built);
    entry = built;
  }
  return entry.index;
}

async function loadIndex(db: DB): Promise<CollegeSearchIndex> {
  const [colleges, courses, exams, examList] = await Promise.all([
    db
      .selectFrom("colleges")
      .leftJoin("categories", "categories.id", "colleges.category_id")
      .select([
        "colleges.id",
        "colleges.slug",
        "colleges.name",
        "colleges.logo_path",
        "colleges.cities",
        "colleges.state",
        "colleges.university",
        "colleges.location",
        "colleges.short_names",
        "categories.name as stream",
      ])
      .execute(),
    db.selectFrom("courses").select(["college_id", "name", "fee_inr"]).orderBy("id").execute(),
    db
      .selectFrom("college_exams")
      .innerJoin("exams", "exams.id", "college_exams.exam_id")
      .select(["college_exams.college_id", "exams.name"])
      .orderBy("exams.id")
      .execute(),
    db.selectFrom("exams").select(["id", "name"]).orderBy("exam_date").orderBy("id").execute(),
  ]);
  const examsOf = new Map<number, string[]>();
  for (const exam of exams) examsOf.set(exam.college_id, [...(examsOf.get(exam.college_id) ?? []), exam.name]);
  const coursesOf = new Map<number, { names: string[]; fees: number[] }>();
  for (const course of courses) {
    let entry = coursesOf.get(course.college_id);
    if (!entry) coursesOf.set(course.college_id, (entry = { names: [], fees: [] }));
    entry.names.push(course.name);
    entry.fees.push(Number(course.fee_inr));
  }
  const indexed: IndexedCollege[] = colleges.map((college) => {
    const own = coursesOf.get(college.id) ?? { names: [], fees: [] };
    return {
      ...college,
      stream: college.stream ?? null,
      ...feeBounds(own.fees),
      course_count: own.fees.length,
      course_names: own.names,
      course_fees: own.fees,
      exam_names: examsOf.get(college.id) ?? [],
    };
  });
  return buildSearchIndex(indexed, examList);
}

/** A college as a card: what the index holds, without the texts it is searched by. */
function cardOf(college: IndexedCollege): CollegeCard {
  const { short_names: _s, location: _l, course_names: _n, course_fees: _f, exam_names: _e, ...card } = college;
  return card;
}

export async function searchColleges(db: DB, search: CollegeSearch = {}): Promise<CollegeSearchResult> {
  const pageSize = Math.min(Math.max(search.pageSize ?? 12, 1), 50);
  const index = await collegeSearchIndex(db);
  const { colleges, partial } = index.search(search.q ?? "", search);
  const total = colleges.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(search.page ?? 1, 1), pageCount);
  return {
    items: colleges.slice((page - 1) * pageSize, page * pageSize).map(cardOf),
    total,
    page,
    pageCount,
    partial,
  };
}

/** The values the filters offer: every stream, state and city present in the catalogue. */
export async function searchFacets(db: DB): Promise<{ streams: string[]; states: string[]; cities: string[] }> {
  return (await collegeSearchIndex(db)).facets;
}

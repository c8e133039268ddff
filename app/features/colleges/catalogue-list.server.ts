import { href } from "react-router";
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";
import type { Database } from "#app/db/schema";
import { formatInr } from "#app/utils/format";

/** A catalogue row as the admin list shows it: an id, a title and a few facts. */
export interface CatalogueRow {
  id: number;
  title: string;
  details: string[];
  /** Public page of the row, if it has one. */
  href?: string;
}

export type CatalogueEntityName = "colleges" | "categories" | "branches" | "courses" | "exams" | "placements";

export interface CatalogueListOptions {
  /** Words that must each appear in one of the row's searched columns (case-insensitive). */
  q: string;
  /** 1-based; past the last page, the last page is shown. */
  page: number;
  pageSize: number;
}

export interface CataloguePage {
  rows: CatalogueRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** The longest search the admin list reads; the rest is ignored. */
export const CATALOGUE_SEARCH_MAX = 100;

/* eslint-disable @typescript-eslint/no-explicit-any -- each list joins its own tables; the columns are listed as strings below */
type AnyBuilder = ExpressionBuilder<any, any>;
type AnySelect = SelectQueryBuilder<any, any, any>;
const fromAny = (db: DB, table: keyof Database): AnySelect => (db as unknown as Kysely<any>).selectFrom(table);
/* eslint-enable @typescript-eslint/no-explicit-any */

interface ListQuery {
  /** The entity's table; its `id` names a row. */
  table: keyof Database;
  /** The tables whose names the row shows beside its own. */
  join?(query: AnySelect): AnySelect;
  /** The columns a search looks in, as SQL references. */
  searched: string[];
  /** The columns selected, in the list's order. */
  select: string[];
  orderBy: string[];
  toRow(row: Record<string, unknown>): CatalogueRow;
}

const text = (value: unknown) => (value == null ? "" : String(value));

/**
 * How each entity's list is read. Searching and paging happen in SQL, so a list costs one page of
 * rows however large the catalogue grows; the searched columns match what each row shows.
 */
const LISTS: Record<CatalogueEntityName, ListQuery> = {
  colleges: {
    table: "colleges",
    searched: ["colleges.name", "colleges.cities", "colleges.state", "colleges.university"],
    select: [
      "colleges.id",
      "colleges.name",
      "colleges.cities",
      "colleges.state",
      "colleges.university",
      "colleges.slug",
    ],
    orderBy: ["colleges.name", "colleges.id"],
    toRow: (r) => ({
      id: Number(r.id),
      title: text(r.name),
      details: [`${text(r.cities)}, ${text(r.state)}`, text(r.university)],
      href: href("/:college", { college: text(r.slug) }),
    }),
  },
  categories: {
    table: "categories",
    searched: ["categories.name"],
    select: ["categories.id", "categories.name"],
    orderBy: ["categories.name", "categories.id"],
    toRow: (r) => ({ id: Number(r.id), title: text(r.name), details: [] }),
  },
  branches: {
    table: "branches",
    join: (query) => query.leftJoin("colleges", "colleges.id", "branches.college_id"),
    searched: ["branches.name", "colleges.name"],
    select: ["branches.id", "branches.name", "colleges.name as college"],
    orderBy: ["branches.college_id", "branches.name", "branches.id"],
    toRow: (r) => ({ id: Number(r.id), title: text(r.name), details: [text(r.college)] }),
  },
  courses: {
    table: "courses",
    join: (query) => query.leftJoin("colleges", "colleges.id", "courses.college_id"),
    searched: ["courses.name", "colleges.name", "courses.duration"],
    select: [
      "courses.id",
      "courses.name",
      "courses.duration",
      "courses.fee_inr",
      "courses.semesters",
      "colleges.name as college",
    ],
    orderBy: ["courses.college_id", "courses.name", "courses.id"],
    toRow: (r) => ({
      id: Number(r.id),
      title: text(r.name),
      details: [
        text(r.college),
        text(r.duration),
        `${formatInr(Number(r.fee_inr))} a year`,
        `${text(r.semesters)} semesters`,
      ],
    }),
  },
  exams: {
    table: "exams",
    join: (query) => query.leftJoin("categories", "categories.id", "exams.category_id"),
    searched: ["exams.name", "exams.exam_date", "categories.name"],
    select: ["exams.id", "exams.name", "exams.exam_date", "categories.name as category"],
    orderBy: ["exams.exam_date", "exams.name", "exams.id"],
    toRow: (r) => ({ id: Number(r.id), title: text(r.name), details: [text(r.exam_date), text(r.category)] }),
  },
  placements: {
    table: "placement_companies",
    join: (query) => query.leftJoin("colleges", "colleges.id", "placement_companies.college_id"),
    searched: ["placement_companies.company_name", "colleges.name"],
    select: ["placement_companies.id", "placement_companies.company_name", "colleges.name as college"],
    orderBy: ["placement_companies.college_id", "placement_companies.company_name", "placement_companies.id"],
    toRow: (r) => ({ id: Number(r.id), title: text(r.company_name), details: [text(r.college)] }),
  },
};

/** The entity's table with its joins. */
function rowsOf(db: DB, list: ListQuery): AnySelect {
  const query = fromAny(db, list.table);
  return list.join ? list.join(query) : query;
}

/** Every word must appear in one of the searched columns. */
function matchesEveryWord(words: string[], searched: string[]) {
  return (eb: AnyBuilder): Expression<SqlBool> =>
    eb.and(
      words.map((word) =>
        eb.or(searched.map((column) => eb(sql`lower(${sql.ref(column)})`, "like", containsPattern(word)))),
      ),
    );
}

/** One page of an entity's admin list, searched and paged in the database. */
export async function listCataloguePage(
  db: DB,
  entity: CatalogueEntityName,
  options: CatalogueListOptions,
): Promise<CataloguePage> {
  const list = LISTS[entity];
  const words = options.q.slice(0, CATALOGUE_SEARCH_MAX).toLowerCase().split(/\s+/).filter(Boolean);
  const where = matchesEveryWord(words, list.searched);
  const filtered = () => (words.length ? rowsOf(db, list).where(where) : rowsOf(db, list));

  const counted = await filtered()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / options.pageSize));
  const page = Math.min(Math.max(Math.trunc(options.page) || 1, 1), pageCount);

  let query = filtered().select(list.select);
  for (const column of list.orderBy) query = query.orderBy(column);
  const rows = await query
    .limit(options.pageSize)
    .offset((page - 1) * options.pageSize)
    .execute();
  return { rows: rows.map((row) => list.toRow(row)), total, page, pageCount };
}

/** One row by id, for the delete confirmation (whatever page it is on). */
export async function findCatalogueRow(
  db: DB,
  entity: CatalogueEntityName,
  id: number,
): Promise<CatalogueRow | undefined> {
  const list = LISTS[entity];
  const row = await rowsOf(db, list).select(list.select).where(`${list.table}.id`, "=", id).executeTakeFirst();
  return row ? list.toRow(row) : undefined;
}

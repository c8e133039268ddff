import type { DB } from "#app/db/db.server";
import type { Course } from "#app/db/schema";
import { listCoursesForColleges } from "#app/features/colleges/courses/courses.server";

/** Colleges on one page of a stream page: a phone scrolls through them, and the HTML stays small. */
export const STREAM_PAGE_SIZE = 24;
/**
 * The most course names the lead form offers. The names repeat across colleges, so a stream has
 * a few dozen whatever its size; the cap only keeps a runaway catalogue from bloating every page.
 */
const COURSE_NAMES_MAX = 200;

/** The page a stream page's address asks for (`?page=N`); anything malformed is page 1. */
export function streamPageNumber(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * One page of the colleges of a stream (category name), by id, optionally in one state, paged
 * in SQL: a stream of thousands of colleges costs one page of rows. Past the last page, the last
 * page. With `withCourses`, the courses of those colleges (the engineering page's fee table).
 * Also the stream's course names, for the lead form. An unknown stream gives empty lists, not an
 * error: the page still renders its copy.
 */
export async function streamCatalogue(
  db: DB,
  options: { stream: string; page: number; state?: string; withCourses?: boolean; pageSize?: number },
) {
  const pageSize = options.pageSize ?? STREAM_PAGE_SIZE;
  const category = await db.selectFrom("categories").select("id").where("name", "=", options.stream).executeTakeFirst();
  const inStream = () => {
    let query = db.selectFrom("colleges").where("category_id", "=", category?.id ?? -1);
    if (options.state !== undefined) query = query.where("state", "=", options.state);
    return query;
  };
  const [counted, courseNames] = await Promise.all([
    inStream()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    category ? streamCourseNames(db, category.id) : [],
  ]);
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(Math.trunc(options.page) || 1, 1), pageCount);
  const colleges = await inStream()
    .select(["id", "slug", "name", "cities", "state", "ranking"])
    .orderBy("id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const courses: Course[] = options.withCourses
    ? await listCoursesForColleges(
        db,
        colleges.map((c) => c.id),
      )
    : [];
  return { colleges, courses, courseNames, total, page, pageCount };
}

/** The distinct names of the courses a stream's colleges offer, in order. */
async function streamCourseNames(db: DB, categoryId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("courses")
    .innerJoin("colleges", "colleges.id", "courses.college_id")
    .select("courses.name")
    .distinct()
    .where("colleges.category_id", "=", categoryId)
    .orderBy("courses.name")
    .limit(COURSE_NAMES_MAX)
    .execute();
  // Sorted here too: the engines' collations order punctuation ("B.E." and "BBA") differently.
  return rows.map((row) => row.name).sort();
}

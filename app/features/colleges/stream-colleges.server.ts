import type { DB } from "#app/db/db.server";
import { listCoursesForColleges } from "#app/features/courses/courses.server";

/**
 * The colleges of one stream (category name) with their courses: what a stream page lists.
 * An unknown stream gives empty lists, not an error: the page still renders its copy.
 */
export async function streamCatalogue(db: DB, stream: string) {
  const colleges = await db
    .selectFrom("colleges")
    .innerJoin("categories", "categories.id", "colleges.category_id")
    .select(["colleges.id", "colleges.slug", "colleges.name", "colleges.cities", "colleges.state", "colleges.ranking"])
    .where("categories.name", "=", stream)
    .orderBy("colleges.id")
    .execute();
  const courses = await listCoursesForColleges(
    db,
    colleges.map((c) => c.id),
  );
  return { colleges, courses };
}

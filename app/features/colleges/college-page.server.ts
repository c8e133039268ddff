import type { DB } from "#app/db/db.server";
import { getCategoryById } from "#app/features/categories/categories.server";
import { listCourses } from "#app/features/courses/courses.server";
import { listPlacements } from "#app/features/placements/placements.server";
import { getCollegeBySlug } from "./colleges.server";

/** Everything a college page shows, or undefined for an unknown slug. */
export async function collegePage(db: DB, slug: string) {
  const college = await getCollegeBySlug(db, slug);
  if (!college) return undefined;
  const [courses, placements, category] = await Promise.all([
    listCourses(db, { collegeId: college.id }),
    listPlacements(db, { collegeId: college.id }),
    college.category_id === null ? undefined : getCategoryById(db, college.category_id),
  ]);
  return { college, courses, placements, stream: category?.name ?? null };
}

export type CollegePageData = NonNullable<Awaited<ReturnType<typeof collegePage>>>;

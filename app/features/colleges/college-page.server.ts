import type { DB } from "#app/db/db.server";
import { getCategoryById } from "#app/features/categories/categories.server";
import { listCourses } from "#app/features/colleges/courses/courses.server";
import { examsOfCollege } from "#app/features/exams/college-exams.server";
import { listPlacements } from "#app/features/colleges/placements/placements.server";
import { indiaDay } from "#app/utils/india-time";
import type { SeatCategory } from "#app/db/column-values";
import { collegeFacts } from "#app/features/college-facts/college-facts.server";
import { getCollegeBySlug } from "./colleges.server";

/**
 * Everything a college page shows, or undefined for an unknown slug. `factsFor`: the seat category
 * whose closing ranks the page shows (its picker; the routes pass Open by default). Only the
 * college page's own routes ask for the facts: the compare page and a lead's post need the
 * college, not its ranks and placements.
 */
export async function collegePage(
  db: DB,
  slug: string,
  { at = new Date(), factsFor }: { at?: Date; factsFor?: SeatCategory } = {},
) {
  const college = await getCollegeBySlug(db, slug);
  if (!college) return undefined;
  const [courses, placements, category, exams, facts] = await Promise.all([
    listCourses(db, { collegeId: college.id }),
    listPlacements(db, { collegeId: college.id }),
    college.category_id === null ? undefined : getCategoryById(db, college.category_id),
    examsOfCollege(db, college.id),
    factsFor === undefined ? undefined : collegeFacts(db, college.id, factsFor),
  ]);
  // Decided here, not while rendering, so the browser hydrates the same words the server sent.
  const today = indiaDay(at);
  return {
    college,
    courses,
    placements,
    stream: category?.name ?? null,
    exams: exams.map((exam) => ({ ...exam, past: exam.exam_date < today })),
    facts,
  };
}

export type CollegePageData = NonNullable<Awaited<ReturnType<typeof collegePage>>>;

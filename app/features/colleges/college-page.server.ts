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
 * Everything a college page shows, or undefined for an unknown slug. `category`: the seat category
 * whose closing ranks it shows (the page's picker; Open by default).
 */
export async function collegePage(
  db: DB,
  slug: string,
  { at = new Date(), category: seatCategory = "open" }: { at?: Date; category?: SeatCategory } = {},
) {
  const college = await getCollegeBySlug(db, slug);
  if (!college) return undefined;
  const [courses, placements, category, exams, facts] = await Promise.all([
    listCourses(db, { collegeId: college.id }),
    listPlacements(db, { collegeId: college.id }),
    college.category_id === null ? undefined : getCategoryById(db, college.category_id),
    examsOfCollege(db, college.id),
    collegeFacts(db, college.id, seatCategory),
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

import type { DB } from "#app/db/db.server";
import { assertCollegeExists } from "#app/features/colleges/colleges.server";
import type { Course } from "#app/db/schema";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";

export interface CourseInput {
  college_id: number;
  name: string;
  duration: string;
  /** Whole rupees. */
  fee_inr: number;
  semesters: number;
  is_sample_data?: number;
}

const columns = [
  "id",
  "college_id",
  "name",
  "duration",
  "fee_inr",
  "semesters",
  "is_sample_data",
  "created_at",
] as const;

export async function listCourses(db: DB, options: { collegeId?: number } = {}): Promise<Course[]> {
  let query = db.selectFrom("courses").select(columns).orderBy("college_id").orderBy("name").orderBy("id");
  if (options.collegeId !== undefined) query = query.where("college_id", "=", options.collegeId);
  return query.execute();
}

/** Courses of several colleges at once (the stream pages' fee tables), by college then name. */
export async function listCoursesForColleges(db: DB, collegeIds: number[]): Promise<Course[]> {
  if (collegeIds.length === 0) return [];
  return db
    .selectFrom("courses")
    .select(columns)
    .where("college_id", "in", collegeIds)
    .orderBy("college_id")
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function getCourseById(db: DB, id: number): Promise<Course | undefined> {
  return db.selectFrom("courses").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function createCourse(db: DB, input: CourseInput): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    return trx
      .insertInto("courses")
      .values({ ...values(input), created_at: now() })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updateCourse(db: DB, id: number, input: CourseInput): Promise<Course> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    const row = await trx
      .updateTable("courses")
      .set(values(input))
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This course no longer exists.");
    return row;
  });
}

export async function deleteCourse(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom("courses").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new CatalogueError("not-found", "This course no longer exists.");
}

function values(input: CourseInput) {
  return {
    college_id: input.college_id,
    name: input.name.trim(),
    duration: input.duration.trim(),
    fee_inr: input.fee_inr,
    semesters: input.semesters,
    is_sample_data: input.is_sample_data ?? 0,
  };
}

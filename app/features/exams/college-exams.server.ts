import type { DB } from "#app/db/db.server";
import { CatalogueError } from "#app/utils/catalogue-error";

/** Replaces the entrance exams a college accepts. Call inside the college's transaction. */
export async function setCollegeExams(db: DB, collegeId: number, examIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(examIds)];
  if (wanted.length > 0) {
    const found = await db.selectFrom("exams").select("id").where("id", "in", wanted).execute();
    if (found.length !== wanted.length) {
      throw new CatalogueError("invalid-reference", "One of the chosen exams no longer exists.", "exam_ids");
    }
  }
  await db.deleteFrom("college_exams").where("college_id", "=", collegeId).execute();
  if (wanted.length > 0) {
    await db
      .insertInto("college_exams")
      .values(wanted.map((exam_id) => ({ college_id: collegeId, exam_id })))
      .execute();
  }
}

/** The ids of the exams a college accepts (the edit form's ticks). */
export async function examIdsOfCollege(db: DB, collegeId: number): Promise<number[]> {
  const rows = await db.selectFrom("college_exams").select("exam_id").where("college_id", "=", collegeId).execute();
  return rows.map((row) => row.exam_id);
}

/** The entrance exams a college accepts, for its page: soonest date first, then by name. */
export async function examsOfCollege(db: DB, collegeId: number): Promise<{ name: string; exam_date: string }[]> {
  return db
    .selectFrom("college_exams")
    .innerJoin("exams", "exams.id", "college_exams.exam_id")
    .select(["exams.name", "exams.exam_date"])
    .where("college_exams.college_id", "=", collegeId)
    .orderBy("exams.exam_date")
    .orderBy("exams.name")
    .execute();
}

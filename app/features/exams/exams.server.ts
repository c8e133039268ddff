import type { DB } from "#app/db/db.server";
import { assertCategoryExists } from "#app/features/categories/categories.server";
import type { Exam } from "#app/db/schema";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";
import { WINDOW_COLUMNS, type ExamWindows } from "./exam-windows";

export interface ExamInput extends Partial<ExamWindows> {
  name: string;
  /** YYYY-MM-DD: the exam's (first) day. */
  exam_date: string;
  category_id: number;
}

const columns = ["id", "name", "exam_date", "category_id", "created_at", ...WINDOW_COLUMNS, "is_sample"] as const;

/** The columns an add or an edit writes. Staff's own dates are never the demo's sample (is_sample 0). */
function examValues(input: ExamInput) {
  const windows = Object.fromEntries(WINDOW_COLUMNS.map((column) => [column, input[column] ?? null])) as ExamWindows;
  return {
    name: input.name.trim(),
    exam_date: input.exam_date,
    category_id: input.category_id,
    ...windows,
    is_sample: 0,
  };
}

export async function listExams(db: DB, options: { categoryId?: number } = {}): Promise<Exam[]> {
  let query = db.selectFrom("exams").select(columns).orderBy("exam_date").orderBy("name");
  if (options.categoryId !== undefined) query = query.where("category_id", "=", options.categoryId);
  return query.execute();
}

export async function getExamById(db: DB, id: number): Promise<Exam | undefined> {
  return db.selectFrom("exams").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function createExam(db: DB, input: ExamInput): Promise<Exam> {
  return db.transaction().execute(async (trx) => {
    await assertCategoryExists(trx, input.category_id, "category_id");
    return trx
      .insertInto("exams")
      .values({ ...examValues(input), created_at: now() })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updateExam(db: DB, id: number, input: ExamInput): Promise<Exam> {
  return db.transaction().execute(async (trx) => {
    await assertCategoryExists(trx, input.category_id, "category_id");
    const row = await trx
      .updateTable("exams")
      .set(examValues(input))
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This exam no longer exists.");
    return row;
  });
}

export async function deleteExam(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom("exams").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new CatalogueError("not-found", "This exam no longer exists.");
}

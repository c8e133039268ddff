import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { getExamById, updateExam } from "#app/features/exams/exams.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";
import { categoryOptions } from "./category-editor.server";

export const examEditor = catalogueEditor({
  entity: "exams",
  schema: ExamFormSchema,
  choices: async (db) => ({ categories: await categoryOptions(db) }),
  current: async (db, id) => fieldValues(ExamFormSchema, await getExamById(db, id)),
  update: updateExam,
});

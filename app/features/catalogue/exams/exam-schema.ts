import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { isCalendarDay } from "#app/utils/filter-date";
import { idField } from "#app/utils/ids";

/** Add entrance exam: the spec shows no validation; the server still checks every field. */
export const ExamFormSchema = z.object({
  name: oneLine(boundedText(200).min(1, "Exam name is required")),
  exam_date: boundedText(10, "Choose the exam date")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the exam date")
    .refine(isCalendarDay, "Choose a real date"),
  category_id: idField("Choose a category"),
});

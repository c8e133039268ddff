import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { calendarDate } from "#app/utils/calendar-date";
import { idField } from "#app/utils/ids";

/** Add entrance exam: the spec shows no validation; the server still checks every field. */
export const ExamFormSchema = z.object({
  name: oneLine(boundedText(200).min(1, "Exam name is required")),
  exam_date: calendarDate("Choose the exam date"),
  category_id: idField("Choose a category"),
});

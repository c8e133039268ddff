import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

/** Add entrance exam: the spec shows no validation; the server still checks every field. */
export const ExamFormSchema = z.object({
  name: oneLine(boundedText(200).min(1, "Exam name is required")),
  exam_date: boundedText(10, "Choose the exam date")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the exam date")
    .refine(isCalendarDate, "Choose a real date"),
  category_id: idField("Choose a category"),
});

/** A YYYY-MM-DD that names a real day: Date.parse alone rolls 2027-02-30 over to 2 March. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

import { z } from "zod";

/** Add entrance exam: the spec shows no validation; the server still checks every field. */
export const ExamFormSchema = z.object({
  name: z.string().trim().min(1, "Exam name is required").max(200, "Keep this under 200 characters"),
  exam_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the exam date")
    .refine((value) => !Number.isNaN(Date.parse(value)), "Choose a real date"),
  category_id: z.coerce.number({ error: "Choose a category" }).int("Choose a category").positive("Choose a category"),
});

import { z } from "zod";
import { idField } from "#app/utils/ids";

const REQUIRED = "This field is required";

/** A whole number typed in a form field ("1,25,000" and "₹" allowed for fees). */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED)
    .transform((value) => value.replace(/[₹,\s]/g, ""))
    .refine((value) => /^\d+$/.test(value), message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${message} between ${min} and ${max.toLocaleString("en-IN")}`);

/** Add Course: five fields, each 'This field is required' (spec section 5); fee and semesters are whole numbers. */
export const CourseFormSchema = z.object({
  college_id: idField(REQUIRED),
  name: z.string().trim().min(1, REQUIRED).max(200, "Keep this under 200 characters"),
  duration: z.string().trim().min(1, REQUIRED).max(100, "Keep this under 100 characters"),
  fee_inr: wholeNumber("Enter the fee in whole rupees", 0, 100_000_000),
  semesters: wholeNumber("Enter a whole number of semesters", 1, 24),
});

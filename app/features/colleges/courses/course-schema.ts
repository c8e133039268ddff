import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

const REQUIRED = "This field is required";

/** A whole number typed in a form field ("1,25,000" and "₹" allowed for fees). */
const wholeNumber = (message: string, min: number, max: number) =>
  boundedText(30, message)
    .min(1, REQUIRED)
    .transform((value) => value.replace(/[₹,\s]/g, ""))
    .refine((value) => /^\d+$/.test(value), message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${message} between ${min} and ${max.toLocaleString("en-IN")}`);

/**
 * Add Course: five fields, each 'This field is required' (docs/original-contract.md#validation-messages);
 * fee and semesters are whole numbers.
 */
export const CourseFormSchema = z.object({
  college_id: idField(REQUIRED),
  name: oneLine(boundedText(200).min(1, REQUIRED)),
  duration: boundedText(100).min(1, REQUIRED),
  fee_inr: wholeNumber("Enter the fee in whole rupees", 0, 100_000_000),
  semesters: wholeNumber("Enter a whole number of semesters", 1, 24),
});

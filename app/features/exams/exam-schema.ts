import { z } from "zod";
import { boundedText, isWebAddress, oneLine } from "#app/utils/bounded-text";
import { calendarDate, isCalendarDay, NOT_A_DATE } from "#app/utils/calendar-date";
import { idField } from "#app/utils/ids";
import { daysBetween } from "./exam-dates";

/**
 * An optional India day (YYYY-MM-DD): empty or absent is null (not known yet). A form sends an
 * empty field as "", the JSON API (/Addmission) a missing one as "" too.
 */
const optionalDay = z
  .string()
  .trim()
  .max(10, { message: NOT_A_DATE, abort: true })
  .refine((value) => value === "" || isCalendarDay(value), NOT_A_DATE)
  .optional()
  .transform((value) => value || null);

/** The conducting body's site: https only, since a visitor follows it to register and pay. */
const officialSite = boundedText(300, "Keep the official site under 300 characters")
  .refine((value) => value === "" || (/^https:/i.test(value) && isWebAddress(value)), {
    message: "The official site must be an https:// address, like https://jeemain.nta.nic.in",
  })
  .optional()
  .transform((value) => value || null);

/** A typing mistake in a year, not an exam: no entrance exam's days run longer than this. */
export const MAX_EXAM_SPAN_DAYS = 60;

type Windows = {
  exam_date: string;
  registration_opens: string | null;
  registration_closes: string | null;
  admit_card_date: string | null;
  exam_last_date: string | null;
  result_date: string | null;
};

/**
 * The order an exam's days must keep, the one place it is written: registration opens, closes
 * by the exam's first day; the admit card comes out by then too; the exam's days run forwards;
 * the result follows the last. Each problem names the field staff should correct.
 */
export function examWindowProblems(exam: Windows): { field: keyof Windows; message: string }[] {
  const problems: { field: keyof Windows; message: string }[] = [];
  const { registration_opens: opens, registration_closes: closes, admit_card_date: admit } = exam;
  const lastDay = exam.exam_last_date ?? exam.exam_date;
  if (opens && !closes)
    problems.push({ field: "registration_closes", message: "Give the day registration closes too" });
  if (closes && !opens) problems.push({ field: "registration_opens", message: "Give the day registration opens too" });
  if (opens && closes && closes < opens) {
    problems.push({ field: "registration_closes", message: "Registration cannot close before it opens" });
  }
  if (closes && closes > exam.exam_date) {
    problems.push({ field: "registration_closes", message: "Registration must close by the exam's first day" });
  }
  if (admit && admit > exam.exam_date) {
    problems.push({ field: "admit_card_date", message: "The admit card must come out by the exam's first day" });
  }
  if (admit && opens && admit < opens) {
    problems.push({ field: "admit_card_date", message: "The admit card cannot come out before registration opens" });
  }
  if (exam.exam_last_date && exam.exam_last_date < exam.exam_date) {
    problems.push({ field: "exam_last_date", message: "The last exam day cannot be before the Exam Date" });
  } else if (exam.exam_last_date && daysBetween(exam.exam_date, exam.exam_last_date) > MAX_EXAM_SPAN_DAYS) {
    problems.push({
      field: "exam_last_date",
      message: `An exam's days span at most ${MAX_EXAM_SPAN_DAYS} days: check the last exam day`,
    });
  }
  if (exam.result_date && exam.result_date < lastDay) {
    problems.push({ field: "result_date", message: "The result cannot come before the exam's last day" });
  }
  return problems;
}

/**
 * Add entrance exam: the spec shows no validation; the server still checks every field. The
 * windows (issue 46) are ours, all optional, so the original's Add Exam calls stay valid.
 */
export const ExamFormSchema = z
  .object({
    name: oneLine(boundedText(200).min(1, "Exam name is required")),
    exam_date: calendarDate("Choose the exam date"),
    category_id: idField("Choose a category"),
    registration_opens: optionalDay,
    registration_closes: optionalDay,
    admit_card_date: optionalDay,
    exam_last_date: optionalDay,
    result_date: optionalDay,
    official_site: officialSite,
  })
  .superRefine((exam, ctx) => {
    for (const { field, message } of examWindowProblems(exam)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });

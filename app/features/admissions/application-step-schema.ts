import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { calendarDate } from "#app/utils/calendar-date";
import { formatIndiaDay } from "#app/utils/india-time";
import { idField } from "#app/utils/ids";
import { STEP_KINDS, type StepKind } from "#app/db/column-values";
import { optionalRupees } from "./payment-schema";
export { STEP_KINDS, type StepKind };

/**
 * A dated step of an application (features/admissions/application-steps.server.ts): its kinds,
 * how it is named, and the forms that add one, mark one done and remove one, shared by the lead page and the server.
 * The date is an India day and the time an India time (Asia/Kolkata).
 */

export const STEP_KIND_LABELS: Record<StepKind, string> = {
  application_closes: "Application closes",
  entrance_exam: "Entrance exam",
  counselling_round: "Counselling round",
  fee_due: "Fee due",
  reporting_date: "Reporting date",
  other: "Other",
};

/** A step's kind in words, or for Other its note: "Fee due", "hostel form". */
export function stepKindLabel(step: { kind: StepKind; note: string }): string {
  const label = STEP_KIND_LABELS[step.kind];
  // "Other" with a note is the step the note names, in its own words: "PESSAT slot booking".
  return step.kind === "other" && step.note ? step.note : label;
}

/** A step's date and time as the page shows it: "12 Dec 2026, 10:30 (India time)", or the day alone. */
export function stepWhen(step: { on_date: string; at_time: string | null }): string {
  const day = formatIndiaDay(step.on_date);
  return step.at_time ? `${day}, ${step.at_time} (India time)` : day;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AddStepFormSchema = z
  .object({
    intent: z.literal("step"),
    application_id: idField("This application is not there."),
    kind: z.enum(STEP_KINDS, { error: "Choose a kind" }),
    on_date: calendarDate("Enter the date"),
    // A browser without a time control sends what was typed; seconds are dropped.
    at_time: z
      .union([
        z.literal("").transform(() => null),
        z
          .string()
          .trim()
          .transform((value) => value.slice(0, 5))
          .refine((value) => TIME.test(value), "Enter the time as HH:MM, e.g. 10:30"),
      ])
      .default(null),
    note: oneLine(boundedText(200, "Keep the note under 200 characters")).default(""),
    /** What is due, in rupees (a fee): its reminders name it. */
    amount: optionalRupees(),
  })
  .refine((step) => step.kind !== "other" || step.note !== "", {
    // An Other step is named by its note alone: without one its reminders could only say "Other is due".
    path: ["note"],
    message: "Name the step in the note: the student's reminders call it by that",
  });

export const RemoveStepFormSchema = z.object({
  intent: z.literal("step-remove"),
  step_id: idField("This step is not there."),
});

export const StepDoneFormSchema = z.object({
  intent: z.literal("step-done"),
  step_id: idField("This step is not there."),
});

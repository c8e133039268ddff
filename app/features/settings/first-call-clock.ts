import { z } from "zod";
import { WEEKDAYS, minuteToTime, timeToMinute } from "#app/utils/clock-time";
import { addWorkingMinutes, type WorkingHours } from "#app/utils/working-minutes";

/**
 * The first-call clock's settings (issue 25, part 2; docs/decisions/052-first-call-clock.md):
 * the working hours in India time, the target ("first call within N working minutes") and an
 * optional second limit after which a lead not yet called goes to the next counsellor.
 */
export interface FirstCallClockSettings extends WorkingHours {
  targetMinutes: number;
  /** Working minutes after the enquiry; null: never reassigned. Always more than the target. */
  reassignAfterMinutes: number | null;
}

export const DEFAULT_FIRST_CALL_CLOCK: FirstCallClockSettings = {
  days: [1, 2, 3, 4, 5, 6],
  startMinute: 9 * 60 + 30,
  endMinute: 18 * 60 + 30,
  targetMinutes: 15,
  reassignAfterMinutes: null,
};

/** Forms whose leads start no clock: an imported lead was not waiting for us on a form. */
const FORMS_WITHOUT_CLOCK: readonly string[] = ["import"];

/** When a new lead's first call falls due; null when its form starts no clock. */
export function firstCallDueAt(form: string, receivedAt: string, settings: FirstCallClockSettings): string | null {
  if (FORMS_WITHOUT_CLOCK.includes(form)) return null;
  return addWorkingMinutes(receivedAt, settings.targetMinutes, settings).toISOString();
}

/** The working days as the form's checkboxes list them. */
export const WORKING_DAY_OPTIONS = WEEKDAYS.map(({ weekday, name }) => ({ value: weekday, label: name }));

const DAY_MINUTES = 24 * 60;
/** A week of minutes: a longer target is a typing mistake. */
const MAX_MINUTES = 7 * DAY_MINUTES;

/** The settings as the form shows them. */
export function firstCallClockFormValues(settings: FirstCallClockSettings): Record<string, string | string[]> {
  return {
    days: settings.days.map(String),
    start: minuteToTime(settings.startMinute),
    end: minuteToTime(settings.endMinute),
    targetMinutes: String(settings.targetMinutes),
    reassignAfterMinutes: settings.reassignAfterMinutes === null ? "" : String(settings.reassignAfterMinutes),
  };
}

const time = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => timeToMinute(value) !== undefined, { message, abort: true })
    .transform((value) => timeToMinute(value)!);

const minutes = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(5, { message, abort: true })
    .regex(/^[0-9]+$/, { message, abort: true })
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_MINUTES, message);

const TARGET_MESSAGE = `Enter a number of minutes from 1 to ${MAX_MINUTES}`;

export const FirstCallClockFormSchema = z
  .object({
    days: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.enum(["1", "2", "3", "4", "5", "6", "7"], { error: "Choose days from the list" }))
        .min(1, "Tick at least one working day")
        .transform((days) => [...new Set(days.map(Number))].sort((a, b) => a - b)),
    ),
    start: time("Enter a time such as 09:30"),
    // 00:00 as the end is midnight at the end of the day: "all day" is 00:00 to 00:00.
    end: time("Enter a time such as 18:30").transform((minute) => (minute === 0 ? DAY_MINUTES : minute)),
    targetMinutes: minutes(TARGET_MESSAGE),
    reassignAfterMinutes: z.union([
      z
        .string()
        .trim()
        .length(0)
        .transform(() => null),
      minutes(TARGET_MESSAGE),
      z.undefined().transform(() => null),
    ]),
  })
  .refine((value) => value.start < value.end, { path: ["end"], message: "The day must end after it starts" })
  .refine((value) => value.reassignAfterMinutes === null || value.reassignAfterMinutes > value.targetMinutes, {
    path: ["reassignAfterMinutes"],
    message: "Reassign only after the target: enter more minutes than the target, or leave it empty",
  })
  .transform(({ days, start, end, targetMinutes, reassignAfterMinutes }): FirstCallClockSettings => ({
    days,
    startMinute: start,
    endMinute: end,
    targetMinutes,
    reassignAfterMinutes,
  }));

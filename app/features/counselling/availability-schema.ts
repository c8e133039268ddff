import { z } from "zod";
import { calendarDate } from "#app/utils/calendar-date";
import { WEEKDAYS, minuteToTime, timeToMinute } from "#app/utils/clock-time";

/**
 * The forms of /Admin/availability (docs/decisions/051-counselling-bookings.md): a counsellor's
 * weekly hours, one range a day with an optional break, and the owners' holidays. "Copy Monday
 * to the other weekdays" is the same form sent with `copy=monday` (a submit button, so it works
 * without JavaScript): Monday's fields are read for Tuesday to Friday too.
 */

type Weekday = (typeof WEEKDAYS)[number]["weekday"];

export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
export const DEFAULT_SLOT_MINUTES = 30;

/** The weekdays Monday's hours are copied to. */
export const COPIED_FROM_MONDAY: readonly number[] = [2, 3, 4, 5];

const time = z.string().trim().max(5).optional();

/** One weekday's fields: `day_1` (ticked: "on"), `start_1`, `end_1`, and its break, `break_start_1`, `break_end_1`. */
function dayShape<N extends Weekday>(weekday: N) {
  return {
    [`day_${weekday}`]: z.literal("on").optional(),
    [`start_${weekday}`]: time,
    [`end_${weekday}`]: time,
    [`break_start_${weekday}`]: time,
    [`break_end_${weekday}`]: time,
  } as { [K in `day_${N}`]: z.ZodOptional<z.ZodLiteral<"on">> } & {
    [K in `start_${N}` | `end_${N}` | `break_start_${N}` | `break_end_${N}`]: typeof time;
  };
}

export interface DayHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
  /** The break inside the hours; null (or absent): none. */
  breakStartMinute?: number | null;
  breakEndMinute?: number | null;
}

type Issue = { field: string; message: string };

/** A typed time as minutes, where 00:00 as an end is midnight at the end of the day. */
const endOf = (typed: string) => {
  const minute = timeToMinute(typed);
  return minute === 0 ? 1440 : minute;
};

/**
 * One ticked day's hours from its fields (`read` gives a field of the day), or the issue that
 * stops it: no times, too short for one slot, or a break that is not inside the hours.
 */
function dayHours(
  weekday: number,
  name: string,
  read: (field: string) => string,
  slotMinutes: number,
): DayHours | Issue {
  const startMinute = timeToMinute(read("start"));
  const endMinute = endOf(read("end"));
  if (startMinute === undefined || endMinute === undefined)
    return { field: `start_${weekday}`, message: `Enter a start and end time for ${name}` };
  if (endMinute - startMinute < slotMinutes)
    return {
      field: `end_${weekday}`,
      message: `${name} ends before one slot fits: the end must be at least ${slotMinutes} minutes after the start`,
    };
  const [breakFrom, breakUntil] = [read("break_start"), read("break_end")];
  if (!breakFrom && !breakUntil)
    return { weekday, startMinute, endMinute, breakStartMinute: null, breakEndMinute: null };
  const breakStartMinute = timeToMinute(breakFrom);
  const breakEndMinute = endOf(breakUntil);
  if (breakStartMinute === undefined || breakEndMinute === undefined)
    return { field: `break_start_${weekday}`, message: `Enter both times of ${name}'s break, or neither` };
  if (!(startMinute < breakStartMinute && breakStartMinute < breakEndMinute && breakEndMinute < endMinute))
    return {
      field: `break_start_${weekday}`,
      message: `${name}'s break must start after ${minuteToTime(startMinute)} and end before ${minuteToTime(endMinute)}`,
    };
  return { weekday, startMinute, endMinute, breakStartMinute, breakEndMinute };
}

export const WeeklyHoursFormSchema = z
  .object({
    ...dayShape(1),
    ...dayShape(2),
    ...dayShape(3),
    ...dayShape(4),
    ...dayShape(5),
    ...dayShape(6),
    ...dayShape(7),
    slot_minutes: z.coerce
      .number({ error: "Choose a slot length" })
      .refine((value) => (SLOT_LENGTHS as readonly number[]).includes(value), "Choose a slot length"),
    meeting_link: z
      .string()
      .trim()
      .max(300, "Keep the link under 300 characters")
      .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "Enter a link starting with https://")
      .optional(),
    copy: z.literal("monday").optional(),
  })
  .transform((form, ctx) => {
    const values = form as Record<string, string | number | undefined>;
    const copied = form.copy === "monday";
    const days: DayHours[] = [];
    for (const { weekday, name } of WEEKDAYS) {
      // Copying, Tuesday to Friday are Monday's fields; a fault in them is Monday's, said once.
      const from = copied && COPIED_FROM_MONDAY.includes(weekday) ? 1 : weekday;
      if (values[`day_${from}`] !== "on") continue;
      const day = dayHours(weekday, name, (field) => String(values[`${field}_${from}`] ?? ""), form.slot_minutes);
      if ("field" in day) {
        if (from === weekday) ctx.issues.push({ code: "custom", path: [day.field], input: "", message: day.message });
        continue;
      }
      days.push(day);
    }
    return { days, slotMinutes: form.slot_minutes, meetingLink: form.meeting_link || null, copied };
  });
export type WeeklyHoursInput = Omit<z.output<typeof WeeklyHoursFormSchema>, "copied"> & { copied?: boolean };

export const HolidayFormSchema = z.object({
  // A real day: 2027-02-30 used to be stored, shown as 2 March, and 2 March stayed bookable.
  day: calendarDate(),
  note: z.string().trim().max(100, "Keep the note under 100 characters").optional(),
});

export const RemoveHolidayFormSchema = z.object({
  day: calendarDate(),
});

import { z } from "zod";
import { calendarDate } from "#app/utils/calendar-date";
import { WEEKDAYS, timeToMinute } from "#app/utils/clock-time";

/**
 * The forms of /Admin/availability (docs/decisions/051-counselling-bookings.md): a counsellor's
 * weekly hours, one range a day, and the owners' holidays.
 */

type Weekday = (typeof WEEKDAYS)[number]["weekday"];

export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
export const DEFAULT_SLOT_MINUTES = 30;

const time = z.string().trim().max(5).optional();

/** One weekday's three fields: `day_1` (ticked: "on"), `start_1`, `end_1`. */
function dayShape<N extends Weekday>(weekday: N) {
  return {
    [`day_${weekday}`]: z.literal("on").optional(),
    [`start_${weekday}`]: time,
    [`end_${weekday}`]: time,
  } as { [K in `day_${N}`]: z.ZodOptional<z.ZodLiteral<"on">> } & { [K in `start_${N}` | `end_${N}`]: typeof time };
}

export interface DayHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
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
  })
  .transform((form, ctx) => {
    const values = form as Record<string, string | number | undefined>;
    const days: DayHours[] = [];
    for (const { weekday, name } of WEEKDAYS) {
      if (values[`day_${weekday}`] !== "on") continue;
      const startMinute = timeToMinute(String(values[`start_${weekday}`] ?? ""));
      const endTyped = timeToMinute(String(values[`end_${weekday}`] ?? ""));
      // An end of 00:00 is midnight at the end of the day: the hours run up to it.
      const endMinute = endTyped === 0 ? 1440 : endTyped;
      if (startMinute === undefined || endMinute === undefined) {
        ctx.issues.push({
          code: "custom",
          path: [`start_${weekday}`],
          input: "",
          message: `Enter a start and end time for ${name}`,
        });
        continue;
      }
      if (endMinute - startMinute < form.slot_minutes) {
        ctx.issues.push({
          code: "custom",
          path: [`end_${weekday}`],
          input: "",
          message: `${name} ends before one slot fits: the end must be at least ${form.slot_minutes} minutes after the start`,
        });
        continue;
      }
      days.push({ weekday, startMinute, endMinute });
    }
    return { days, slotMinutes: form.slot_minutes, meetingLink: form.meeting_link || null };
  });
export type WeeklyHoursInput = z.output<typeof WeeklyHoursFormSchema>;

export const HolidayFormSchema = z.object({
  // A real day: 2027-02-30 used to be stored, shown as 2 March, and 2 March stayed bookable.
  day: calendarDate(),
  note: z.string().trim().max(100, "Keep the note under 100 characters").optional(),
});

export const RemoveHolidayFormSchema = z.object({
  day: calendarDate(),
});

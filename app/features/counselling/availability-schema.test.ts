import { expect, test } from "vitest";
import { WeeklyHoursFormSchema } from "./availability-schema";

test("weekly hours: ticked days with their times; an end of 00:00 is midnight; a day too short for one slot is refused", () => {
  const parsed = WeeklyHoursFormSchema.safeParse({
    day_1: "on",
    start_1: "09:30",
    end_1: "18:30",
    day_6: "on",
    start_6: "20:00",
    end_6: "00:00",
    // Not ticked: its times are ignored.
    start_2: "10:00",
    end_2: "09:00",
    slot_minutes: "30",
    meeting_link: "",
  });
  expect(parsed.data).toEqual({
    days: [
      { weekday: 1, startMinute: 570, endMinute: 1110, breakStartMinute: null, breakEndMinute: null },
      { weekday: 6, startMinute: 1200, endMinute: 1440, breakStartMinute: null, breakEndMinute: null },
    ],
    slotMinutes: 30,
    meetingLink: null,
    copied: false,
  });

  const short = WeeklyHoursFormSchema.safeParse({ day_3: "on", start_3: "10:00", end_3: "10:15", slot_minutes: "30" });
  expect(short.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["end_3", "Wednesday ends before one slot fits: the end must be at least 30 minutes after the start"],
  ]);
  const link = WeeklyHoursFormSchema.safeParse({ slot_minutes: "45", meeting_link: "http://meet.example.in" });
  expect(link.error?.issues[0]?.message).toBe("Enter a link starting with https://");
  expect(WeeklyHoursFormSchema.safeParse({ slot_minutes: "25" }).error?.issues[0]?.message).toBe(
    "Choose a slot length",
  );
});

const monday = { day_1: "on", start_1: "10:00", end_1: "17:00", slot_minutes: "30" };
const issues = (form: Record<string, string>) =>
  WeeklyHoursFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

test("a day's break is kept when it falls inside the day's hours, and refused with a message when not", () => {
  expect(WeeklyHoursFormSchema.parse({ ...monday, break_start_1: "13:00", break_end_1: "13:45" }).days).toEqual([
    { weekday: 1, startMinute: 600, endMinute: 1020, breakStartMinute: 780, breakEndMinute: 825 },
  ]);
  const outside = "Monday's break must start after 10:00 and end before 17:00";
  expect(issues({ ...monday, break_start_1: "09:00", break_end_1: "10:30" })).toEqual([["break_start_1", outside]]);
  expect(issues({ ...monday, break_start_1: "16:30", break_end_1: "17:30" })).toEqual([["break_start_1", outside]]);
  expect(issues({ ...monday, break_start_1: "14:00", break_end_1: "13:00" })).toEqual([["break_start_1", outside]]);
  expect(issues({ ...monday, break_start_1: "13:00", break_end_1: "" })).toEqual([
    ["break_start_1", "Enter both times of Monday's break, or neither"],
  ]);
  // A day not ticked keeps no break, whatever its fields say.
  expect(WeeklyHoursFormSchema.parse({ ...monday, break_start_2: "25:00" }).days).toHaveLength(1);
});

test("Copy Monday reads Monday's hours and break for Tuesday to Friday, leaving the weekend as it was", () => {
  const parsed = WeeklyHoursFormSchema.parse({
    ...monday,
    break_start_1: "13:00",
    break_end_1: "14:00",
    // Tuesday as it was typed is replaced; Saturday stays its own.
    day_2: "on",
    start_2: "08:00",
    end_2: "09:00",
    day_6: "on",
    start_6: "10:00",
    end_6: "13:00",
    copy: "monday",
  });
  expect(parsed.copied).toBe(true);
  expect(parsed.days.map((day) => [day.weekday, day.startMinute, day.endMinute, day.breakStartMinute])).toEqual([
    [1, 600, 1020, 780],
    [2, 600, 1020, 780],
    [3, 600, 1020, 780],
    [4, 600, 1020, 780],
    [5, 600, 1020, 780],
    [6, 600, 780, null],
  ]);
  // Monday's fault is said once, on Monday, not on the days it would be copied to.
  expect(issues({ ...monday, end_1: "10:10", copy: "monday" })).toEqual([
    ["end_1", "Monday ends before one slot fits: the end must be at least 30 minutes after the start"],
  ]);
});

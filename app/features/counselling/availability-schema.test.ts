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
      { weekday: 1, startMinute: 570, endMinute: 1110 },
      { weekday: 6, startMinute: 1200, endMinute: 1440 },
    ],
    slotMinutes: 30,
    meetingLink: null,
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

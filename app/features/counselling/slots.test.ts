import { describe, expect, test } from "vitest";
import {
  bookingDays,
  chooseBookingDay,
  freeSlots,
  isOnDay,
  isoWeekday,
  timesWithCounsellors,
  type WeeklyHours,
} from "./slots";
import { minuteToTime, timeToMinute } from "#app/utils/clock-time";

// Monday 7 Dec 2026, 08:00 India time (02:30 UTC).
const MONDAY_8AM = new Date("2026-12-07T02:30:00.000Z");
const hours = (overrides: Partial<WeeklyHours> = {}): WeeklyHours => ({
  adminId: 1,
  weekday: 1,
  startMinute: 10 * 60,
  endMinute: 12 * 60,
  slotMinutes: 30,
  ...overrides,
});
const none = new Set<string>();

describe("free counselling slots", () => {
  test("weekly hours make slots of the slot length, ending inside the hours, in India time", () => {
    const slots = freeSlots({ hours: [hours()], holidays: none, taken: [], now: MONDAY_8AM, days: 1 });
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      "2026-12-07T04:30:00.000Z", // 10:00 India
      "2026-12-07T05:00:00.000Z",
      "2026-12-07T05:30:00.000Z",
      "2026-12-07T06:00:00.000Z", // 11:30 India, ends at 12:00
    ]);
    expect(slots[0]).toMatchObject({ adminId: 1, day: "2026-12-07", endsAt: "2026-12-07T05:00:00.000Z" });
  });

  test("a slot length that does not divide the hours leaves the remainder unbooked", () => {
    const slots = freeSlots({
      hours: [hours({ slotMinutes: 45 })],
      holidays: none,
      taken: [],
      now: MONDAY_8AM,
      days: 1,
    });
    // 10:00, 10:45; 11:30 would end at 12:15.
    expect(slots.map((slot) => slot.startsAt)).toEqual(["2026-12-07T04:30:00.000Z", "2026-12-07T05:15:00.000Z"]);
  });

  test("only the weekdays with hours, over 14 India days", () => {
    const slots = freeSlots({
      hours: [hours({ startMinute: 600, endMinute: 630 })],
      holidays: none,
      taken: [],
      now: MONDAY_8AM,
    });
    expect(slots.map((slot) => slot.day)).toEqual(["2026-12-07", "2026-12-14"]);
    expect(bookingDays(MONDAY_8AM)).toHaveLength(14);
    expect(bookingDays(MONDAY_8AM).at(-1)).toBe("2026-12-20");
  });

  test("a holiday has no slots", () => {
    const slots = freeSlots({
      hours: [hours({ startMinute: 600, endMinute: 630 })],
      holidays: new Set(["2026-12-07"]),
      taken: [],
      now: MONDAY_8AM,
    });
    expect(slots.map((slot) => slot.day)).toEqual(["2026-12-14"]);
  });

  test("past slots, and those starting within the hour, are hidden", () => {
    const at1015 = new Date("2026-12-07T04:45:00.000Z");
    const slots = freeSlots({ hours: [hours()], holidays: none, taken: [], now: at1015, days: 1 });
    // 10:00 and 10:30 are past, 11:00 starts in 45 minutes; 11:30 is the first offered.
    expect(slots.map((slot) => slot.startsAt)).toEqual(["2026-12-07T06:00:00.000Z"]);
  });

  test("a booked slot is hidden for its counsellor only, and an overlapping one too", () => {
    const taken = [
      { adminId: 1, startsAt: "2026-12-07T04:30:00.000Z", endsAt: "2026-12-07T05:00:00.000Z" },
      // Booked under an older 45-minute length: overlaps 10:30 and 11:00.
      { adminId: 1, startsAt: "2026-12-07T05:15:00.000Z", endsAt: "2026-12-07T06:00:00.000Z" },
    ];
    const slots = freeSlots({
      hours: [hours(), hours({ adminId: 2 })],
      holidays: none,
      taken,
      now: MONDAY_8AM,
      days: 1,
    });
    expect(slots.filter((slot) => slot.adminId === 1).map((slot) => slot.startsAt)).toEqual([
      "2026-12-07T06:00:00.000Z",
    ]);
    expect(slots.filter((slot) => slot.adminId === 2)).toHaveLength(4);
  });

  test("early-morning hours in India fall on the previous UTC day and stay on their India day", () => {
    // Tuesday 05:00–06:00 India is Monday 23:30–00:30 UTC.
    const slots = freeSlots({
      hours: [hours({ weekday: 2, startMinute: 5 * 60, endMinute: 6 * 60 })],
      holidays: none,
      taken: [],
      now: MONDAY_8AM,
      days: 2,
    });
    expect(slots).toEqual([
      { adminId: 1, day: "2026-12-08", startsAt: "2026-12-07T23:30:00.000Z", endsAt: "2026-12-08T00:00:00.000Z" },
      { adminId: 1, day: "2026-12-08", startsAt: "2026-12-08T00:00:00.000Z", endsAt: "2026-12-08T00:30:00.000Z" },
    ]);
    // At 23:00 UTC on Monday it is already Tuesday in India: the booking days start on Tuesday.
    expect(bookingDays(new Date("2026-12-07T23:00:00.000Z"), 1)).toEqual(["2026-12-08"]);
  });

  test("first available: each time once, with every counsellor free then", () => {
    const slots = freeSlots({
      hours: [hours({ adminId: 2 }), hours()],
      holidays: none,
      taken: [],
      now: MONDAY_8AM,
      days: 1,
    });
    const times = timesWithCounsellors(slots);
    expect(times).toHaveLength(4);
    expect(times[0]).toEqual({ startsAt: "2026-12-07T04:30:00.000Z", day: "2026-12-07", adminIds: [1, 2] });
  });

  test("weekdays and times of day", () => {
    expect(isoWeekday("2026-12-07")).toBe(1);
    expect(isoWeekday("2026-12-13")).toBe(7);
    expect(minuteToTime(570)).toBe("09:30");
    expect(minuteToTime(1440)).toBe("00:00");
    expect(timeToMinute("09:30")).toBe(570);
    expect(timeToMinute("24:00")).toBeUndefined();
    expect(timeToMinute("9:30")).toBeUndefined();
  });
});

describe("the day a booking shows, and the day a time is posted with", () => {
  const now = new Date("2026-12-06T04:00:00.000Z"); // Sunday 6 December, 9:30 in India
  const times = [{ day: "2026-12-08" }, { day: "2026-12-08" }, { day: "2026-12-09" }];

  test("the strip is 14 India days from today, each with its free count; the day asked for is shown", () => {
    const { days, day } = chooseBookingDay(times, "2026-12-09", now);
    expect(days).toHaveLength(14);
    expect(days.slice(0, 4)).toEqual([
      { day: "2026-12-06", free: 0 },
      { day: "2026-12-07", free: 0 },
      { day: "2026-12-08", free: 2 },
      { day: "2026-12-09", free: 1 },
    ]);
    expect(day).toBe("2026-12-09");
  });

  test("a day not on the strip, or none, shows the first day with a free time", () => {
    expect(chooseBookingDay(times, "2027-01-30", now).day).toBe("2026-12-08");
    expect(chooseBookingDay(times, null, now).day).toBe("2026-12-08");
    expect(chooseBookingDay([], null, now).day).toBe("2026-12-06");
  });

  test("a time is on a day by India time: 23:30 UTC is the next India day", () => {
    expect(isOnDay("2026-12-08T05:00:00.000Z", "2026-12-08")).toBe(true);
    expect(isOnDay("2026-12-08T23:30:00.000Z", "2026-12-08")).toBe(false);
    expect(isOnDay("2026-12-08T23:30:00.000Z", "2026-12-09")).toBe(true);
    expect(isOnDay("2026-12-08T05:00:00.000Z", undefined)).toBe(false);
  });
});

describe("a break in the day's hours", () => {
  const lunch = hours({
    startMinute: 10 * 60,
    endMinute: 15 * 60,
    breakStartMinute: 13 * 60,
    breakEndMinute: 13 * 60 + 45,
  });

  test("no slot is offered during the break; slots start again at its end", () => {
    const slots = freeSlots({ hours: [lunch], holidays: none, taken: [], now: MONDAY_8AM, days: 1 });
    const india = slots.map((slot) =>
      minuteToTime(Math.round((Date.parse(slot.startsAt) - Date.parse("2026-12-06T18:30:00.000Z")) / 60_000)),
    );
    // 12:30 ends at 13:00, when the break starts; 13:45 and 14:15 follow it; 14:45 would end at 15:15.
    expect(india).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:45", "14:15"]);
    for (const slot of slots) {
      const start = Date.parse(slot.startsAt);
      const end = Date.parse(slot.endsAt);
      const breakStart = Date.parse("2026-12-07T07:30:00.000Z"); // 13:00 India
      const breakEnd = Date.parse("2026-12-07T08:15:00.000Z"); // 13:45 India
      expect(start < breakEnd && end > breakStart, slot.startsAt).toBe(false);
    }
  });

  test("a day without a break, or with an empty one, is cut whole", () => {
    const whole = freeSlots({ hours: [hours()], holidays: none, taken: [], now: MONDAY_8AM, days: 1 });
    const empty = freeSlots({
      hours: [hours({ breakStartMinute: 11 * 60, breakEndMinute: 11 * 60 })],
      holidays: none,
      taken: [],
      now: MONDAY_8AM,
      days: 1,
    });
    expect(empty).toEqual(whole);
    expect(whole).toHaveLength(4);
  });
});

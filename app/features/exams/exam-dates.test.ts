import { expect, test } from "vitest";
import { calendarLeaf, daysAwayLabel, daysBetween } from "./exam-dates";

test("a calendar leaf shows the day's month, date and weekday, whatever the server's time zone", () => {
  expect(calendarLeaf("2027-01-21")).toEqual({ month: "Jan", date: "21", weekday: "Thu" });
});

test("days between two days count calendar days, across months and years", () => {
  expect(daysBetween("2026-11-25", "2026-11-29")).toBe(4);
  expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
  expect(daysBetween("2027-01-22", "2027-01-21")).toBe(-1);
  expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
});

test("days away are named for the next four weeks only", () => {
  expect(daysAwayLabel(0)).toBe("today");
  expect(daysAwayLabel(1)).toBe("tomorrow");
  expect(daysAwayLabel(4)).toBe("in 4 days");
  expect(daysAwayLabel(28)).toBe("in 28 days");
  expect(daysAwayLabel(29)).toBeUndefined();
  expect(daysAwayLabel(-1)).toBeUndefined();
});

import { describe, expect, test } from "vitest";
import { reminderAt, stepEndsAt, stepReminders } from "./step-reminders";

describe("step reminders at 09:00 India time", () => {
  test("09:00 in India is 03:30 UTC of the same day, 3 and 1 days before", () => {
    expect(reminderAt("2027-01-10", 3)).toBe("2027-01-07T03:30:00.000Z");
    expect(reminderAt("2027-01-10", 1)).toBe("2027-01-09T03:30:00.000Z");
    // Across a month and a year boundary.
    expect(reminderAt("2027-01-01", 1)).toBe("2026-12-31T03:30:00.000Z");
    expect(reminderAt("2027-03-02", 3)).toBe("2027-02-27T03:30:00.000Z");
  });

  test("a step at 02:00 India time is at 20:30 UTC the day before; its reminders follow the India day", () => {
    const step = { on_date: "2027-01-10", at_time: "02:00" };
    expect(stepEndsAt(step)).toBe("2027-01-09T20:30:00.000Z");
    expect(stepReminders(step, new Date("2027-01-01T00:00:00Z"))).toEqual([
      { daysBefore: 3, dueAt: "2027-01-07T03:30:00.000Z" },
      { daysBefore: 1, dueAt: "2027-01-09T03:30:00.000Z" },
    ]);
  });

  test("a reminder already past when the step is saved goes at once; two past ones are one", () => {
    const step = { on_date: "2027-01-10", at_time: null };
    // 8 Jan, 23:00 UTC is 9 Jan, 04:30 in India: the 3-day reminder is past, the 1-day one at 09:00 ahead.
    const at = new Date("2027-01-08T23:00:00Z");
    expect(stepReminders(step, at)).toEqual([
      { daysBefore: 3, dueAt: "2027-01-08T23:00:00.000Z" },
      { daysBefore: 1, dueAt: "2027-01-09T03:30:00.000Z" },
    ]);
    // 9 Jan at 10:00 in India: both are past, one goes now.
    const later = new Date("2027-01-09T04:30:00Z");
    expect(stepReminders(step, later)).toEqual([{ daysBefore: 1, dueAt: "2027-01-09T04:30:00.000Z" }]);
  });

  test("a step already over gets no reminder; a whole-day step lasts to the end of its India day", () => {
    expect(stepReminders({ on_date: "2027-01-10", at_time: "10:00" }, new Date("2027-01-10T05:00:00Z"))).toEqual([]);
    // 10 Jan, 23:00 in India: the whole-day step is still on.
    expect(stepReminders({ on_date: "2027-01-10", at_time: null }, new Date("2027-01-10T17:30:00Z"))).toHaveLength(1);
    expect(stepReminders({ on_date: "2027-01-10", at_time: null }, new Date("2027-01-10T18:30:00Z"))).toEqual([]);
  });
});

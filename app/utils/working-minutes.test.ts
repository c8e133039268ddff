import { expect, test } from "vitest";
import { addWorkingMinutes, workingMinutesBetween, type WorkingHours } from "./working-minutes";

/** Monday to Saturday, 09:30 to 18:30 India time (04:00 to 13:00 UTC): the default. */
const OFFICE: WorkingHours = { days: [1, 2, 3, 4, 5, 6], startMinute: 9 * 60 + 30, endMinute: 18 * 60 + 30 };
const ALWAYS: WorkingHours = { days: [1, 2, 3, 4, 5, 6, 7], startMinute: 0, endMinute: 24 * 60 };

/** An India wall-clock time ("2026-11-30 10:00") as an instant. */
const ist = (text: string) => new Date(`${text.replace(" ", "T")}:00.000+05:30`);

test("inside one working day, working minutes are plain minutes", () => {
  // Monday 30 Nov 2026.
  expect(workingMinutesBetween(ist("2026-11-30 10:00"), ist("2026-11-30 10:12"), OFFICE)).toBe(12);
  expect(workingMinutesBetween(ist("2026-11-30 10:00"), ist("2026-11-30 10:00"), OFFICE)).toBe(0);
  // Backwards is nothing, not a negative wait.
  expect(workingMinutesBetween(ist("2026-11-30 10:12"), ist("2026-11-30 10:00"), OFFICE)).toBe(0);
  // Seconds count as fractions of a minute.
  expect(
    workingMinutesBetween(ist("2026-11-30 10:00"), new Date(ist("2026-11-30 10:00").getTime() + 90_000), OFFICE),
  ).toBe(1.5);
});

test("evenings, nights and Sundays do not count", () => {
  // Monday 18:00 to Tuesday 09:45: 30 minutes on Monday, 15 on Tuesday.
  expect(workingMinutesBetween(ist("2026-11-30 18:00"), ist("2026-12-01 09:45"), OFFICE)).toBe(45);
  // Saturday 18:00 to Monday 10:00: Sunday is off.
  expect(workingMinutesBetween(ist("2026-11-28 18:00"), ist("2026-11-30 10:00"), OFFICE)).toBe(60);
  // Monday 19:00 to Tuesday 09:00, and all of Sunday: nothing.
  expect(workingMinutesBetween(ist("2026-11-30 19:00"), ist("2026-12-01 09:00"), OFFICE)).toBe(0);
  expect(workingMinutesBetween(ist("2026-11-29 00:00"), ist("2026-11-30 00:00"), OFFICE)).toBe(0);
  // A lead at 00:30 in India (19:00 UTC the day before) waits until 09:30 on its India day.
  expect(workingMinutesBetween(ist("2026-12-01 00:30"), ist("2026-12-01 09:40"), OFFICE)).toBe(10);
});

test("across a month, a year and whole weeks", () => {
  // Monday 30 Nov 18:20 to Tuesday 1 Dec 09:35.
  expect(workingMinutesBetween(ist("2026-11-30 18:20"), ist("2026-12-01 09:35"), OFFICE)).toBe(15);
  // Thursday 31 Dec 2026 18:00 to Friday 1 Jan 2027 10:00 (holidays are not known here).
  expect(workingMinutesBetween(ist("2026-12-31 18:00"), ist("2027-01-01 10:00"), OFFICE)).toBe(60);
  // Two whole weeks: 12 working days of 9 hours.
  expect(workingMinutesBetween(ist("2026-11-30 00:00"), ist("2026-12-14 00:00"), OFFICE)).toBe(12 * 9 * 60);
});

test("all week, 00:00 to 24:00, every minute counts", () => {
  expect(workingMinutesBetween(ist("2026-11-28 23:50"), ist("2026-11-30 23:50"), ALWAYS)).toBe(2 * 24 * 60);
  expect(addWorkingMinutes(ist("2026-11-29 23:59"), 1, ALWAYS)).toEqual(ist("2026-11-30 00:00"));
});

test("the instant at which N working minutes have passed", () => {
  // Inside the day.
  expect(addWorkingMinutes(ist("2026-11-30 10:00"), 15, OFFICE)).toEqual(ist("2026-11-30 10:15"));
  // Before opening: the clock starts at 09:30.
  expect(addWorkingMinutes(ist("2026-11-30 07:00"), 15, OFFICE)).toEqual(ist("2026-11-30 09:45"));
  // Up to the closing minute itself, then the next working day.
  expect(addWorkingMinutes(ist("2026-11-30 18:15"), 15, OFFICE)).toEqual(ist("2026-11-30 18:30"));
  expect(addWorkingMinutes(ist("2026-11-30 18:20"), 15, OFFICE)).toEqual(ist("2026-12-01 09:35"));
  // Saturday 18:25 with a 15-minute target: due on Monday at 09:40.
  expect(addWorkingMinutes(ist("2026-11-28 18:25"), 15, OFFICE)).toEqual(ist("2026-11-30 09:40"));
  // Across the year's end, and more than a day's work.
  expect(addWorkingMinutes(ist("2026-12-31 18:00"), 30 + 9 * 60 + 10, OFFICE)).toEqual(ist("2027-01-02 09:40"));
  expect(addWorkingMinutes(ist("2026-11-30 10:00"), 0, OFFICE)).toEqual(ist("2026-11-30 10:00"));
});

test("the two agree: N working minutes after t are N working minutes from t", () => {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 200; i++) {
    const from = new Date(Date.parse("2026-11-01T00:00:00Z") + Math.floor(random() * 60 * 86_400_000));
    const minutes = Math.floor(random() * 3000);
    expect(workingMinutesBetween(from, addWorkingMinutes(from, minutes, OFFICE), OFFICE)).toBeCloseTo(minutes, 6);
  }
});

test("hours with no day, or an end before the start, are refused", () => {
  expect(() =>
    workingMinutesBetween(ist("2026-11-30 10:00"), ist("2026-11-30 11:00"), { ...OFFICE, days: [] }),
  ).toThrow(RangeError);
  expect(() => addWorkingMinutes(ist("2026-11-30 10:00"), 5, { ...OFFICE, endMinute: 60 })).toThrow(RangeError);
});

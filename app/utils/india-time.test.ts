import { describe, expect, test } from "vitest";
import {
  addIndiaDays,
  formatClockTimeIn,
  formatIndiaDateIn,
  formatIndiaDateTime,
  formatIndiaDateTimeIn,
  formatIndiaDay,
  formatIndiaDayIn,
  formatIndiaTimeIn,
  indiaDay,
  indiaDayRange,
  indiaDayStart,
  lastIndiaDays,
} from "./india-time";

test("00:30 in India (19:00 UTC the day before) is on the India day", () => {
  expect(indiaDay("2026-11-24T19:00:00.000Z")).toBe("2026-11-25");
  expect(indiaDay(new Date("2026-11-24T19:00:00.000Z"))).toBe("2026-11-25");
  // One millisecond before India midnight is still the day before.
  expect(indiaDay("2026-11-24T18:29:59.999Z")).toBe("2026-11-24");
  expect(indiaDay("2026-11-24T18:30:00.000Z")).toBe("2026-11-25");
});

test("an India day starts at 18:30 UTC the day before and ends at the next one's start", () => {
  expect(indiaDayStart("2026-11-25")).toBe("2026-11-24T18:30:00.000Z");
  expect(indiaDayRange("2026-11-25")).toEqual({
    start: "2026-11-24T18:30:00.000Z",
    end: "2026-11-25T18:30:00.000Z",
  });
  const { start, end } = indiaDayRange("2026-11-25");
  const half = "2026-11-24T19:00:00.000Z";
  expect(half >= start && half < end).toBe(true);
  expect(() => indiaDayStart("25/11/2026")).toThrow(RangeError);
});

test("days across a month and a year, and the last n days", () => {
  expect(addIndiaDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addIndiaDays("2026-03-01", -1)).toBe("2026-02-28");
  expect(lastIndiaDays(3, new Date("2026-11-24T19:00:00.000Z"))).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
});

test("a stored day (an exam's date) reads as the site shows dates, the same day whatever the clock's zone", () => {
  expect(formatIndiaDay("2027-01-03")).toBe("3 Jan 2027");
  expect(formatIndiaDay("2026-12-31")).toBe("31 Dec 2026");
  expect(() => formatIndiaDay("03/01/2027")).toThrow(RangeError);
});

test("days and times in Hindi: the month written out, Western digits, the part of the day", () => {
  expect(formatIndiaDayIn("hi", "2026-12-04")).toBe("4 दिसंबर 2026");
  expect(formatIndiaDayIn("en", "2026-12-04")).toBe(formatIndiaDay("2026-12-04"));
  // 12:00 UTC is 5:30 pm in India.
  expect(formatIndiaDateTimeIn("hi", "2026-12-04T12:00:00.000Z")).toBe("4 दिसंबर 2026, शाम 5:30");
  expect(formatIndiaDateTimeIn("hi", "2026-12-04T04:00:00.000Z")).toBe("4 दिसंबर 2026, सुबह 9:30");
  // 19:00 UTC is 00:30 the next day in India.
  expect(formatIndiaDateTimeIn("hi", "2026-12-04T19:00:00.000Z")).toBe("5 दिसंबर 2026, रात 12:30");
});

describe("dates and times in the page's language", () => {
  const at = "2026-12-04T12:00:00.000Z"; // 5:30 pm in India

  test("English is what india-time.ts writes", () => {
    expect(formatIndiaDateTimeIn("en", at)).toBe(formatIndiaDateTime(at));
    expect(formatIndiaDateIn("en", at)).toBe(formatIndiaDateTime(at).split(",")[0]);
    expect(formatIndiaTimeIn("en", at)).toBe(formatIndiaDateTime(at).split(", ")[1]);
    expect(formatIndiaDayIn("en", "2026-11-29")).toBe(formatIndiaDay("2026-11-29"));
    expect(formatClockTimeIn("en", "10:30")).toBe("10:30");
  });

  test("Hindi: the month in full, the part of the day, Western digits (docs/glossary-hi.md)", () => {
    expect(formatIndiaDateTimeIn("hi", at)).toBe("4 दिसंबर 2026, शाम 5:30");
    expect(formatIndiaDateIn("hi", at)).toBe("4 दिसंबर 2026");
    expect(formatIndiaTimeIn("hi", "2026-12-04T04:30:00.000Z")).toBe("सुबह 10:00");
    expect(formatIndiaDayIn("hi", "2026-11-29")).toBe("29 नवंबर 2026");
    expect(formatClockTimeIn("hi", "14:00")).toBe("दोपहर 2:00");
    expect(formatClockTimeIn("hi", "20:15")).toBe("रात 8:15");
  });
});

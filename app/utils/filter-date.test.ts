import { describe, expect, test } from "vitest";
import { filterDates, notADateMessage, parseFilterDate } from "./filter-date";

describe("parseFilterDate: a real calendar day, or not a date", () => {
  test.each([
    ["2026-02-28", { day: "2026-02-28" }],
    ["2028-02-29", { day: "2028-02-29" }],
    ["2000-02-29", { day: "2000-02-29" }],
    [" 2026-12-31 ", { day: "2026-12-31" }],
    ["2026-02-29", { notADate: "2026-02-29" }],
    ["1900-02-29", { notADate: "1900-02-29" }],
    ["2026-04-31", { notADate: "2026-04-31" }],
    ["2026-13-01", { notADate: "2026-13-01" }],
    ["2026-00-10", { notADate: "2026-00-10" }],
    ["2026-01-00", { notADate: "2026-01-00" }],
    ["2026-99-99", { notADate: "2026-99-99" }],
    ["2026-13-45", { notADate: "2026-13-45" }],
    ["0000-01-01", { notADate: "0000-01-01" }],
    ["garbage", { notADate: "garbage" }],
    ["2026-1-5", { notADate: "2026-1-5" }],
    ["2026-01-05T00:00", { notADate: "2026-01-05T00:00" }],
    ["٢٠٢٦-٠١-٠٥", { notADate: "٢٠٢٦-٠١-٠٥" }],
  ])("%j", (raw, expected) => {
    expect(parseFilterDate(raw)).toEqual(expected);
  });

  test("an empty or missing value is no filter at all", () => {
    expect(parseFilterDate("")).toBeUndefined();
    expect(parseFilterDate("   ")).toBeUndefined();
    expect(parseFilterDate(null)).toBeUndefined();
    expect(parseFilterDate(undefined)).toBeUndefined();
  });
});

describe("filterDates: the days to filter by, and what is not a date", () => {
  test("reads each named filter of a query", () => {
    const params = new URLSearchParams("from=2026-01-05&to=2026-99-99&at=garbage&other=2026-01-01");
    expect(filterDates(params, ["from", "to", "at", "since"])).toEqual({
      days: { from: "2026-01-05" },
      notDates: { to: "2026-99-99", at: "garbage" },
    });
  });

  test("the message names what was typed, cut short", () => {
    expect(notADateMessage("2026-13-45")).toBe("“2026-13-45” is not a date (YYYY-MM-DD)");
    expect(notADateMessage("x".repeat(500))).toHaveLength(`“${"x".repeat(20)}…” is not a date (YYYY-MM-DD)`.length);
  });
});

import { describe, expect, test } from "vitest";
import { escapeText, foldLine, writeCalendar, type AllDayEvent } from "#app/utils/ics";

const octets = (text: string) => Buffer.byteLength(text, "utf8");
const unfold = (text: string) => text.replaceAll("\r\n ", "");

/** Each physical line of folded text, as bytes: none over 75 octets, none a broken character. */
function expectFolded(folded: string, original: string) {
  const lines = folded.split("\r\n");
  for (const [i, line] of lines.entries()) {
    expect(octets(line), `line ${i}: ${line}`).toBeLessThanOrEqual(75);
    if (i > 0) expect(line.startsWith(" ")).toBe(true);
    // A line cut inside a character would not survive a round trip through its own bytes.
    expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(line).not.toContain("\uFFFD");
  }
  expect(unfold(folded)).toBe(original);
  return lines;
}

describe("escapeText", () => {
  test("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  test("escapes a backslash before the characters it then escapes, not after", () => {
    expect(escapeText("\\,")).toBe("\\\\\\,");
    expect(escapeText("\\n")).toBe("\\\\n");
  });

  test("drops the control characters TEXT forbids, keeps tabs and non-ASCII text", () => {
    expect(escapeText("a\u0000b\u0007c\u001fd\u007fe\tf")).toBe("abcde\tf");
    expect(escapeText("नीट परीक्षा")).toBe("नीट परीक्षा");
  });
});

describe("foldLine", () => {
  test("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  test("folds long ASCII into lines of at most 75 octets, the space counting on continuation lines", () => {
    const line = `DESCRIPTION:${"a".repeat(300)}`;
    const lines = expectFolded(foldLine(line), line);
    expect(lines.map(octets)).toEqual([75, 75, 75, 75, 16]);
  });

  test("never splits a multi-byte character: Devanagari (3 octets) and emoji (4 octets)", () => {
    // "SUMMARY:" is 8 octets; 3-octet characters leave the first line one or two octets short.
    for (const line of [
      `SUMMARY:${"परीक्षा ".repeat(20)}`,
      `SUMMARY:${"📅".repeat(40)}`,
      `SUMMARY:${"é".repeat(70)}`,
      `SUMMARY:x${"📅✓é".repeat(25)}`,
    ]) {
      const lines = expectFolded(foldLine(line), line);
      expect(lines.length).toBeGreaterThan(1);
      // Full, not merely short: each line but the last would overflow with its next character.
      for (const physical of lines.slice(0, -1)) expect(octets(physical)).toBeGreaterThanOrEqual(72);
    }
  });
});

describe("writeCalendar", () => {
  const event: AllDayEvent = {
    uid: "exam-7@example.in",
    day: "2026-12-31",
    stamp: new Date("2026-11-25T08:53:07.123Z"),
    summary: "CAT 2026; Common Admission Test, IIMs",
    description: `Management entrance exam.\nThe date is indicative. ${"More words. ".repeat(12)}`,
    url: "https://example.in/exams?a=1,2;b",
  };
  const file = writeCalendar({ prodId: "-//example.in//Exam calendar//EN", events: [event] });

  test("uses CRLF line ends only, ends with one, and folds every line", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  test("writes one all-day event: DTEND the next day (across a year end), a UTC DTSTAMP", () => {
    const lines = unfold(file).split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//example.in//Exam calendar//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261125T085307Z");
    expect(lines).toContain("UID:exam-7@example.in");
    expect(lines).toContain("SUMMARY:CAT 2026\\; Common Admission Test\\, IIMs");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toMatch(
      /^DESCRIPTION:Management entrance exam\.\\nThe/,
    );
    // A URI is not TEXT: left as it is.
    expect(lines).toContain("URL:https://example.in/exams?a=1,2;b");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  test("a timed event: DTSTART and DTEND in UTC; the calendar's name when given", () => {
    const { day: _day, ...rest } = event;
    const timed = { ...rest, start: new Date("2026-12-31T05:00:00Z"), end: new Date("2026-12-31T05:30:00Z") };
    const lines = unfold(writeCalendar({ prodId: "x", name: "My calendar", events: [timed] })).split("\r\n");
    expect(lines).toContain("X-WR-CALNAME:My calendar");
    expect(lines).toContain("DTSTART:20261231T050000Z");
    expect(lines).toContain("DTEND:20261231T053000Z");
    expect(lines.some((line) => line.includes("VALUE=DATE"))).toBe(false);
  });

  test("a leap day follows 28 February in a leap year", () => {
    const leap = unfold(writeCalendar({ prodId: "x", events: [{ ...event, day: "2028-02-28" }] }));
    expect(leap).toContain("DTEND;VALUE=DATE:20280229");
  });

  test("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => writeCalendar({ prodId: "x", events: [{ ...event, day: "21/01/2027" }] })).toThrow(RangeError);
  });
});

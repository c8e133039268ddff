import ICAL from "ical.js";
import { expect, test } from "vitest";
import { examCalendarFile, examCalendarFileName } from "./exam-calendar-file";
import { WINDOW_COLUMNS, type ExamWindows } from "./exam-windows";

const site = { origin: "https://example.in", uidDomain: "example.in", stamp: new Date("2026-11-25T08:53:00Z") };

/** An exam of which only its day is known. */
const noWindows = Object.fromEntries(WINDOW_COLUMNS.map((column) => [column, null])) as ExamWindows;

test("an exam's file parses (ical.js) into one all-day event with its name, date and stream", () => {
  const name = "MHT CET 2027, Session 1; PCM \\ PCB — महाराष्ट्र सामाईक प्रवेश परीक्षा (राज्य स्तरीय प्रवेश परीक्षा)";
  const file = examCalendarFile({ id: 42, name, exam_date: "2027-04-20", stream: "Engineering", ...noWindows }, site);
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  expect(event.summary).toBe(name);
  expect(event.uid).toBe("exam-42@example.in");
  expect(event.startDate.isDate).toBe(true);
  expect(event.startDate.toString()).toBe("2027-04-20");
  expect(event.endDate.toString()).toBe("2027-04-21");
  expect(event.description).toContain("Engineering entrance exam.");
  expect(event.description).toMatch(/indicative.*official website/);
  expect(event.description).toContain("\nAll exam dates: https://example.in/exams");
  expect(events[0]!.getFirstPropertyValue("url")).toBe("https://example.in/exams");
  expect(String(events[0]!.getFirstPropertyValue("dtstamp"))).toBe("2026-11-25T08:53:00Z");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
});

test("an exam's windows are all-day events (ical.js): registration and the exam's days span theirs, with stable UIDs", () => {
  const exam = {
    id: 7,
    name: "JEE Main 2027 (Session 1)",
    exam_date: "2027-01-21",
    stream: "Engineering",
    registration_opens: "2026-11-01",
    registration_closes: "2026-11-30",
    admit_card_date: "2027-01-17",
    exam_last_date: "2027-01-24",
    result_date: "2027-02-12",
    official_site: "https://jeemain.nta.nic.in",
  };
  const read = (file: string) =>
    new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        // DTEND is the day after the last (exclusive), as RFC 5545 has it for all-day events.
        start: event.startDate.toString(),
        end: event.endDate.toString(),
      };
    });
  const events = read(examCalendarFile(exam, site));
  expect(events).toEqual([
    {
      uid: "exam-7-registration@example.in",
      summary: "JEE Main 2027 (Session 1): registration",
      allDay: true,
      start: "2026-11-01",
      end: "2026-12-01",
    },
    {
      uid: "exam-7-admit-card@example.in",
      summary: "JEE Main 2027 (Session 1): admit card",
      allDay: true,
      start: "2027-01-17",
      end: "2027-01-18",
    },
    // The exam's own event keeps the UID it had before windows, so an earlier import is updated.
    {
      uid: "exam-7@example.in",
      summary: "JEE Main 2027 (Session 1)",
      allDay: true,
      start: "2027-01-21",
      end: "2027-01-25",
    },
    {
      uid: "exam-7-result@example.in",
      summary: "JEE Main 2027 (Session 1): result",
      allDay: true,
      start: "2027-02-12",
      end: "2027-02-13",
    },
  ]);
  const first = new ICAL.Component(ICAL.parse(examCalendarFile(exam, site))).getFirstSubcomponent("vevent")!;
  expect(new ICAL.Event(first).description).toContain("\nOfficial website: https://jeemain.nta.nic.in\n");
  // The same exam downloaded later: the same UIDs, so a calendar updates the events it holds.
  const later = read(examCalendarFile({ ...exam, result_date: "2027-02-14" }, { ...site, stamp: new Date() }));
  expect(later.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
});

test("the file name is the exam's name as a slug", () => {
  expect(examCalendarFileName("JEE Main 2027 (Session 1)")).toBe("jee-main-2027-session-1.ics");
  expect(examCalendarFileName("नीट")).toBe("exam.ics");
});

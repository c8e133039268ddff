import ICAL from "ical.js";
import { expect, test } from "vitest";
import { examCalendarFile, examCalendarFileName } from "./exam-calendar-file";

const site = { origin: "https://example.in", uidDomain: "example.in", stamp: new Date("2026-11-25T08:53:00Z") };

test("an exam's file parses (ical.js) into one all-day event with its name, date and stream", () => {
  const name = "MHT CET 2027, Session 1; PCM \\ PCB — महाराष्ट्र सामाईक प्रवेश परीक्षा (राज्य स्तरीय प्रवेश परीक्षा)";
  const file = examCalendarFile({ id: 42, name, exam_date: "2027-04-20", stream: "Engineering" }, site);
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

test("the file name is the exam's name as a slug", () => {
  expect(examCalendarFileName("JEE Main 2027 (Session 1)")).toBe("jee-main-2027-session-1.ics");
  expect(examCalendarFileName("नीट")).toBe("exam.ics");
});

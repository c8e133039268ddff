import { expect, test } from "vitest";
import { ExamFormSchema } from "./exam-schema";

/** A form as the Add Exam screen posts it: every window empty unless given. */
const form = (fields: Record<string, string> = {}) => ({
  name: "JEE Main 2027 (Session 1)",
  exam_date: "2027-01-21",
  category_id: "1",
  registration_opens: "",
  registration_closes: "",
  admit_card_date: "",
  exam_last_date: "",
  result_date: "",
  official_site: "",
  ...fields,
});

/** Each refused field with its first message. */
const refusals = (fields: Record<string, string>) =>
  Object.fromEntries(
    (ExamFormSchema.safeParse(form(fields)).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

test("the windows are optional: empty or absent is null, and the original's three fields still make an exam", () => {
  expect(ExamFormSchema.parse(form())).toMatchObject({ registration_opens: null, official_site: null });
  const original = ExamFormSchema.parse({ name: "KCET 2027", exam_date: "2027-04-17", category_id: "1" });
  expect(original).toMatchObject({ registration_closes: null, result_date: null, exam_last_date: null });
});

test("a whole cycle in order is kept as India days and an https site", () => {
  const cycle = {
    registration_opens: "2026-11-01",
    registration_closes: "2026-11-30",
    admit_card_date: "2027-01-17",
    exam_last_date: "2027-01-30",
    result_date: "2027-02-11",
    official_site: "https://jeemain.nta.nic.in",
  };
  expect(ExamFormSchema.parse(form(cycle))).toMatchObject(cycle);
  // The edges: registration closing on the exam's first day, the result on its last.
  expect(refusals({ ...cycle, registration_closes: "2027-01-21", result_date: "2027-01-30" })).toEqual({});
});

test("days out of order are refused under the field to correct, with words staff can act on", () => {
  expect(refusals({ registration_opens: "2026-11-30", registration_closes: "2026-11-01" })).toEqual({
    registration_closes: "Registration cannot close before it opens",
  });
  expect(refusals({ registration_opens: "2026-11-01" })).toEqual({
    registration_closes: "Give the day registration closes too",
  });
  expect(refusals({ registration_closes: "2026-11-30" })).toEqual({
    registration_opens: "Give the day registration opens too",
  });
  expect(refusals({ registration_opens: "2026-11-01", registration_closes: "2027-01-22" })).toEqual({
    registration_closes: "Registration must close by the exam's first day",
  });
  expect(refusals({ admit_card_date: "2027-01-22" })).toEqual({
    admit_card_date: "The admit card must come out by the exam's first day",
  });
  expect(
    refusals({ registration_opens: "2026-11-01", registration_closes: "2026-11-30", admit_card_date: "2026-10-01" }),
  ).toEqual({ admit_card_date: "The admit card cannot come out before registration opens" });
  expect(refusals({ exam_last_date: "2027-01-20" })).toEqual({
    exam_last_date: "The last exam day cannot be before the Exam Date",
  });
  expect(refusals({ exam_last_date: "2028-01-21" })).toEqual({
    exam_last_date: "An exam's days span at most 60 days: check the last exam day",
  });
  expect(refusals({ exam_last_date: "2027-01-30", result_date: "2027-01-29" })).toEqual({
    result_date: "The result cannot come before the exam's last day",
  });
  expect(refusals({ result_date: "2027-02-30" })).toEqual({ result_date: expect.stringMatching(/date/i) });
});

test("the official site must be an https address", () => {
  const message = "The official site must be an https:// address, like https://jeemain.nta.nic.in";
  expect(refusals({ official_site: "http://jeemain.nta.nic.in" })).toEqual({ official_site: message });
  expect(refusals({ official_site: "javascript:alert(1)" })).toEqual({ official_site: message });
  expect(refusals({ official_site: "jeemain.nta.nic.in" })).toEqual({ official_site: message });
  expect(refusals({ official_site: `https://example.in/${"a".repeat(300)}` })).toEqual({
    official_site: "Keep the official site under 300 characters",
  });
});

import { describe, expect, test } from "vitest";
import { HolidayFormSchema } from "#app/features/counselling/availability-schema";
import { AddStepFormSchema } from "#app/features/admissions/application-step-schema";
import { CommissionFormSchema, RecordPaymentFormSchema } from "#app/features/admissions/payment-schema";
import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { calendarDate, isCalendarDay, NOT_A_DATE } from "./calendar-date";

/** The one date parser of every form (issue 41, item 11): a day that exists, leap years included. */
describe("calendarDate: a form's date field", () => {
  const field = calendarDate("Choose the day");
  const answer = (value: unknown) => {
    const parsed = field.safeParse(value);
    return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
  };

  test.each([
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["2027-02-28", "2027-02-28"],
    ["2027-04-30", "2027-04-30"],
    ["2027-12-31", "2027-12-31"],
    [" 2027-05-15 ", "2027-05-15"],
  ])("%j is a day", (typed, day) => {
    expect(answer(typed)).toBe(day);
  });

  test.each([
    "2027-02-29",
    "2027-02-30",
    "2100-02-29",
    "1900-02-29",
    "2027-04-31",
    "2027-06-31",
    "2027-13-01",
    "2027-00-10",
    "2027-01-00",
    "2027-01-32",
    "0000-01-01",
    "2027-1-5",
    "27-02-2027",
    "2027-02-28T00:00",
    "٢٠٢٧-٠١-٠٥",
    "soon",
    "9".repeat(10_000),
  ])("%j is refused with the one message", (typed) => {
    expect(answer(typed)).toEqual([NOT_A_DATE]);
  });

  test("empty or absent is the field's own message", () => {
    expect(answer("")).toEqual(["Choose the day"]);
    expect(answer("   ")).toEqual(["Choose the day"]);
    expect(answer(undefined)).toEqual(["Choose the day"]);
  });

  test("isCalendarDay knows the leap years", () => {
    expect([2024, 2025, 2100, 2400].map((year) => isCalendarDay(`${year}-02-29`))).toEqual([true, false, false, true]);
  });

  test("the forms use it: the holiday, the exam, the step, the payment and the commission refuse 2027-02-30 alike", () => {
    const messages = [
      HolidayFormSchema.safeParse({ day: "2027-02-30" }),
      ExamFormSchema.safeParse({ name: "JEE Main", exam_date: "2027-02-30", category_id: "1" }),
      AddStepFormSchema.safeParse({ on_date: "2027-02-30" }),
      RecordPaymentFormSchema.safeParse({ paid_on: "2027-02-30" }),
      CommissionFormSchema.safeParse({ received_on: "2027-02-30" }),
    ].map((parsed) => parsed.error?.issues.find((issue) => /date|day|_on$/.test(String(issue.path[0])))?.message);
    expect(messages).toEqual(Array(5).fill(NOT_A_DATE));
  });
});

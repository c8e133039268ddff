import { expect, test } from "vitest";
import { DEFAULT_FIRST_CALL_CLOCK, FirstCallClockFormSchema, firstCallClockFormValues } from "./first-call-clock";

const form = (overrides: Record<string, unknown> = {}) => ({
  days: ["1", "2", "3", "4", "5", "6"],
  start: "09:30",
  end: "18:30",
  targetMinutes: "15",
  reassignAfterMinutes: "",
  ...overrides,
});
const errors = (overrides: Record<string, unknown>) => {
  const result = FirstCallClockFormSchema.safeParse(form(overrides));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

test("the form's values are the defaults shown, and read back as them", () => {
  expect(firstCallClockFormValues(DEFAULT_FIRST_CALL_CLOCK)).toEqual(form());
  expect(FirstCallClockFormSchema.parse(form())).toEqual(DEFAULT_FIRST_CALL_CLOCK);
});

test("00:00 as the end is midnight at the end of the day; one ticked day comes as a string", () => {
  expect(FirstCallClockFormSchema.parse(form({ days: "7", start: "00:00", end: "00:00", targetMinutes: "1" }))).toEqual(
    {
      days: [7],
      startMinute: 0,
      endMinute: 1440,
      targetMinutes: 1,
      reassignAfterMinutes: null,
    },
  );
  expect(firstCallClockFormValues({ ...DEFAULT_FIRST_CALL_CLOCK, startMinute: 0, endMinute: 1440 })).toMatchObject({
    start: "00:00",
    end: "00:00",
  });
});

test("each mistake is named on its field", () => {
  expect(errors({ days: undefined })).toEqual({ days: "Tick at least one working day" });
  expect(errors({ days: ["8"] })).toEqual({ days: "Choose days from the list" });
  expect(errors({ start: "9.30" })).toEqual({ start: "Enter a time such as 09:30" });
  expect(errors({ start: "18:30", end: "09:30" })).toEqual({ end: "The day must end after it starts" });
  expect(errors({ targetMinutes: "0" })).toEqual({ targetMinutes: "Enter a number of minutes from 1 to 10080" });
  expect(errors({ targetMinutes: "fifteen" })).toEqual({ targetMinutes: "Enter a number of minutes from 1 to 10080" });
  expect(errors({ reassignAfterMinutes: "15" })).toEqual({
    reassignAfterMinutes: "Reassign only after the target: enter more minutes than the target, or leave it empty",
  });
  expect(FirstCallClockFormSchema.parse(form({ reassignAfterMinutes: "60" })).reassignAfterMinutes).toBe(60);
});

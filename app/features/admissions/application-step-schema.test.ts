import { describe, expect, test } from "vitest";
import { AddStepFormSchema } from "./application-step-schema";

const step = { intent: "step", application_id: "4", on_date: "2027-01-12", at_time: "" };

describe("a step of kind Other is named by its note", () => {
  test("without a note it is refused on the note field, saying why", () => {
    const parsed = AddStepFormSchema.safeParse({ ...step, kind: "other", note: "  " });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["note", "Name the step in the note: the student's reminders call it by that"],
    ]);
  });

  test("with a note it is taken, and other kinds need none", () => {
    expect(AddStepFormSchema.safeParse({ ...step, kind: "other", note: "PESSAT slot booking" }).success).toBe(true);
    expect(AddStepFormSchema.safeParse({ ...step, kind: "fee_due", note: "" }).success).toBe(true);
  });
});

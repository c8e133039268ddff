import { expect, test } from "vitest";
import { DEFAULT_FIRST_CALL_CLOCK } from "#app/features/settings/first-call-clock";
import { firstCallClock, firstCallClockText } from "./first-call-clock";

/** A lead that came at 10:00 on Monday 30 Nov 2026 in India, due at 10:15 (the default 15 minutes). */
const lead = {
  created_at: "2026-11-30T04:30:00.000Z",
  status: "new",
  first_call_at: null as string | null,
  first_call_due_at: "2026-11-30T04:45:00.000Z" as string | null,
  first_call_overdue_at: null as string | null,
  erased_at: null as string | null,
  contact_withdrawn_at: null as string | null,
  merged_into: null as number | null,
};
const text = (overrides: Partial<typeof lead>, at: string) => {
  const clock = firstCallClock({ ...lead, ...overrides }, DEFAULT_FIRST_CALL_CLOCK, new Date(at));
  return clock ? firstCallClockText(clock) : undefined;
};

test("a waiting lead counts down in working minutes, then is overdue", () => {
  expect(text({}, "2026-11-30T04:33:00.000Z")).toBe("First call due in 12 working min");
  // 10:14:30: still due, in its last minute.
  expect(text({}, "2026-11-30T04:44:30.000Z")).toBe("First call due in 1 working min");
  expect(text({}, "2026-11-30T04:45:00.000Z")).toBe("Overdue for first call");
  // Marked by the job: overdue whatever the clock reads.
  expect(text({ first_call_overdue_at: "2026-11-30T04:45:05.000Z" }, "2026-11-30T04:40:00.000Z")).toBe(
    "Overdue for first call",
  );
});

test("the clock stops overnight: at 19:00 a lead due at 09:40 tomorrow has 10 working minutes left", () => {
  const evening = { created_at: "2026-11-30T12:55:00.000Z", first_call_due_at: "2026-12-01T04:10:00.000Z" };
  expect(text(evening, "2026-11-30T13:30:00.000Z")).toBe("First call due in 10 working min");
});

test("a called lead says after how many working minutes, and whether that beat the target", () => {
  const called = firstCallClock(
    { ...lead, first_call_at: "2026-11-30T04:37:00.000Z" },
    DEFAULT_FIRST_CALL_CLOCK,
    new Date("2026-12-05T00:00:00.000Z"),
  );
  expect(called).toEqual({ state: "called", minutes: 7, withinTarget: true });
  expect(firstCallClockText(called!)).toBe("Called after 7 working min");
  // Came at 18:00, due at 18:15, called the next morning at 09:40: 40 working minutes, late.
  const late = { created_at: "2026-11-30T12:30:00.000Z", first_call_due_at: "2026-11-30T12:45:00.000Z" };
  expect(
    firstCallClock(
      { ...lead, ...late, first_call_at: "2026-12-01T04:10:00.000Z" },
      DEFAULT_FIRST_CALL_CLOCK,
      new Date(),
    ),
  ).toEqual({ state: "called", minutes: 40, withinTarget: false });
});

test("no clock for a lead without one, nor for one nobody should call", () => {
  const at = "2026-11-30T05:00:00.000Z";
  expect(text({ first_call_due_at: null }, at)).toBeUndefined();
  expect(text({ status: "closed" }, at)).toBeUndefined();
  expect(text({ contact_withdrawn_at: at }, at)).toBeUndefined();
  expect(text({ erased_at: at }, at)).toBeUndefined();
  expect(text({ merged_into: 7 }, at)).toBeUndefined();
});

import { addIndiaDays, fromIndiaLocalInput, indiaDayStart } from "#app/utils/india-time";

/**
 * When a step's reminders are due (docs/decisions/045-application-steps-and-reminders.md): at
 * 09:00 India time 3 days and 1 day before the step's India day. A reminder whose time has passed
 * when the step is saved goes at once, while the step is still ahead; several passed reminders are
 * one (the nearest), so nobody gets the same e-mail twice in a minute. A step already past gets none.
 */

export const REMINDER_DAYS_BEFORE = [3, 1] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

const NINE_AM_MS = 9 * 60 * 60_000;

/** The instant a step happens: its India time, or for a whole-day step the end of its India day. */
export function stepEndsAt(step: { on_date: string; at_time: string | null }): string {
  return step.at_time
    ? fromIndiaLocalInput(`${step.on_date}T${step.at_time}`)
    : indiaDayStart(addIndiaDays(step.on_date, 1));
}

/** 09:00 India time (03:30 UTC) `daysBefore` India days before `day`. */
export function reminderAt(day: string, daysBefore: number): string {
  return new Date(Date.parse(indiaDayStart(addIndiaDays(day, -daysBefore))) + NINE_AM_MS).toISOString();
}

/** The reminders a step saved at `savedAt` gets, each with its due time. */
export function stepReminders(
  step: { on_date: string; at_time: string | null },
  savedAt: Date,
): { daysBefore: ReminderDaysBefore; dueAt: string }[] {
  const saved = savedAt.toISOString();
  if (stepEndsAt(step) <= saved) return [];
  const all = REMINDER_DAYS_BEFORE.map((daysBefore) => ({ daysBefore, dueAt: reminderAt(step.on_date, daysBefore) }));
  const ahead = all.filter((reminder) => reminder.dueAt > saved);
  const passed = all.filter((reminder) => reminder.dueAt <= saved);
  // The nearest passed one goes now; the earlier passed ones would say the same thing again.
  const nearestPassed = passed.at(-1);
  return nearestPassed ? [{ daysBefore: nearestPassed.daysBefore, dueAt: saved }, ...ahead] : ahead;
}

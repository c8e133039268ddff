/**
 * How the exam calendar shows a day, besides its date (formatIndiaDay in app/utils/india-time.ts).
 * Exam dates are calendar days (YYYY-MM-DD), not instants, so they are read as UTC days: no time
 * zone can move them to the day before.
 */
const DAY_MS = 86_400_000;
/** "In 4 days" is shown up to four weeks ahead; further out, the date says enough. */
const SOON_DAYS = 28;

const monthFormat = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });
const weekdayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" });

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

const hindiMonth = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" });
const hindiWeekday = new Intl.DateTimeFormat("hi-IN", { weekday: "short", timeZone: "UTC" });

/**
 * The parts of a tear-off calendar leaf: "Jan", "21", "Thu"; in Hindi the month in full (the
 * glossary never shortens it) and the weekday as a Hindi calendar prints it: "जनवरी", "21", "गुरु".
 */
export function calendarLeaf(
  day: string,
  locale: "en" | "hi" = "en",
): { month: string; date: string; weekday: string } {
  const date = asDate(day);
  const [month, weekday] = locale === "en" ? [monthFormat, weekdayFormat] : [hindiMonth, hindiWeekday];
  return { month: month.format(date), date: String(date.getUTCDate()), weekday: weekday.format(date) };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / DAY_MS);
}

/** "today", "tomorrow", "in 4 days"; undefined for a past day or one more than four weeks away. */
export function daysAwayLabel(days: number): string | undefined {
  if (days < 0 || days > SOON_DAYS) return undefined;
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

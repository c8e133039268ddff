/**
 * India time (Asia/Kolkata, UTC+05:30 all year: India has no daylight saving). Every day boundary
 * the admin shows or filters by (the chart's days, the date filters, "due today") is an India day,
 * so a lead sent at 00:30 in Bengaluru (19:00 UTC the day before) counts on the India day it was
 * sent. Times are stored as UTC ISO strings (app/db/schema.ts); these turn one into the other.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The India calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(at: Date | string): string {
  const time = typeof at === "string" ? Date.parse(at) : at.getTime();
  return new Date(time + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India day starts (its 00:00 in India), as a stored UTC ISO string. */
export function indiaDayStart(day: string): string {
  if (!DAY.test(day)) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The India day `count` days after `day` (before, when negative). */
export function addIndiaDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The stored-UTC bounds of an India day: `start` inclusive, `end` (the next day's start) exclusive. */
export function indiaDayRange(day: string): { start: string; end: string } {
  return { start: indiaDayStart(day), end: indiaDayStart(addIndiaDays(day, 1)) };
}

/** The last `count` India days up to and including the day of `until`, oldest first. */
export function lastIndiaDays(count: number, until: Date = new Date()): string[] {
  const last = indiaDay(until);
  return Array.from({ length: count }, (_, i) => addIndiaDays(last, i - (count - 1)));
}

/** The hour of the day in India (0–23) at an instant. */
export function indiaHour(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCHours();
}

/** A stored UTC time as a datetime-local control shows it in India time (YYYY-MM-DDTHH:MM); "" for none. */
export function toIndiaLocalInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16) : "";
}

/** A datetime-local value (YYYY-MM-DDTHH:MM) typed in India time, as a stored UTC ISO string. */
export function fromIndiaLocalInput(value: string): string {
  return new Date(Date.parse(`${value}:00.000Z`) - OFFSET_MS).toISOString();
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A time as the admin screens and e-mails show it: "25 Nov 2026, 6:54 am", in India time. */
export function formatIndiaDateTime(at: string | Date): string {
  return dateTime.format(typeof at === "string" ? new Date(at) : at);
}

const dayOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });

/** An India day (YYYY-MM-DD, as an exam's date is stored) as the site shows it: "29 Nov 2026". */
export function formatIndiaDay(value: string): string {
  if (!DAY.test(value)) throw new RangeError(`not a day: ${value}`);
  return dayOnly.format(new Date(`${value}T00:00:00.000Z`));
}

/** The Monday of the India week (Monday to Sunday) that holds `day`. */
export function indiaWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addIndiaDays(day, -((weekday + 6) % 7));
}

const hindiDay = new Intl.DateTimeFormat("hi-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
  numberingSystem: "latn",
});

/**
 * An India day in the page's language: "29 Nov 2026", or "29 नवंबर 2026" in Hindi (the month
 * written out, Western digits, as docs/glossary-hi.md has it).
 */
export function formatIndiaDayIn(locale: "en" | "hi", value: string): string {
  if (locale === "en") return formatIndiaDay(value);
  if (!DAY.test(value)) throw new RangeError(`not a day: ${value}`);
  return hindiDay.format(new Date(`${value}T00:00:00.000Z`));
}

/**
 * India days from `first` to `last` in the page's language, as short as the calendar allows:
 * "1–30 Nov 2026", "20 Dec 2026 – 10 Jan 2027", "21 Jan 2027" for one day; in Hindi "1–30 नवंबर
 * 2026". Intl's own range format, so each language joins the parts its way.
 */
export function formatIndiaDaysIn(locale: "en" | "hi", first: string, last: string): string {
  if (!DAY.test(first) || !DAY.test(last)) throw new RangeError(`not a day: ${first} or ${last}`);
  const format = locale === "en" ? dayOnly : hindiDay;
  return format.formatRange(new Date(`${first}T00:00:00.000Z`), new Date(`${last}T00:00:00.000Z`));
}

/** The part of the day a Hindi time is said with: सुबह 9:30, दोपहर 2:00, शाम 5:30, रात 9:00. */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह";
  if (hour >= 12 && hour < 16) return "दोपहर";
  if (hour >= 16 && hour < 20) return "शाम";
  return "रात";
}

/** "सुबह 9:30", "शाम 5:30": an hour and minute of India time as a Hindi page says it. */
function hindiClock(hour: number, minute: number): string {
  return `${hindiDayPart(hour)} ${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
}

/** An instant moved to India time, read with the UTC getters. */
const inIndia = (at: string | Date) => new Date((typeof at === "string" ? Date.parse(at) : at.getTime()) + OFFSET_MS);

/**
 * A time in India in the page's language: "25 Nov 2026, 6:54 am", or "25 नवंबर 2026, सुबह 6:54"
 * in Hindi (a 12-hour clock with the part of the day, as people say it).
 */
export function formatIndiaDateTimeIn(locale: "en" | "hi", at: string | Date): string {
  if (locale === "en") return formatIndiaDateTime(at);
  return `${formatIndiaDateIn("hi", at)}, ${formatIndiaTimeIn("hi", at)}`;
}

/** "25 Nov 2026" / "25 नवंबर 2026": the India day of an instant. */
export function formatIndiaDateIn(locale: "en" | "hi", at: string | Date): string {
  return formatIndiaDayIn(locale, indiaDay(at));
}

const englishTime = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "6:54 am" / "सुबह 6:54": the India time of day of an instant. */
export function formatIndiaTimeIn(locale: "en" | "hi", at: string | Date): string {
  if (locale === "en") return englishTime.format(typeof at === "string" ? new Date(at) : at);
  const india = inIndia(at);
  return hindiClock(india.getUTCHours(), india.getUTCMinutes());
}

/** "10:30" / "सुबह 10:30": a clock time as stored (HH:MM, India time); English shows it as stored. */
export function formatClockTimeIn(locale: "en" | "hi", time: string): string {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (locale === "en" || !clock) return time;
  return hindiClock(Number(clock[1]), Number(clock[2]));
}

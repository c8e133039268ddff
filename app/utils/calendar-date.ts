import { staffRefusalsEn } from "./i18n/en/staff-refusals";
import { z } from "zod";

/**
 * The one parser for a date a form or a filter takes: YYYY-MM-DD, as `<input type="date">` sends
 * it, naming a day that exists in the calendar, leap years included. `Date.parse("2027-02-30")` answers 2 March, so a
 * pattern and a parse are not enough: the day is checked against its month.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What every date field says of a value that is not a day of the calendar (2027-02-30, 2027-13-01, "soon"). */
export const NOT_A_DATE = staffRefusalsEn["counselling.not_a_date"];

/** Whether a YYYY-MM-DD names a day of the calendar (2028-02-29 does; 2027-02-29 and 2027-13-01 do not). */
export function isCalendarDay(value: string): boolean {
  const parts = DAY_PATTERN.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A form's date field: trimmed; empty or absent gets the field's own `missing` message; anything
 * else that is not a day of the calendar gets NOT_A_DATE. The length is checked first, so a long
 * value never reaches the pattern.
 */
export function calendarDate(missing = "Choose a date") {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(10, { message: NOT_A_DATE, abort: true })
    .refine(isCalendarDay, NOT_A_DATE);
}

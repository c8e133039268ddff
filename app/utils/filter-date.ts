/**
 * The one rule for a date a visitor types where a page reads one: a real calendar day, written
 * YYYY-MM-DD as `<input type="date">` sends it (isCalendarDay, app/utils/calendar-date.ts, the
 * forms' parser too). A filter (?from=, ?to=) that is anything else is
 * "not a date": the page says so beside the filter and leaves the filter out, rather than failing
 * with a 500 (an impossible day has no start to compute) or quietly reading 2026-02-30 as 2 March.
 */

import { isCalendarDay } from "./calendar-date";

const MAX_SHOWN = 20;

/** What a filter's value turned out to be: a day, or what was typed when it is not one. */
export type FilterDate = { day: string } | { notADate: string };

/** A filter's value: undefined when it is empty (no filter), else a day or not a date. */
export function parseFilterDate(raw: string | null | undefined): FilterDate | undefined {
  const typed = raw?.trim() ?? "";
  if (!typed) return undefined;
  return isCalendarDay(typed) ? { day: typed } : { notADate: typed };
}

/**
 * The date filters `names` of a query: the days to filter by, and, by name, what was typed
 * where a filter is not a date (to show beside it; the filter itself is left out).
 */
export function filterDates<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
): { days: Partial<Record<Name, string>>; notDates: Partial<Record<Name, string>> } {
  const days: Partial<Record<Name, string>> = {};
  const notDates: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const parsed = parseFilterDate(params.get(name));
    if (parsed && "day" in parsed) days[name] = parsed.day;
    else if (parsed) notDates[name] = parsed.notADate;
  }
  return { days, notDates };
}

/** What a page says of a filter whose value is not a date: what was typed, cut short. */
export function notADateMessage(typed: string): string {
  const shown = typed.length > MAX_SHOWN ? `${typed.slice(0, MAX_SHOWN)}…` : typed;
  return `“${shown}” is not a date (YYYY-MM-DD)`;
}

/**
 * Days of the week and times of day as the admin forms write them: the counsellors' hours
 * (features/counselling) and the first-call clock's working hours (features/settings).
 */

/** ISO weekday numbers, Monday first, as both forms name their fields and store their days. */
export const WEEKDAYS = [
  { weekday: 1, name: "Monday" },
  { weekday: 2, name: "Tuesday" },
  { weekday: 3, name: "Wednesday" },
  { weekday: 4, name: "Thursday" },
  { weekday: 5, name: "Friday" },
  { weekday: 6, name: "Saturday" },
  { weekday: 7, name: "Sunday" },
] as const;

/** "09:30" for 570 minutes; the time inputs' value. Midnight at the end of the day (1440) is "00:00". */
export function minuteToTime(minute: number): string {
  const inDay = minute % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/** 570 for "09:30"; undefined for anything else. */
export function timeToMinute(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

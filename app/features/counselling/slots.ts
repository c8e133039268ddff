import { addIndiaDays, indiaDay, indiaDayStart } from "#app/utils/india-time";

/**
 * Free counselling slots (docs/decisions/051-counselling-bookings.md): pure, so the rules are
 * tested without a database. A counsellor's weekly hours are India times on India weekdays; a
 * slot is stored and compared as UTC instants, so a 05:00 slot in India (23:30 UTC the day
 * before) lands on the right India day.
 */

/** How far ahead a student may book: today and the next 13 India days. */
export const BOOKING_DAYS = 14;
/** A slot starting sooner than this is not offered: nobody could prepare for it. */
export const MIN_NOTICE_MS = 60 * 60_000;

export interface WeeklyHours {
  adminId: number;
  /** 1 = Monday … 7 = Sunday, India time. */
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  /** A break inside the hours (lunch), when no slot is offered; null or absent: none. */
  breakStartMinute?: number | null;
  breakEndMinute?: number | null;
}

export interface TakenTime {
  adminId: number | null;
  startsAt: string;
  endsAt: string;
}

export interface Slot {
  adminId: number;
  /** The India day (YYYY-MM-DD) the slot is on. */
  day: string;
  startsAt: string;
  endsAt: string;
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of an India day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The India days a student may book on, from the day of `now`. */
export function bookingDays(now: Date, count = BOOKING_DAYS): string[] {
  const today = indiaDay(now);
  return Array.from({ length: count }, (_, i) => addIndiaDays(today, i));
}

/** A day of the strip a student chooses from: the India day and how many times are free on it. */
export interface BookingDay {
  day: string;
  free: number;
}

/**
 * The booking days with their free counts, and the day to show: the one asked for if it is one
 * of them, else the first with a free time, else today.
 */
export function chooseBookingDay(
  times: readonly { day: string }[],
  asked: string | null,
  now: Date,
): { days: BookingDay[]; day: string } {
  const days = bookingDays(now).map((day) => ({ day, free: times.filter((time) => time.day === day).length }));
  const day =
    days.find((entry) => entry.day === asked)?.day ?? days.find((entry) => entry.free > 0)?.day ?? days[0]!.day;
  return { days, day };
}

/**
 * Whether a time posted from a day's list is on that day (India time). A form posts the day it
 * showed beside the time, so a time from a list the student did not mean (or a forged post)
 * is refused instead of booked on another day.
 */
export const isOnDay = (startsAt: string, day: string | undefined) => indiaDay(startsAt) === day;

/**
 * Every free slot of the given counsellors' hours over the booking days: not in a break, not on a
 * holiday, not starting within MIN_NOTICE_MS of `now`, not overlapping a live session of the same counsellor.
 * Sorted by time, then counsellor.
 */
export function freeSlots(input: {
  hours: readonly WeeklyHours[];
  holidays: ReadonlySet<string>;
  taken: readonly TakenTime[];
  now: Date;
  days?: number;
}): Slot[] {
  const earliest = input.now.getTime() + MIN_NOTICE_MS;
  const slots: Slot[] = [];
  for (const day of bookingDays(input.now, input.days)) {
    if (input.holidays.has(day)) continue;
    const midnight = Date.parse(indiaDayStart(day));
    const weekday = isoWeekday(day);
    for (const hours of input.hours) {
      if (hours.weekday !== weekday || hours.slotMinutes <= 0) continue;
      for (const [from, until] of workingSpans(hours)) {
        for (let minute = from; minute + hours.slotMinutes <= until; minute += hours.slotMinutes) {
          const start = midnight + minute * 60_000;
          const end = start + hours.slotMinutes * 60_000;
          if (start < earliest) continue;
          if (overlapsTaken(input.taken, hours.adminId, start, end)) continue;
          slots.push({
            adminId: hours.adminId,
            day,
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(end).toISOString(),
          });
        }
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.adminId - b.adminId);
}

/**
 * A day's hours as the spans slots are cut from, in minutes after midnight: the whole day, or the
 * part before the break and the part after it. Slots start again at the break's end (a 13:00 to
 * 13:45 lunch, 30-minute slots: 12:30, then 13:45), so the afternoon loses no time to the grid.
 */
function workingSpans(hours: WeeklyHours): [number, number][] {
  const { startMinute, endMinute, breakStartMinute: from, breakEndMinute: until } = hours;
  if (from == null || until == null || !(from < until)) return [[startMinute, endMinute]];
  return [
    [startMinute, Math.min(from, endMinute)],
    [Math.max(until, startMinute), endMinute],
  ];
}

function overlapsTaken(taken: readonly TakenTime[], adminId: number, start: number, end: number): boolean {
  return taken.some(
    (session) =>
      session.adminId === adminId && Date.parse(session.startsAt) < end && Date.parse(session.endsAt) > start,
  );
}

/**
 * "First available counsellor": each time once, with the counsellors free then, in the order
 * given (the caller's order decides who is offered first).
 */
export function timesWithCounsellors(slots: readonly Slot[]): { startsAt: string; day: string; adminIds: number[] }[] {
  const byTime = new Map<string, { startsAt: string; day: string; adminIds: number[] }>();
  for (const slot of slots) {
    const entry = byTime.get(slot.startsAt) ?? { startsAt: slot.startsAt, day: slot.day, adminIds: [] };
    entry.adminIds.push(slot.adminId);
    byTime.set(slot.startsAt, entry);
  }
  return [...byTime.values()];
}

import type { DB } from "#app/db/db.server";
import type { Role } from "#app/features/admins/roles";

/** Who acts: a signed-in member of staff. */
type Staff = { id: number; role: Role };
import { isCalendarDay } from "#app/utils/calendar-date";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { DEFAULT_SLOT_MINUTES, type WeeklyHoursInput } from "./availability-schema";
import type { WeeklyHours } from "./slots";

/** A counsellor's weekly hours as their form shows them. */
export async function getWeeklyHours(db: DB, adminId: number) {
  const rows = await db
    .selectFrom("counsellor_availability")
    .select([
      "weekday",
      "start_minute",
      "end_minute",
      "break_start_minute",
      "break_end_minute",
      "slot_minutes",
      "meeting_link",
    ])
    .where("admin_id", "=", adminId)
    .orderBy("weekday")
    .execute();
  return {
    days: rows.map((row) => ({
      weekday: row.weekday,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      breakStartMinute: row.break_start_minute,
      breakEndMinute: row.break_end_minute,
    })),
    slotMinutes: rows[0]?.slot_minutes ?? DEFAULT_SLOT_MINUTES,
    meetingLink: rows[0]?.meeting_link ?? null,
  };
}

/**
 * Replaces a counsellor's weekly hours. Sessions already booked stay as they are: the student
 * was promised that time, and the counsellor can still see and move them on the lead's page.
 */
export async function saveWeeklyHours(db: DB, admin: Pick<Staff, "id">, hours: WeeklyHoursInput) {
  const timestamp = now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("counsellor_availability").where("admin_id", "=", admin.id).execute();
    if (hours.days.length === 0) return;
    await trx
      .insertInto("counsellor_availability")
      .values(
        hours.days.map((day) => ({
          admin_id: admin.id,
          weekday: day.weekday,
          start_minute: day.startMinute,
          end_minute: day.endMinute,
          break_start_minute: day.breakStartMinute ?? null,
          break_end_minute: day.breakEndMinute ?? null,
          slot_minutes: hours.slotMinutes,
          meeting_link: hours.meetingLink,
          updated_at: timestamp,
        })),
      )
      .execute();
  });
  return { days: hours.days.length, copied: Boolean(hours.copied) };
}

/** The counsellors a student may book, with their hours: active staff who set some. */
export async function bookableCounsellors(
  db: DB,
): Promise<{ counsellors: { id: number; name: string }[]; hours: WeeklyHours[] }> {
  const rows = await db
    .selectFrom("counsellor_availability")
    .innerJoin("admins", "admins.id", "counsellor_availability.admin_id")
    .select([
      "admins.id as admin_id",
      "admins.name",
      "counsellor_availability.weekday",
      "counsellor_availability.start_minute",
      "counsellor_availability.end_minute",
      "counsellor_availability.break_start_minute",
      "counsellor_availability.break_end_minute",
      "counsellor_availability.slot_minutes",
    ])
    .where("admins.active", "=", 1)
    .orderBy("admins.id")
    .execute();
  const counsellors = new Map<number, { id: number; name: string }>();
  for (const row of rows) counsellors.set(row.admin_id, { id: row.admin_id, name: row.name });
  return {
    counsellors: [...counsellors.values()],
    hours: rows.map((row) => ({
      adminId: row.admin_id,
      weekday: row.weekday,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      breakStartMinute: row.break_start_minute,
      breakEndMinute: row.break_end_minute,
      slotMinutes: row.slot_minutes,
    })),
  };
}

/** Holidays from `fromDay` on, oldest first. */
export async function listHolidays(db: DB, fromDay: string) {
  return db
    .selectFrom("counselling_holidays")
    .select(["day", "note"])
    .where("day", ">=", fromDay)
    .orderBy("day")
    .execute();
}

function requireOwner(admin: Staff) {
  if (admin.role !== "owner") throw new Refusal({ code: "counselling.holidays_owner_only" }, { status: 403 });
}

/** Marks an India day as a holiday: nobody can book it. Sessions already on it stay (the list says so). */
export async function addHoliday(db: DB, admin: Staff, holiday: { day: string; note?: string }) {
  requireOwner(admin);
  // The form's schema refuses it first; a day that is not in the calendar never reaches the table.
  if (!isCalendarDay(holiday.day)) throw new Refusal({ code: "counselling.not_a_date" }, { field: "day" });
  await db
    .insertInto("counselling_holidays")
    .values({ day: holiday.day, note: holiday.note || null, created_by: admin.id, created_at: now() })
    .onConflict((oc) => oc.column("day").doUpdateSet({ note: holiday.note || null }))
    .execute();
  return holiday.day;
}

export async function removeHoliday(db: DB, admin: Staff, day: string) {
  requireOwner(admin);
  await db.deleteFrom("counselling_holidays").where("day", "=", day).execute();
  return day;
}

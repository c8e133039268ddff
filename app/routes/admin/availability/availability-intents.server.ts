import { addHoliday, removeHoliday, saveWeeklyHours } from "#app/features/counselling/availability.server";
import {
  HolidayFormSchema,
  RemoveHolidayFormSchema,
  WeeklyHoursFormSchema,
} from "#app/features/counselling/availability-schema";
import { formatIndiaDay } from "#app/utils/india-time";
import { intentFor } from "../admin-action.server";

const availabilityIntent = intentFor<unknown>();

/**
 * /Admin/availability's forms (docs/decisions/051-counselling-bookings.md): anyone signed in sets
 * their own weekly hours; owners add and remove holidays (the domain function refuses others).
 */
export const AVAILABILITY_INTENTS = {
  hours: availabilityIntent({
    schema: WeeklyHoursFormSchema,
    mutate: (hours, { db, admin }) => saveWeeklyHours(db, admin, hours),
    messages: {
      invalid: "Please correct the hours marked above.",
      done: (days: number) =>
        days === 0
          ? "Saved. You have no hours set, so students cannot book you."
          : `Saved. Students can book you on ${days === 1 ? "one day" : `${days} days`} a week.`,
    },
  }),
  "add-holiday": availabilityIntent({
    schema: HolidayFormSchema,
    mutate: ({ day, note }, { db, admin }) => addHoliday(db, admin, { day, note }),
    messages: {
      invalid: "Please choose a date.",
      done: (day: string) => `${formatIndiaDay(day)} is a holiday: nobody can book it.`,
      resetForm: true,
    },
  }),
  "remove-holiday": availabilityIntent({
    schema: RemoveHolidayFormSchema,
    mutate: ({ day }, { db, admin }) => removeHoliday(db, admin, day),
    messages: {
      invalid: "That date could not be read.",
      done: (day: string) => `${formatIndiaDay(day)} is open again.`,
    },
  }),
};

import { addHoliday, removeHoliday, saveWeeklyHours } from "#app/features/counselling/availability.server";
import {
  HolidayFormSchema,
  RemoveHolidayFormSchema,
  WeeklyHoursFormSchema,
} from "#app/features/counselling/availability-schema";
import { formatIndiaDay } from "#app/utils/india-time";
import { countOf } from "#app/utils/i18n/counts";
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
      done: ({ days, copied }: { days: number; copied: boolean }) =>
        `Saved${copied ? ", with Monday's hours on Tuesday to Friday" : ""}. ${
          days === 0
            ? "You have no hours set, so students cannot book you."
            : `Students can book you on ${days === 1 ? "one day" : countOf(days, "day")} a week.`
        }`,
      // The form starts again from what was saved: after a copy, Tuesday to Friday show Monday's hours.
      resetForm: true,
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

import { getWeeklyHours, listHolidays } from "#app/features/counselling/availability.server";
import { indiaDay } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/availability";
import { adminAction } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";
import { AVAILABILITY_INTENTS } from "./availability/availability-intents.server";
import { HolidaysSection } from "./availability/holidays-section";
import { WeeklyHoursSection } from "./availability/weekly-hours-section";

export const meta: Route.MetaFunction = () => [{ title: "My availability | Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, admin) => ({
    hours: await getWeeklyHours(db, admin.id),
    holidays: await listHolidays(db, indiaDay(new Date())),
    isOwner: admin.role === "owner",
  }));

export const headers = forwardHeaders;

export const action = (args: Route.ActionArgs) => adminAction(args, AVAILABILITY_INTENTS);

/**
 * When students can book a counselling session with you (/counselling/book), and, for owners,
 * the days nobody can be booked (docs/decisions/051-counselling-bookings.md).
 */
export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="admin-page">
      <h1>My availability</h1>
      <p className="muted">
        Students book a counselling session with you on the website, in the hours you set here, up to 14 days ahead.
        Times are India time.
      </p>
      <WeeklyHoursSection hours={loaderData.hours} pageAnswer={actionData} />
      <HolidaysSection holidays={loaderData.holidays} isOwner={loaderData.isOwner} pageAnswer={actionData} />
    </main>
  );
}

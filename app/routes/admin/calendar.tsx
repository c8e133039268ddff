import { href, Link } from "react-router";
import { ColumnHeads, TableScroll } from "#app/components/ui/table-scroll";
import { applicationLabel } from "#app/features/admissions/application-schema";
import { stepKindLabel } from "#app/features/admissions/application-step-schema";
import { calendarSteps } from "#app/features/admissions/application-steps.server";
import { filterDates } from "#app/utils/filter-date";
import { addIndiaDays, formatIndiaDay, indiaDay, indiaWeekStart } from "#app/utils/india-time";
import type { Route } from "./+types/calendar";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "My calendar | Admin" }];

/**
 * My calendar: the signed-in person's application steps for one week, Monday to Sunday in India
 * time (`?week=YYYY-MM-DD`, any day of it; this week without it): a counsellor's on the leads
 * assigned to them, an owner's all. Steps before today say "Overdue".
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, admin) => {
    const params = new URL(args.request.url).searchParams;
    const { days } = filterDates(params, ["week"]);
    const today = indiaDay(new Date());
    const monday = indiaWeekStart(days.week ?? today);
    const steps = await calendarSteps(db, admin, { from: monday, to: addIndiaDays(monday, 7) });
    return { monday, today, steps };
  });

const weekLink = (monday: string) => `${href("/Admin/calendar")}?week=${monday}`;

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { monday, today, steps } = loaderData;
  const sunday = addIndiaDays(monday, 6);
  return (
    <main className="admin-page wide">
      <h1>My calendar</h1>
      <p className="muted">
        Steps of your students&apos; applications, Monday {formatIndiaDay(monday)} to Sunday {formatIndiaDay(sunday)}{" "}
        (India time).
      </p>
      <nav aria-label="Weeks" className="pager">
        <Link to={weekLink(addIndiaDays(monday, -7))}>Previous week</Link>
        <Link to={weekLink(indiaWeekStart(today))}>This week</Link>
        <Link to={weekLink(addIndiaDays(monday, 7))}>Next week</Link>
      </nav>
      {steps.length === 0 ? (
        <p>No steps this week.</p>
      ) : (
        <TableScroll label="Steps this week">
          <table>
            <ColumnHeads names={["When", "Step", "Student", "Application"]} />
            <tbody>
              {steps.map((step) => (
                <tr key={step.id}>
                  <td>
                    {formatIndiaDay(step.on_date)}
                    {step.at_time ? `, ${step.at_time}` : ""}
                    {step.on_date < today ? <strong className="overdue"> Overdue</strong> : null}
                  </td>
                  <td>{stepKindLabel(step)}</td>
                  <td>
                    <Link to={href("/Admin/leads/:id", { id: String(step.lead_id) })}>{step.lead_name}</Link>
                  </td>
                  <td>{applicationLabel(step)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </main>
  );
}

import { ChoiceForm } from "#app/components/admin/choice-form";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { AgendaDays, AgendaList, dayName } from "#app/features/agenda/agenda-list";
import { EVERYONE, NEXT_DAYS } from "#app/features/agenda/agenda-entry";
import { myDay, type MyDay } from "#app/features/agenda/agenda.server";
import { agendaScope } from "#app/features/agenda/agenda-scope.server";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/today";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "My day | Admin" }];

/**
 * My day (issue 43, item 1; docs/decisions/073-my-day.md), where staff land after signing in: in
 * India time, the first calls overdue, today's sessions, the follow-up calls due, today's
 * application steps and the documents students uploaded for review, each with its lead and one
 * tap; then the next seven days. A counsellor sees their own work only; an owner chooses whose
 * (`?who=` a member of staff's id, or everyone).
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, admin) => {
    const who = new URL(args.request.url).searchParams.get("who");
    const choice = await agendaScope(db, admin, who);
    const day = await myDay(db, choice.scope, new Date());
    return { day, who: choice.who, staff: choice.staff, own: choice.scope.assigneeId === admin.id };
  });

export const headers = forwardHeaders;

type TodaySection = Exclude<keyof MyDay, "today" | "nextDays">;

const SECTIONS: { key: TodaySection; heading: string; empty: string }[] = [
  { key: "firstCalls", heading: "First calls overdue", empty: "No first calls are overdue." },
  { key: "sessions", heading: "Sessions today", empty: "No counselling sessions today." },
  { key: "followUps", heading: "Follow-up calls due", empty: "No follow-up calls are due today." },
  { key: "steps", heading: "Application steps due today", empty: "No application steps are due today." },
  { key: "documents", heading: "Documents to review", empty: "No uploaded documents are waiting for review." },
];

/** Whose work the page shows, in words: "Your", "Everyone's", "Kavya's". */
function whoseWork(own: boolean, who: string, staff: { id: number; name: string }[] | null): string {
  if (own) return "Your leads and sessions";
  const person = staff?.find((member) => String(member.id) === who);
  return `${person ? `${person.name}'s` : "Everyone's"} leads and sessions`;
}

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const { day, who, staff, own } = loaderData;
  return (
    <main className="admin-page wide">
      <h1>My day</h1>
      <p className="muted">
        {dayName(day.today)} (India time). {whoseWork(own, who, staff)}.
      </p>
      {/* An owner's choice of whose day; a counsellor sees their own. */}
      {staff ? (
        <ChoiceForm
          formLabel="Whose day"
          label="Whose day"
          id="today-who"
          name="who"
          value={who}
          options={[
            { value: EVERYONE, label: "Everyone" },
            ...staff.map((person) => ({ value: String(person.id), label: person.name })),
          ]}
        />
      ) : null}
      <div className="agenda-grid">
        {SECTIONS.map(({ key, heading, empty }) => (
          <section key={key} className="card agenda-card" aria-labelledby={`today-${key}`}>
            <h2 id={`today-${key}`}>
              {heading} <span className="muted small">({day[key].length})</span>
            </h2>
            <AgendaList entries={day[key]} day={day.today} empty={empty} />
          </section>
        ))}
      </div>
      <section className="card agenda-card" aria-labelledby="next-days">
        <h2 id="next-days">Next {NEXT_DAYS} days</h2>
        {day.nextDays.length === 0 ? (
          <p className="muted">No sessions, follow-up calls or application steps in the next {NEXT_DAYS} days.</p>
        ) : (
          <AgendaDays entries={day.nextDays} />
        )}
      </section>
    </main>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");

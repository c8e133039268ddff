import { href, Link } from "react-router";
import { requireAdmin } from "#app/features/admins/auth.server";
import {
  QUEUE_COUNT_CAP,
  QUEUE_SECTION_LIMIT,
  leadQueue,
  leadQueueCounts,
  type QueueSection,
} from "#app/features/inbox/lead-queue.server";
import { firstCallClock, firstCallClockText } from "#app/features/first-call/first-call-clock";
import { FirstCallClockTag } from "#app/features/first-call/first-call-clock-tag";
import { getFirstCallClock } from "#app/features/settings/first-call-clock.server";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { Route } from "./+types/queue";

export const meta: Route.MetaFunction = () => [{ title: "My queue | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const db = dbFrom(context);
  const at = new Date();
  const [queue, counts, hours] = await Promise.all([
    leadQueue(db, me, at),
    leadQueueCounts(db, me, at),
    getFirstCallClock(db),
  ]);
  return {
    queue: queue.map((item) => ({ ...item, firstCall: firstCallClock(item, hours, at) })),
    counts,
    limit: QUEUE_SECTION_LIMIT,
    cap: QUEUE_COUNT_CAP,
  };
}

export const headers = forwardHeaders;

const SECTIONS: { section: QueueSection; heading: string; empty: string }[] = [
  { section: "overdue", heading: "Overdue", empty: "Nothing overdue." },
  { section: "today", heading: "Due today", empty: "Nothing due today." },
  { section: "new", heading: "New, not yet called", empty: "No new leads waiting." },
  { section: "later", heading: "Later", empty: "Nothing scheduled later." },
];

/** The signed-in person's open leads, in the order to call them (features/inbox/lead-queue.server.ts). */
export default function Queue({ loaderData }: Route.ComponentProps) {
  const { queue, counts, limit, cap } = loaderData;
  const howMany = (count: number) => (count > cap ? `${cap.toLocaleString("en-IN")}+` : String(count));
  return (
    <main className="admin-page">
      <h1>My queue</h1>
      <p className="muted">
        Your open leads: overdue follow-ups first, then those due today, then new enquiries waiting for a first call.
        Unassigned leads are in <Link to={href("/Admin/leads")}>Leads</Link>.
      </p>
      {SECTIONS.map(({ section, heading, empty }) => {
        const items = queue.filter((item) => item.section === section);
        return (
          <section key={section} className="card" aria-labelledby={`queue-${section}`}>
            <h2 id={`queue-${section}`}>
              {heading} <span className="muted small">({howMany(counts[section])})</span>
            </h2>
            {counts[section] > items.length ? (
              <p className="muted small">
                The first {limit} of {howMany(counts[section])}: call these, and the next ones move up.
              </p>
            ) : null}
            {items.length === 0 ? (
              <p className="muted">{empty}</p>
            ) : (
              <ol className="queue-list">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={href("/Admin/leads/:id", { id: String(item.id) })}>{item.name}</Link>
                    <span className="muted small">
                      {" "}
                      · {LEAD_STATUS_LABELS[item.status] ?? item.status}
                      {(item.course ?? item.college_name) ? ` · ${item.course ?? item.college_name}` : ""}
                      {item.next_follow_up_at ? ` · due ${formatIndiaDateTime(item.next_follow_up_at)}` : ""}
                      {item.firstCall?.state === "due" ? ` · ${firstCallClockText(item.firstCall)}` : ""}
                    </span>{" "}
                    {item.firstCall?.state === "overdue" ? <FirstCallClockTag clock={item.firstCall} /> : null}
                    {item.phone ? (
                      <>
                        {" "}
                        <a href={`tel:+91${item.phone}`}>
                          {item.phone}
                          <span className="visually-hidden"> (call {item.name})</span>
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </main>
  );
}

import { FormResult } from "#app/components/forms/form-result";
import { SESSION_STATUS_LABELS } from "#app/features/counselling/session-status";
import { formatIndiaDateTime } from "#app/utils/india-time";
import type { LeadPageData } from "./lead-page-data";
import { useWorkForm, type LiveSectionProps } from "./work-forms";

type Session = LeadPageData["sessions"][number];

/**
 * The lead's counselling sessions, booked by the student on /counselling/book: when, with whom,
 * what about, and, once a booked session has started, Attended and No-show for the counsellor.
 */
export function SessionsSection({ page, live, actionData }: LiveSectionProps) {
  const mark = useWorkForm(actionData, "session-mark");
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Counselling sessions</h2>
      {page.sessions.length === 0 ? <p className="muted">None booked.</p> : null}
      <FormResult result={mark.answer} />
      <ul className="timeline-list">
        {page.sessions.map((session) => (
          <li key={session.id}>
            <SessionLine session={session} />
            {live && session.status === "booked" && session.starts_at <= page.sessionsAt ? (
              <mark.fetcher.Form method="post" className="inline-form">
                <input type="hidden" name="intent" value={mark.intent} />
                <input type="hidden" name="session_id" value={session.id} />
                <button type="submit" name="status" value="attended" className="button" disabled={mark.busy}>
                  Attended
                </button>{" "}
                <button
                  type="submit"
                  name="status"
                  value="no_show"
                  className="button button-ghost"
                  disabled={mark.busy}
                >
                  No-show
                </button>
              </mark.fetcher.Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionLine({ session }: { session: Session }) {
  return (
    <p>
      <strong>{formatIndiaDateTime(session.starts_at)}</strong> · {SESSION_STATUS_LABELS[session.status]}
      {session.counsellor ? ` · with ${session.counsellor}` : ""}
      {session.meeting_link ? (
        <>
          {" "}
          · <a href={session.meeting_link}>meeting link</a>
        </>
      ) : null}
      <br />
      <span className="muted">{session.topic}</span>
    </p>
  );
}

import { data } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { formatBookingDay } from "#app/features/counselling/booking-form";
import { changeFromLink, openSessionPage } from "#app/features/counselling/session-changes.server";
import { SESSION_STATUS_LABELS } from "#app/features/counselling/session-status";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDateTime } from "#app/utils/india-time";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { privatePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import { readForm } from "#app/utils/form-data.server";
import type { Route } from "./+types/session";

/**
 * /counselling/session/<token>: the student moves or cancels their session (ADR 051). One
 * person's page, like the status link (ADR 049): never stored, kept, listed or indexed, and the
 * token in its address goes to no other site. A link that does not work is the ordinary 404.
 */
export const handle = privatePage({ chrome: "full" });

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Page not found" : "Your counselling session" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export const headers = forwardHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await openSessionPage(dbFrom(context), { token: params.token, ipHash: clientIpHash(context) });
  if (!page) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  if ("retryAfterSeconds" in page) {
    throw data(null, { status: 429, headers: { ...PRIVATE_HEADERS, "Retry-After": String(page.retryAfterSeconds) } });
  }
  return data(page, { headers: PRIVATE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const answer = await changeFromLink(dbFrom(context), {
    token: params.token,
    ipHash: clientIpHash(context),
    form: await readForm(request),
  });
  if (!answer) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return data(answer, { status: answer.status, headers: PRIVATE_HEADERS });
}

export default function CounsellingSession({ loaderData, actionData }: Route.ComponentProps) {
  const { session, slots } = loaderData;
  const days = [...new Set(slots.map((slot) => slot.day))];
  return (
    <main>
      <PageBand
        heading="Your counselling session"
        intro={`Hello ${session.student}. Here you can move your session to another time or cancel it.`}
      />
      <div className="container booking-page">
        {actionData ? (
          <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "form-success" : "form-error"}>
            {actionData.message}
          </p>
        ) : null}
        <section className="lead-card" aria-labelledby="session-heading">
          <h2 id="session-heading">{formatIndiaDateTime(session.startsAt)} (India time)</h2>
          <p>
            {SESSION_STATUS_LABELS[session.status]}
            {session.counsellor ? `, with ${session.counsellor}` : ""}. {session.topic}
          </p>
          {session.meetingLink && session.status === "booked" ? (
            <p>
              Join here: <a href={session.meetingLink}>{session.meetingLink}</a>
            </p>
          ) : null}
        </section>
        {session.changeable ? (
          <>
            <form method="post" className="lead-card booking-form">
              <input type="hidden" name="intent" value="move" />
              <fieldset className="slot-choice">
                <legend>Move it to another time (India time)</legend>
                {slots.length === 0 ? <p>No other free times in the next 14 days.</p> : null}
                {days.map((day) => (
                  <div key={day}>
                    <h3>{formatBookingDay(day)}</h3>
                    <div className="slot-grid">
                      {slots
                        .filter((slot) => slot.day === day)
                        .map((slot) => (
                          <label key={slot.startsAt} className="slot">
                            <input type="radio" name="slot" value={slot.startsAt} required />
                            {formatIndiaDateTime(slot.startsAt).split(", ")[1]}
                          </label>
                        ))}
                    </div>
                  </div>
                ))}
              </fieldset>
              <button type="submit" className="button button-primary" disabled={slots.length === 0}>
                Move my session
              </button>
            </form>
            <form method="post" className="lead-card">
              <input type="hidden" name="intent" value="cancel" />
              <p>Can&apos;t make it at all? Cancelling frees the time for another student.</p>
              <button type="submit" className="button">
                Cancel my session
              </button>
            </form>
          </>
        ) : null}
      </div>
    </main>
  );
}

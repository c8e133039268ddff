import { data, isRouteErrorResponse } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { DayStrip, formatBookingDay } from "#app/features/counselling/booking-form";
import { changeFromLink, openSessionPage, type SessionChange } from "#app/features/counselling/session-changes.server";
import { dbFrom } from "#app/utils/context.server";
import { formatIndiaDateTimeIn, formatIndiaTimeIn } from "#app/utils/india-time";
import { withStored } from "#app/utils/i18n/english-text";
import type { Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages, type Messages } from "#app/utils/i18n/messages";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { privatePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import { readForm } from "#app/utils/form-data.server";
import { languageAlternates, metaMessages } from "#app/utils/seo";
import NotFound from "../not-found";
import type { Route } from "./+types/session";

/**
 * /counselling/session/<token>: the student moves or cancels their session (ADR 051). One
 * person's page, like the status link (ADR 049): never stored, kept, listed or indexed, and the
 * token in its address goes to no other site. A link that does not work is the site's ordinary
 * 404. In Hindi under /hi (the page's path): the e-mail of a booking made in Hindi links there.
 */
export const handle = privatePage({ chrome: "full" });

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const messages = metaMessages(matches);
  return [
    { title: error ? messages.home.notFound.title : messages.student.session.title },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
    ...(error ? [] : languageAlternates(matches)),
  ];
};

export const headers = forwardHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await openSessionPage(dbFrom(context), {
    token: params.token,
    ipHash: clientIpHash(context),
    day: new URL(request.url).searchParams.get("day"),
  });
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

/** What a post came to, in the page's words. */
function answerText(answer: SessionChange, locale: Locale, m: Messages["student"]) {
  if (answer.outcome === "moved") return m.session.answers.moved(formatIndiaDateTimeIn(locale, answer.startsAt));
  if (answer.outcome === "slotTaken") return m.booking.slotTaken;
  if (answer.outcome === "slotNotOpen") return m.booking.slotNotOpen;
  if (answer.outcome === "wrongDay") return m.booking.wrongDay;
  return m.session.answers[answer.outcome];
}

export default function CounsellingSession({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const messages = useMessages().student;
  const m = messages.session;
  const { session } = loaderData;
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container booking-page">
        {actionData ? (
          <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "form-success" : "form-error"}>
            {answerText(actionData, locale, messages)}
          </p>
        ) : null}
        <section className="lead-card" aria-labelledby="session-heading">
          <h2 id="session-heading">{m.when(formatIndiaDateTimeIn(locale, session.startsAt))}</h2>
          <p>
            {withStored(
              locale,
              ([counsellor]) => m.summary(m.statuses[session.status], counsellor ?? null),
              session.counsellor ? [session.counsellor] : [],
            )}
          </p>
          {session.meetingLink && session.status === "booked" ? (
            <p>
              {m.joinHere} <a href={session.meetingLink}>{session.meetingLink}</a>
            </p>
          ) : null}
          {/* What a student comes here to do, first: move (the times below) or cancel. */}
          {session.changeable ? <SessionActions /> : null}
        </section>
        {session.changeable ? <MoveSession {...loaderData} /> : null}
      </div>
    </main>
  );
}

/** "Move my session" (to the times below) and "Cancel my session", side by side. */
function SessionActions() {
  const m = useMessages().student.session;
  return (
    <div className="session-actions">
      <a className="button button-primary" href="#move-session">
        {m.move}
      </a>
      <form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button">
          {m.cancel}
        </button>
      </form>
      <p className="session-cancel-note">{m.cancelText}</p>
    </div>
  );
}

/** Another time of the same counsellor: one day at a time, the day posted with the time. */
function MoveSession({ days, day, times }: Pick<Route.ComponentProps["loaderData"], "days" | "day" | "times">) {
  const locale = useLocale();
  const m = useMessages().student;
  return (
    <section id="move-session" className="lead-card" aria-labelledby="move-heading">
      <h2 id="move-heading">{m.session.move}</h2>
      <DayStrip days={days} chosen={day} label={m.booking.day} href={(entry) => `?day=${entry}#move-session`} />
      <form method="post" className="booking-form">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="day" value={day} />
        <fieldset className="slot-choice">
          <legend>{m.session.moveLegend(formatBookingDay(locale, day))}</legend>
          {times.length === 0 ? <p>{m.booking.noTimes}</p> : null}
          <div className="slot-grid">
            {times.map((startsAt) => (
              <label key={startsAt} className="slot">
                <input type="radio" name="slot" value={startsAt} required />
                {formatIndiaTimeIn(locale, startsAt)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={times.length === 0}>
          {m.session.moveSubmit}
        </button>
      </form>
    </section>
  );
}

/**
 * A link that does not work is the site's ordinary 404, in the page's language; too many openings,
 * a calm 429, as on the status page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().student.status;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const wait = isRouteErrorResponse(error) && error.status === 429;
  // Never a stack trace to a visitor; the server log has the details.
  return (
    <main className="container narrow page-pad">
      <h1>{wait ? m.waitHeading : m.errorHeading}</h1>
      <p>{wait ? m.waitText : m.errorText}</p>
    </main>
  );
}

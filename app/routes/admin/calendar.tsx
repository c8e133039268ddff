import { Form, href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { AgendaTable } from "#app/features/agenda/agenda-list";
import { agendaBetween } from "#app/features/agenda/agenda.server";
import { ownScope } from "#app/features/agenda/agenda-scope.server";
import { CreateFeedFormSchema, RevokeFeedFormSchema } from "#app/features/admissions/calendar-feed";
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from "#app/features/admissions/calendar-feed.server";
import { siteOrigin } from "#app/utils/env.server";
import { filterDates, notADateMessage } from "#app/utils/filter-date";
import { addIndiaDays, formatIndiaDateTime, formatIndiaDay, indiaDay } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/calendar";
import { adminAction, intentFor } from "./admin-action.server";
import { adminLoader } from "./admin-form.server";

export const meta: Route.MetaFunction = () => [{ title: "My calendar | Admin" }];

/** How many days the calendar shows at once. */
const WEEK_DAYS = 7;

/**
 * My calendar: the signed-in person's sessions, follow-up calls and application steps for seven
 * days in India time, from today (`?week=YYYY-MM-DD`: from that day): a counsellor's own, an
 * owner's everyone's (docs/decisions/073-my-day.md). "This week" is the next seven days, not the
 * calendar week, so on a Sunday it still shows the week ahead. Steps before today say "Overdue".
 */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async (db, admin) => {
    const params = new URL(args.request.url).searchParams;
    const { days, notDates } = filterDates(params, ["week"]);
    const at = new Date();
    const today = indiaDay(at);
    const from = days.week ?? today;
    const entries = await agendaBetween(db, ownScope(admin), { from, to: addIndiaDays(from, WEEK_DAYS) }, at);
    const feed = await calendarFeedOf(db, admin.id);
    const feedBase = `${siteOrigin(args.context.env)}${href("/Admin/calendar.ics")}?token=`;
    return { from, entries, feed, feedBase, notADate: notDates.week && notADateMessage(notDates.week) };
  });

export const headers = forwardHeaders;

const feedIntent = intentFor<unknown>();

/** The feed's buttons (docs/decisions/046-calendar-feed.md): each acts on the signed-in person's own feed. */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    feed: feedIntent({
      schema: CreateFeedFormSchema,
      mutate: (_value, { db, admin }) => createCalendarFeed(db, admin.id),
      // The token goes to this answer only: the page shows it once, the database keeps its hash.
      messages: { done: "Feed created. Copy its address now: it is not shown again.", extra: ({ token }) => token },
    }),
    "revoke-feed": feedIntent({
      schema: RevokeFeedFormSchema,
      mutate: (_value, { db, admin }) => revokeCalendarFeed(db, admin.id),
      messages: { done: "Feed revoked: its address no longer works.", refused: (reason) => reason },
    }),
  });

const weekLink = (from: string) => `${href("/Admin/calendar")}?week=${from}`;

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { from, entries } = loaderData;
  const last = addIndiaDays(from, WEEK_DAYS - 1);
  return (
    <main className="admin-page wide">
      <h1>My calendar</h1>
      <p className="muted">
        Your counselling sessions, follow-up calls and your students&apos; application steps, {formatIndiaDay(from)} to{" "}
        {formatIndiaDay(last)} (India time).
      </p>
      {loaderData.notADate ? (
        <p role="alert" className="form-error">
          {loaderData.notADate}: these are the seven days from today.
        </p>
      ) : null}
      <nav aria-label="Weeks" className="pager">
        <Link to={weekLink(addIndiaDays(from, -WEEK_DAYS))}>Previous week</Link>
        <Link to={href("/Admin/calendar")}>This week</Link>
        <Link to={weekLink(addIndiaDays(from, WEEK_DAYS))}>Next week</Link>
      </nav>
      {entries.length === 0 ? (
        <p>No sessions, follow-up calls or steps in these seven days.</p>
      ) : (
        <AgendaTable label="This week" entries={entries} />
      )}
      <FeedSection feed={loaderData.feed} feedBase={loaderData.feedBase} answer={actionData} />
    </main>
  );
}

function FeedSection({
  feed,
  feedBase,
  answer,
}: {
  feed: { createdAt: string } | undefined;
  feedBase: string;
  answer: AdminFormAnswer<string | undefined> | undefined;
}) {
  const create = useAdminForm<typeof CreateFeedFormSchema>(answer?.scope === "feed" ? answer : undefined);
  const revoke = useAdminForm<typeof RevokeFeedFormSchema>(answer?.scope === "revoke-feed" ? answer : undefined);
  const token = answer?.ok && answer.scope === "feed" ? answer.extra : undefined;
  return (
    <section aria-labelledby="feed-heading">
      <h2 id="feed-heading">Subscribe in your calendar app</h2>
      <p>
        A private address for Google Calendar, Outlook or your phone: your sessions, follow-up calls and steps from 30
        days ago onward. Anyone with the address can read it; revoke it if it is shared by mistake.
      </p>
      <p>{feed ? `You have a feed, created ${formatIndiaDateTime(feed.createdAt)}.` : "You have no feed."}</p>
      {token ? (
        <div className="card">
          <label htmlFor="feed-url">Your feed's address (copy it now: it is not shown again)</label>
          <input id="feed-url" type="text" readOnly value={`${feedBase}${token}`} className="feed-url" />
        </div>
      ) : null}
      <Form method="post" {...create.formProps}>
        <input type="hidden" name="intent" value="feed" />
        <FormResult result={answer?.scope === "feed" ? answer : undefined} />
        <button type="submit" className="button button-primary">
          {feed ? "Create a new address (the old one stops working)" : "Create a feed address"}
        </button>
      </Form>
      {feed ? (
        <Form method="post" {...revoke.formProps}>
          <input type="hidden" name="intent" value="revoke-feed" />
          <FormResult result={answer?.scope === "revoke-feed" ? answer : undefined} />
          <button type="submit" className="button button-ghost">
            Revoke the feed
          </button>
        </Form>
      ) : answer?.scope === "revoke-feed" ? (
        <FormResult result={answer} />
      ) : null}
    </section>
  );
}

/** What the screen says when the server can't be reached. */
export const ErrorBoundary = requestErrorBoundary("Something went wrong. Please try again.");

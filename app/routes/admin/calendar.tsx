import { Form, href, Link } from "react-router";
import { requestErrorBoundary } from "#app/components/admin/request-error";
import { useAdminForm, type AdminFormAnswer } from "#app/components/forms/admin-form";
import { FormResult } from "#app/components/forms/form-result";
import { StepsTable } from "#app/features/admissions/steps-table";
import { calendarSteps } from "#app/features/admissions/application-steps.server";
import { CreateFeedFormSchema, RevokeFeedFormSchema } from "#app/features/admissions/calendar-feed";
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from "#app/features/admissions/calendar-feed.server";
import { siteOrigin } from "#app/utils/env.server";
import { filterDates } from "#app/utils/filter-date";
import { addIndiaDays, formatIndiaDateTime, formatIndiaDay, indiaDay, indiaWeekStart } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import type { Route } from "./+types/calendar";
import { adminAction, intentFor } from "./admin-action.server";
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
    const feed = await calendarFeedOf(db, admin.id);
    const feedBase = `${siteOrigin(args.context.env)}${href("/Admin/calendar.ics")}?token=`;
    return { monday, today, steps, feed, feedBase };
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

const weekLink = (monday: string) => `${href("/Admin/calendar")}?week=${monday}`;

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
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
        <StepsTable label="Steps this week" steps={steps} today={today} />
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
        A private address for Google Calendar, Outlook or your phone: your steps from 30 days ago onward. Anyone with
        the address can read it; revoke it if it is shared by mistake.
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

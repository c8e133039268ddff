import { calendarFeedViewer } from "#app/features/admissions/calendar-feed.server";
import { calendarFeedFile } from "#app/features/agenda/agenda-feed.server";
import { dbFrom } from "#app/utils/context.server";
import { siteOrigin } from "#app/utils/env.server";
import type { Route } from "./+types/calendar-ics";

const PRIVATE = "private, no-store";

/**
 * /Admin/calendar.ics?token=…: the private iCalendar feed of the token's owner
 * (docs/decisions/046-calendar-feed.md). No session: a calendar app has no cookie, so the token is
 * the key. A missing, wrong, replaced or revoked token, or a removed admin's, is a bare 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const viewer = await calendarFeedViewer(db, token);
  if (!viewer) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE },
    });
  }
  // The site's own origin, never the request's Host (ADR 031): the UIDs and links stay the same.
  const origin = new URL(siteOrigin(context.env));
  const body = await calendarFeedFile(db, viewer, { origin: origin.origin, uidDomain: origin.host });
  return new Response(body, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": PRIVATE },
  });
}

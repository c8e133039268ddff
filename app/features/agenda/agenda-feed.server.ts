import type { DB } from "#app/db/db.server";
import type { Role } from "#app/features/admins/roles";
import { now } from "#app/utils/clock";
import { writeCalendar, type CalendarEvent } from "#app/utils/ics";
import { addIndiaDays, fromIndiaLocalInput, indiaDay } from "#app/utils/india-time";
import type { AgendaEntry } from "./agenda-entry";
import { agendaBetween } from "./agenda.server";
import { ownScope } from "./agenda-scope.server";

/** How far back the feed reaches: a step a month old is still worth seeing in a calendar app. */
const FEED_DAYS_BACK = 30;
/**
 * How long an entry with only a start lasts in a calendar app, which needs an end: a step names a
 * moment, a follow-up call a time to ring.
 */
const MOMENT_MINUTES = { step: 30, follow_up: 15 } as const;

/**
 * The private iCalendar feed (`/Admin/calendar.ics?token=…`, docs/decisions/046-calendar-feed.md
 * and 073-my-day.md): the viewer's sessions, follow-up calls and application steps from
 * FEED_DAYS_BACK days ago onward, as My calendar shows them (a counsellor's own, an owner's
 * everyone's). A timed entry at its India time (written in UTC), a step without a time as an
 * all-day event; each links to its lead's page. UIDs are the entries' keys, so an entry that
 * moves (a rescheduled session, a new follow-up time) is updated in the calendar app, not copied.
 */
export async function calendarFeedFile(
  db: DB,
  viewer: { id: number; role: Role },
  site: { origin: string; uidDomain: string },
): Promise<string> {
  const stamp = new Date(now());
  const entries = await agendaBetween(
    db,
    ownScope(viewer),
    { from: addIndiaDays(indiaDay(stamp), -FEED_DAYS_BACK) },
    stamp,
  );
  const events = entries.map((entry) => feedEvent(entry, stamp, site));
  return writeCalendar({ prodId: `-//${site.uidDomain}//My calendar//EN`, name: "My calendar", events });
}

function feedEvent(entry: AgendaEntry, stamp: Date, site: { origin: string; uidDomain: string }): CalendarEvent {
  const url = `${site.origin}/Admin/leads/${entry.leadId}`;
  const join = entry.kind === "session" && entry.action.label === "Join" ? `Join: ${entry.action.href}\n` : "";
  const base = {
    uid: `${entry.key}@${site.uidDomain}`,
    stamp,
    summary: [entry.what, entry.leadName, entry.detail].filter(Boolean).join(" · "),
    description: `${join}The lead's page: ${url}`,
    url,
  };
  if (!entry.time) return { ...base, day: entry.day };
  const start = new Date(entry.start ?? fromIndiaLocalInput(`${entry.day}T${entry.time}`));
  const minutes = entry.kind === "step" ? MOMENT_MINUTES.step : MOMENT_MINUTES.follow_up;
  const end = entry.end ? new Date(entry.end) : new Date(start.getTime() + minutes * 60_000);
  return { ...base, start, end };
}

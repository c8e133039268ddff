import crypto from "node:crypto";
import { tokenDigest } from "#app/utils/token-digest.server";
import type { DB } from "#app/db/db.server";
import { asRole } from "#app/features/admins/roles";
import { now } from "#app/utils/clock";
import { writeCalendar, type CalendarEvent } from "#app/utils/ics";
import { addIndiaDays, fromIndiaLocalInput, indiaDay } from "#app/utils/india-time";
import { Refusal } from "#app/utils/refusal";
import { applicationLabel } from "./application-schema";
import { stepKindLabel } from "./application-step-schema";
import { calendarSteps } from "./application-steps.server";
import type { Viewer } from "./applications.server";

/**
 * A member of staff's private iCalendar feed of their application steps
 * (docs/decisions/046-calendar-feed.md): `/Admin/calendar.ics?token=…`, for a calendar app that
 * has no session. The token is random (32 bytes, base64url) and shown once; the database keeps
 * its SHA-256 only. One feed per admin: creating another replaces it, revoking deletes it, and
 * removing the admin deletes it with them.
 */

/** How far back the feed reaches: a step a month old is still worth seeing in a calendar app. */
const FEED_DAYS_BACK = 30;
/** A timed step is an event this long: a step names a moment, the calendar app needs an end. */
const TIMED_STEP_MINUTES = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the admin has a feed, and since when (ISO), for the calendar page. */
export async function calendarFeedOf(db: DB, adminId: number): Promise<{ createdAt: string } | undefined> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("admin_id", "=", adminId)
    .executeTakeFirst();
  return row ? { createdAt: row.created_at } : undefined;
}

/** A new feed token for the admin, replacing any earlier one (whose URL stops working). */
export async function createCalendarFeed(db: DB, adminId: number): Promise<{ token: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const row = { admin_id: adminId, token_hash: tokenDigest(token), created_at: new Date(now()).toISOString() };
  await db
    .insertInto("calendar_feeds")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("admin_id").doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }),
    )
    .execute();
  return { token };
}

/** Deletes the admin's feed: its URL answers 404 from now on. */
export async function revokeCalendarFeed(db: DB, adminId: number): Promise<void> {
  const result = await db.deleteFrom("calendar_feeds").where("admin_id", "=", adminId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new Refusal({ code: "calendar.no_feed" });
}

/** Whose feed a token opens: an admin who still exists, or undefined (unknown, replaced, revoked). */
export async function calendarFeedViewer(db: DB, token: string): Promise<Viewer | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom("calendar_feeds")
    .innerJoin("admins", "admins.id", "calendar_feeds.admin_id")
    .select(["admins.id", "admins.role"])
    .where("calendar_feeds.token_hash", "=", tokenDigest(token))
    .executeTakeFirst();
  return row ? { id: row.id, role: asRole(row.role) } : undefined;
}

/**
 * The viewer's steps from FEED_DAYS_BACK days ago onward as an iCalendar file: the same steps as
 * My calendar shows them; a timed step at its India time (written in UTC), a step without a time
 * as an all-day event; each linking to its lead's page.
 */
export async function calendarFeedFile(
  db: DB,
  viewer: Viewer,
  site: { origin: string; uidDomain: string },
): Promise<string> {
  const stamp = new Date(now());
  const steps = await calendarSteps(db, viewer, { from: addIndiaDays(indiaDay(stamp), -FEED_DAYS_BACK) });
  const events = steps.map((step): CalendarEvent => {
    const url = `${site.origin}/Admin/leads/${step.lead_id}`;
    const base = {
      uid: `step-${step.id}@${site.uidDomain}`,
      stamp,
      summary: [stepKindLabel(step), step.lead_name, applicationLabel(step)].join(" · "),
      description: `The lead's page: ${url}`,
      url,
    };
    if (!step.at_time) return { ...base, day: step.on_date };
    const start = new Date(fromIndiaLocalInput(`${step.on_date}T${step.at_time}`));
    return { ...base, start, end: new Date(start.getTime() + TIMED_STEP_MINUTES * 60_000) };
  });
  return writeCalendar({ prodId: `-//${site.uidDomain}//Application steps//EN`, name: "My calendar", events });
}

import crypto from "node:crypto";
import { tokenDigest } from "#app/utils/token-digest.server";
import type { DB } from "#app/db/db.server";
import { asRole } from "#app/features/admins/roles";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import type { Viewer } from "./applications.server";

/**
 * A member of staff's private iCalendar feed (docs/decisions/046-calendar-feed.md; what it holds:
 * features/agenda/agenda-feed.server.ts): `/Admin/calendar.ics?token=…`, for a calendar app that
 * has no session. The token is random (32 bytes, base64url) and shown once; the database keeps
 * its SHA-256 only. One feed per admin: creating another replaces it, revoking deletes it, and
 * removing the admin deletes it with them.
 */

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

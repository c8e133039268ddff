import type { DB } from "#app/db/db.server";
import type { SessionStatus } from "./session-status";

/** A session on a counsellor's day (features/agenda): when, with whom, and its link. */
export interface DaySession {
  id: number;
  /** The invitation's iCalendar UID: the calendar feed gives the session the same one. */
  uid: string;
  leadId: number;
  leadName: string;
  startsAt: string;
  endsAt: string;
  status: SessionStatus;
  topic: string;
  meetingLink: string | null;
  counsellor: string | null;
}

/** What a list of sessions shows of each (a lead's page, a counsellor's day). */
export const SESSION_LIST_COLUMNS = [
  "counselling_sessions.id",
  "counselling_sessions.starts_at",
  "counselling_sessions.ends_at",
  "counselling_sessions.status",
  "counselling_sessions.topic",
  "counselling_sessions.meeting_link",
  "admins.name as counsellor",
] as const;

/** Sessions with their lead, and their counsellor while there is one: to pick columns from. */
export function sessionsWithPeople(db: DB) {
  return db
    .selectFrom("counselling_sessions")
    .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
    .leftJoin("admins", "admins.id", "counselling_sessions.admin_id");
}

/**
 * The sessions starting from `from` (inclusive) up to `to` (exclusive; onward without it), UTC ISO, that are not
 * cancelled, on leads neither erased nor merged, soonest first. With `adminId`, that counsellor's
 * sessions only; without it, everyone's.
 */
export async function sessionsBetween(
  db: DB,
  options: { adminId?: number; from: string; to?: string },
): Promise<DaySession[]> {
  let query = sessionsWithPeople(db)
    .select([
      ...SESSION_LIST_COLUMNS,
      "counselling_sessions.uid",
      "counselling_sessions.lead_id",
      "leads.name as lead_name",
    ])
    .where("counselling_sessions.starts_at", ">=", options.from)
    .where("counselling_sessions.status", "!=", "cancelled")
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null);
  if (options.to) query = query.where("counselling_sessions.starts_at", "<", options.to);
  if (options.adminId !== undefined) query = query.where("counselling_sessions.admin_id", "=", options.adminId);
  const rows = await query.orderBy("counselling_sessions.starts_at").orderBy("counselling_sessions.id").execute();
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    leadId: row.lead_id,
    leadName: row.lead_name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    topic: row.topic,
    meetingLink: row.meeting_link,
    counsellor: row.counsellor,
  }));
}

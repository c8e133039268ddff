import type { DB } from "#app/db/db.server";
import type { Role } from "#app/features/admins/roles";

/** Who acts: a signed-in member of staff. */
type Staff = { id: number; role: Role };
import { inLeadsLock } from "#app/features/leads/leads.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { refreshFunnelFacts } from "#app/features/leads/funnel-stages.server";
import { enqueueSessionEmails } from "./session-emails.server";
import { now } from "#app/utils/clock";
import { firstName } from "#app/utils/first-name";
import { hitRateLimits, type RateLimit } from "#app/utils/rate-limit.server";
import { Refusal } from "#app/utils/refusal";
import { tokenDigest } from "#app/utils/token-digest.server";
import { bookingOffer, isSlotClaimed, type BookingOutcome } from "./booking.server";
import { SESSION_TOKEN } from "./session-link.server";
import { chooseBookingDay, isOnDay } from "./slots";
import { personSessionBreach, PersonSessionRefusal } from "./sessions-per-person.server";
import { SESSION_STATUS_LABELS } from "./session-status";
import { SESSION_LIST_COLUMNS, sessionsWithPeople } from "./counsellor-sessions.server";

/** Openings of the booking link per address: enough for a family, too few to guess tokens. */
export const SESSION_PAGE_PER_ADDRESS: RateLimit = { limit: 30, windowMs: 10 * 60_000 };

/** The session a student's link opens, with what its page shows: no one else's details. */
export async function sessionByToken(db: DB, token: string) {
  if (!SESSION_TOKEN.test(token)) return undefined;
  return sessionsWithPeople(db)
    .select([
      "counselling_sessions.id",
      "counselling_sessions.lead_id",
      "counselling_sessions.admin_id",
      "counselling_sessions.starts_at",
      "counselling_sessions.ends_at",
      "counselling_sessions.status",
      "counselling_sessions.meeting_link",
      "counselling_sessions.sequence",
      "leads.erased_at",
      "admins.name as counsellor",
    ])
    .where("counselling_sessions.manage_token_hash", "=", tokenDigest(token))
    .executeTakeFirst()
    .then((row) => (row && !row.erased_at ? row : undefined));
}

/** The link's page: the session, the free times of its counsellor, or a refusal past the limit. */
export async function openSessionPage(
  db: DB,
  input: { token: string; ipHash: string; day?: string | null; at?: Date },
) {
  const limited = await hitRateLimits(db, [
    { bucket: `session-link:ip:${input.ipHash}`, rule: SESSION_PAGE_PER_ADDRESS },
  ]);
  if (!limited.ok) return { retryAfterSeconds: limited.retryAfterSeconds };
  const session = await sessionByToken(db, input.token);
  if (!session) return undefined;
  const offer = await bookingOffer(db, input.at);
  return {
    session: {
      startsAt: session.starts_at,
      endsAt: session.ends_at,
      status: session.status,
      // Nothing typed at the booking (the name, the topic): the link was mailed to an address the
      // booker typed, which may be someone else's (ADR 063). Staff by first name only.
      meetingLink: session.meeting_link,
      counsellor: firstName(session.counsellor),
      changeable: session.status === "booked" && session.starts_at > (input.at ?? new Date()).toISOString(),
    },
    // The counsellor's free times, one day at a time, as on the booking page.
    ...dayOfSlots(
      offer.slots.filter((slot) => slot.adminId === session.admin_id),
      input.day ?? null,
      input.at,
    ),
  };
}

function dayOfSlots(slots: { day: string; startsAt: string }[], asked: string | null, at = new Date()) {
  const { days, day } = chooseBookingDay(slots, asked, at);
  return { days, day, times: slots.filter((slot) => slot.day === day).map((slot) => slot.startsAt) };
}

/**
 * Moves a session to another free time of the same counsellor: the same UID, one more
 * SEQUENCE, an updated invitation to both, and the old reminders gone. The live-slot index
 * decides a race with another booking, as for a new one; a time that overlaps the person's other
 * live session is refused, under the lock every booking takes (sessions-per-person.server.ts).
 */
export async function rescheduleSession(
  db: DB,
  input: { token: string; startsAt: string; at?: Date },
): Promise<BookingOutcome | undefined> {
  const at = input.at ?? new Date();
  const session = await sessionByToken(db, input.token);
  if (!session || session.status !== "booked" || session.starts_at <= at.toISOString()) return undefined;
  const offer = await bookingOffer(db, at);
  const matches = (slot: { startsAt: string; adminId: number }) =>
    slot.startsAt === input.startsAt && slot.adminId === session.admin_id;
  if (!offer.grid.some(matches)) return { kind: "not_open" };
  const slot = offer.slots.find(matches);
  if (!slot) return { kind: "taken" };
  try {
    await inLeadsLock(db, async (trx) => {
      const breach = await personSessionBreach(trx, {
        leadId: session.lead_id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        at,
        movingId: session.id,
      });
      if (breach) throw new PersonSessionRefusal(breach, session.lead_id);
      const sequence = session.sequence + 1;
      const updated = await trx
        .updateTable("counselling_sessions")
        .set({ starts_at: slot.startsAt, ends_at: slot.endsAt, sequence, updated_at: now() })
        .where("id", "=", session.id)
        .where("status", "=", "booked")
        .where("sequence", "=", session.sequence)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Refusal({ code: "counselling.session_changed" });
      await recordStudentChange(trx, { session, sequence, startsAt: slot.startsAt, cancelled: false, at });
    });
  } catch (error) {
    if (isSlotClaimed(error)) return { kind: "taken" };
    if (error instanceof PersonSessionRefusal) return { kind: error.breach };
    // Moved or cancelled by another post meanwhile: the page says it can no longer be moved here.
    if (error instanceof Refusal) return undefined;
    throw error;
  }
  return {
    kind: "booked",
    sessionId: session.id,
    leadId: session.lead_id,
    startsAt: slot.startsAt,
    counsellor: session.counsellor ?? "",
  };
}

/**
 * What a change from the student's link leaves behind, in its transaction: the timeline entry, and
 * the updated invitation (or the cancellation) to both, which replaces the unsent e-mails and
 * reminders of the session's earlier sequence.
 */
async function recordStudentChange(
  trx: DB,
  change: {
    session: { id: number; lead_id: number };
    sequence: number;
    startsAt: string;
    cancelled: boolean;
    at: Date;
  },
) {
  await addLeadEvent(trx, {
    leadId: change.session.lead_id,
    kind: change.cancelled ? "session_cancelled" : "session_moved",
    data: { sessionId: change.session.id, at: change.startsAt, by: "student-booking-link" },
  });
  await enqueueSessionEmails(trx, {
    sessionId: change.session.id,
    leadId: change.session.lead_id,
    sequence: change.sequence,
    startsAt: change.startsAt,
    cancelled: change.cancelled,
    at: change.at,
  });
}

/** Cancels a session from the student's link: its slot is free again, and both get a cancellation. */
export async function cancelSession(db: DB, input: { token: string; at?: Date }): Promise<boolean> {
  const at = input.at ?? new Date();
  const session = await sessionByToken(db, input.token);
  if (!session || session.status !== "booked" || session.starts_at <= at.toISOString()) return false;
  return db.transaction().execute(async (trx) => {
    const sequence = session.sequence + 1;
    const timestamp = now();
    const updated = await trx
      .updateTable("counselling_sessions")
      .set({ status: "cancelled", sequence, cancelled_at: timestamp, updated_at: timestamp })
      .where("id", "=", session.id)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordStudentChange(trx, { session, sequence, startsAt: session.starts_at, cancelled: true, at });
    return true;
  });
}

/**
 * The counsellor marks a session attended or no-show, once it has started: its counsellor, the
 * lead's assignee, or an owner. Marking again corrects the mark.
 */
export async function markSession(
  db: DB,
  admin: Staff,
  input: { sessionId: number; leadId: number; status: "attended" | "no_show"; at?: Date },
) {
  const at = input.at ?? new Date();
  const session = await db
    .selectFrom("counselling_sessions")
    .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
    .select([
      "counselling_sessions.admin_id",
      "counselling_sessions.starts_at",
      "counselling_sessions.status",
      "leads.assignee_id",
    ])
    .where("counselling_sessions.id", "=", input.sessionId)
    .where("counselling_sessions.lead_id", "=", input.leadId)
    .executeTakeFirst();
  if (!session) throw new Refusal({ code: "counselling.session_not_on_lead" }, { status: 404 });
  if (admin.role !== "owner" && admin.id !== session.admin_id && admin.id !== session.assignee_id) {
    throw new Refusal({ code: "counselling.mark_not_allowed" }, { status: 403 });
  }
  if (session.status === "cancelled") throw new Refusal({ code: "counselling.session_cancelled" }, { status: 409 });
  if (session.starts_at > at.toISOString()) throw new Refusal({ code: "counselling.not_started" }, { status: 409 });
  await db.transaction().execute(async (trx) => {
    const timestamp = now();
    await trx
      .updateTable("counselling_sessions")
      .set({ status: input.status, marked_by: admin.id, marked_at: timestamp, updated_at: timestamp })
      .where("id", "=", input.sessionId)
      .execute();
    await refreshFunnelFacts(trx, [input.leadId]);
    await addLeadEvent(trx, {
      leadId: input.leadId,
      kind: "session_marked",
      actorId: admin.id,
      data: { sessionId: input.sessionId, at: session.starts_at, sessionStatus: SESSION_STATUS_LABELS[input.status] },
    });
  });
  return input.status;
}

/** A lead's sessions, newest first, for its page. */
export async function leadSessions(db: DB, leadId: number) {
  return sessionsWithPeople(db)
    .select(SESSION_LIST_COLUMNS)
    .where("counselling_sessions.lead_id", "=", leadId)
    .orderBy("counselling_sessions.starts_at", "desc")
    .execute();
}

/**
 * What a post from the student's link came to, and the status to answer with: the page says it
 * in its language (app/routes/public/counselling/session.tsx, the catalogue's `student.session.answers`).
 */
export type SessionChange =
  | { ok: true; status: 200; outcome: "cancelled" }
  | { ok: true; status: 200; outcome: "moved"; startsAt: string }
  | {
      ok: false;
      status: number;
      outcome:
        | "wait"
        | "notCancellable"
        | "unreadable"
        | "chooseTime"
        | "wrongDay"
        | "notMovable"
        | "slotTaken"
        | "slotNotOpen"
        | "overlapsOther";
    };

/**
 * A post from the student's link: "move" to a new time or "cancel". Undefined when the link does
 * not work (the page answers 404); otherwise what came of it.
 */
export async function changeFromLink(
  db: DB,
  input: { token: string; ipHash: string; form: Record<string, string>; at?: Date },
): Promise<SessionChange | undefined> {
  const limited = await hitRateLimits(db, [
    { bucket: `session-link:ip:${input.ipHash}`, rule: SESSION_PAGE_PER_ADDRESS },
  ]);
  if (!limited.ok) return { ok: false, outcome: "wait", status: 429 };
  if (!(await sessionByToken(db, input.token))) return undefined;
  const intent = input.form.intent;
  if (intent === "cancel") {
    const cancelled = await cancelSession(db, { token: input.token, at: input.at });
    return cancelled
      ? { ok: true, outcome: "cancelled", status: 200 }
      : { ok: false, outcome: "notCancellable", status: 409 };
  }
  if (intent !== "move") return { ok: false, outcome: "unreadable", status: 400 };
  const startsAt = input.form.slot ?? "";
  if (!startsAt) return { ok: false, outcome: "chooseTime", status: 400 };
  if (!isOnDay(startsAt, input.form.day)) return { ok: false, outcome: "wrongDay", status: 400 };
  const moved = await rescheduleSession(db, { token: input.token, startsAt, at: input.at });
  if (!moved) return { ok: false, outcome: "notMovable", status: 409 };
  if (moved.kind === "taken") return { ok: false, outcome: "slotTaken", status: 409 };
  if (moved.kind === "not_open") return { ok: false, outcome: "slotNotOpen", status: 400 };
  // A move never adds a session, so only an overlap with the person's other session stops it.
  if (moved.kind === "overlap" || moved.kind === "too_many")
    return { ok: false, outcome: "overlapsOther", status: 409 };
  return { ok: true, outcome: "moved", startsAt: moved.startsAt, status: 200 };
}

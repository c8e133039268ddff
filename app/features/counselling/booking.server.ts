import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { isUniqueViolation } from "#app/db/db-errors";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { createLeadWith, type NewLead } from "#app/features/leads/leads.server";
import { enqueueSessionEmails } from "./session-emails.server";
import { now } from "#app/utils/clock";
import { indiaDay } from "#app/utils/india-time";
import { bookableCounsellors, listHolidays } from "./availability.server";
import { newSessionLink } from "./session-link.server";
import { personSessionBreach, PersonSessionRefusal, resendSessionLinks } from "./sessions-per-person.server";
import { freeSlots, type Slot } from "./slots";

/** What the booking page offers: the counsellors, and every free slot of the next 14 days. */
export async function bookingOffer(db: DB, at = new Date()) {
  const { counsellors, hours } = await bookableCounsellors(db);
  const [holidays, taken] = await Promise.all([listHolidays(db, indiaDay(at)), liveSessionsFrom(db, at)]);
  const holidayDays = new Set(holidays.map((holiday) => holiday.day));
  return {
    counsellors,
    taken,
    slots: freeSlots({ hours, holidays: holidayDays, taken, now: at }),
    /** The same hours with nothing booked: a time in here but not in `slots` was taken. */
    grid: freeSlots({ hours, holidays: holidayDays, taken: [], now: at }),
  };
}

async function liveSessionsFrom(db: DB, at: Date) {
  const rows = await db
    .selectFrom("counselling_sessions")
    .select(["admin_id", "starts_at", "ends_at"])
    .where("status", "!=", "cancelled")
    // A session that started up to a day ago may still overlap a slot (hours are under a day).
    .where("ends_at", ">", new Date(at.getTime() - 86_400_000).toISOString())
    .execute();
  return rows.map((row) => ({ adminId: row.admin_id, startsAt: row.starts_at, endsAt: row.ends_at }));
}

export type BookingOutcome =
  | { kind: "booked"; sessionId: number; leadId: number; startsAt: string; counsellor: string }
  | { kind: "taken" }
  | { kind: "not_open" }
  /** The person already holds two live sessions, or one at an overlapping time (sessions-per-person.server.ts). */
  | { kind: "too_many" }
  | { kind: "overlap" };

/**
 * Books a session: the student's details become a lead (or an enquiry on their lead, by the
 * identity rules), and the session, its timeline entry and its e-mails are stored in the same
 * transaction. Whether the slot is free is decided by the database: the partial unique index on
 * a counsellor's live slot refuses the second of two bookings, from any process, and that
 * booking's lead is rolled back with it. The read before only picks a counsellor and turns away
 * times that were never offered. A person (a lead) holds at most two live sessions, never
 * overlapping: a refused booking stores nothing, and the live sessions' links go again to the
 * lead's own address (docs/decisions/064-sessions-per-person.md).
 */
export async function bookSession(
  db: DB,
  input: {
    lead: NewLead;
    startsAt: string;
    /** A chosen counsellor, or null for the first one free at that time. */
    counsellorId: number | null;
    topic: string;
    secret: Buffer;
    at?: Date;
  },
): Promise<BookingOutcome> {
  const at = input.at ?? new Date();
  const offer = await bookingOffer(db, at);
  const matches = (slot: Slot) =>
    slot.startsAt === input.startsAt && (input.counsellorId === null || slot.adminId === input.counsellorId);
  if (!offer.grid.some(matches)) return { kind: "not_open" };
  const slot = leastBooked(offer.slots.filter(matches), offer.taken);
  if (!slot) return { kind: "taken" };
  const counsellor = offer.counsellors.find((person) => person.id === slot.adminId)!;

  try {
    const stored = await createLeadWith(db, { ...input.lead, assigneeId: slot.adminId }, (trx, lead) =>
      insertSession(trx, {
        leadId: lead.id,
        enquiryId: lead.enquiryId,
        slot,
        counsellor,
        topic: input.topic,
        secret: input.secret,
        at,
      }),
    );
    const sessionId = stored.resent ? await sessionOfResentBooking(db, stored.lead.id, slot) : stored.result;
    if (sessionId === undefined) return { kind: "taken" };
    return { kind: "booked", sessionId, leadId: stored.lead.id, startsAt: slot.startsAt, counsellor: counsellor.name };
  } catch (error) {
    if (isSlotClaimed(error)) return { kind: "taken" };
    if (!(error instanceof PersonSessionRefusal)) throw error;
    await resendSessionLinks(db, error.leadId, at);
    return { kind: error.breach };
  }
}

/**
 * Whether an error is the live-slot index refusing a second session in a counsellor's slot
 * (PostgreSQL names the index; SQLite names its columns), not some other unique rule.
 */
export function isSlotClaimed(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return (
    constraint === "counselling_sessions_live_slot" ||
    (typeof message === "string" && message.includes("counselling_sessions.admin_id"))
  );
}

/**
 * "First available counsellor": of the counsellors free at that time, the one with the fewest
 * live sessions from yesterday on, so bookings spread over the team (the lowest id on a tie).
 */
function leastBooked(candidates: Slot[], taken: readonly { adminId: number | null }[]): Slot | undefined {
  const booked = (adminId: number) => taken.filter((session) => session.adminId === adminId).length;
  return candidates.reduce<Slot | undefined>(
    (best, slot) => (!best || booked(slot.adminId) < booked(best.adminId) ? slot : best),
    undefined,
  );
}

async function insertSession(
  trx: DB,
  input: {
    leadId: number;
    /** The booking's enquiry: its confirmation carries the enquiry's choices (withdraw, confirm updates). */
    enquiryId: number;
    slot: Slot;
    counsellor: { id: number; name: string };
    topic: string;
    secret: Buffer;
    at: Date;
  },
): Promise<number> {
  const breach = await personSessionBreach(trx, {
    leadId: input.leadId,
    startsAt: input.slot.startsAt,
    endsAt: input.slot.endsAt,
    at: input.at,
  });
  if (breach) throw new PersonSessionRefusal(breach, input.leadId);
  const timestamp = now();
  const hours = await trx
    .selectFrom("counsellor_availability")
    .select("meeting_link")
    .where("admin_id", "=", input.counsellor.id)
    .executeTakeFirst();
  const link = newSessionLink(input.secret);
  const { id } = await trx
    .insertInto("counselling_sessions")
    .values({
      lead_id: input.leadId,
      admin_id: input.counsellor.id,
      starts_at: input.slot.startsAt,
      ends_at: input.slot.endsAt,
      status: "booked",
      topic: input.topic,
      meeting_link: hours?.meeting_link ?? null,
      uid: `${crypto.randomUUID()}@counselling`,
      sequence: 0,
      manage_salt: link.salt,
      manage_token_hash: link.tokenHash,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await addLeadEvent(trx, {
    leadId: input.leadId,
    kind: "session_booked",
    data: { sessionId: id, at: input.slot.startsAt, counsellor: input.counsellor.name },
  });
  await enqueueSessionEmails(trx, {
    sessionId: id,
    leadId: input.leadId,
    sequence: 0,
    startsAt: input.slot.startsAt,
    cancelled: false,
    at: input.at,
    enquiryId: input.enquiryId,
  });
  return id;
}

/** A resent booking form (a second click): the session the first post booked, if it did. */
async function sessionOfResentBooking(db: DB, leadId: number, slot: Slot): Promise<number | undefined> {
  const row = await db
    .selectFrom("counselling_sessions")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("starts_at", "=", slot.startsAt)
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
  return row?.id;
}

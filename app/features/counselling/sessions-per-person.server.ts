import type { DB } from "#app/db/db.server";
import { enqueueStudentInvitationAgain } from "./session-emails.server";

/**
 * Sessions per person (docs/decisions/064-sessions-per-person.md): a lead holds at most two live
 * sessions, and never two at overlapping times, whichever counsellors they are with. A live
 * session is booked (not cancelled, not yet marked) and not yet over.
 *
 * The rule is a read, so it holds only where the write that follows cannot race another write
 * for the same lead: a booking runs it inside createLeadWith's transaction and a move inside its
 * own, both serialised on LEADS_LOCK (app/db/serialised-transaction.server.ts), which every
 * change to a lead's identity takes too, in every process.
 */
export const LIVE_SESSIONS_PER_PERSON = 2;

/** Why a person cannot have one more session: too many live ones, or one at that time already. */
export type PersonSessionBreach = "too_many" | "overlap";

/** What broke the rule, thrown inside the booking's transaction so its lead and enquiry roll back. */
export class PersonSessionRefusal extends Error {
  constructor(
    readonly breach: PersonSessionBreach,
    readonly leadId: number,
  ) {
    super(`The lead already has ${breach === "overlap" ? "a session at that time" : "two live sessions"}.`);
    this.name = "PersonSessionRefusal";
  }
}

/**
 * Whether a lead may hold a session from `startsAt` to `endsAt`, beside its other live sessions:
 * a new one (`movingId` unset) or one it moves (`movingId`, which does not count against itself).
 */
export async function personSessionBreach(
  trx: DB,
  input: { leadId: number; startsAt: string; endsAt: string; at: Date; movingId?: number },
): Promise<PersonSessionBreach | undefined> {
  const others = (await liveSessionsOfLead(trx, input.leadId, input.at)).filter(
    (session) => session.id !== input.movingId,
  );
  // Stored instants are all `toISOString()` text, so they compare as strings on both engines.
  if (others.some((session) => session.starts_at < input.endsAt && session.ends_at > input.startsAt)) return "overlap";
  if (input.movingId === undefined && others.length >= LIVE_SESSIONS_PER_PERSON) return "too_many";
  return undefined;
}

async function liveSessionsOfLead(db: DB, leadId: number, at: Date) {
  return db
    .selectFrom("counselling_sessions")
    .select(["id", "starts_at", "ends_at", "sequence"])
    .where("lead_id", "=", leadId)
    .where("status", "=", "booked")
    .where("ends_at", ">", at.toISOString())
    .execute();
}

/**
 * After a refusal: the invitation of each of the lead's live sessions, with its link, goes again
 * to the address on the lead (not the one typed: whoever typed it learns no link), at most once
 * an hour per session however often the form is posted. The outbox reads the address and the
 * withdrawal rules when it sends, as for the first invitation.
 */
export async function resendSessionLinks(db: DB, leadId: number, at = new Date()): Promise<void> {
  const sessions = await liveSessionsOfLead(db, leadId, at);
  for (const session of sessions) {
    await enqueueStudentInvitationAgain(db, { sessionId: session.id, leadId, sequence: session.sequence, at });
  }
}

import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { getAlertSettings } from "#app/features/outbox/alert-settings.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { cancelUnsent, enqueueEmails, type EmailRow } from "#app/features/outbox/enqueue.server";
import { now } from "#app/utils/clock";
import { mailRecipient, RECIPIENT_COLUMNS } from "#app/features/leads/lead-recipients";
import {
  counsellingEmailContent,
  type CounsellingEmailPayload,
  type SessionRecipient,
} from "./session-email-content.server";

/**
 * A counselling session's e-mails (features/counselling; docs/decisions/051-counselling-bookings.md):
 * the invitation when it is booked, its update when it moves, its cancellation, and the
 * reminders 24 hours and 1 hour before. Like a step's reminder, a row names the session, not
 * its words: whom it goes to and what it says are read when it is sent, so a reminder of a
 * session that was cancelled or moved since is dropped, and the outbox keeps no copy of the
 * student's details or of the link to their booking.
 */
const counsellingEmailPayload = z.object({
  kind: z.literal("counselling"),
  sessionId: z.number().int(),
  recipient: z.enum(["student", "guardian", "counsellor"]),
  purpose: z.enum(["invitation", "cancellation", "reminder"]),
  sequence: z.number().int(),
  hoursBefore: z.number().optional(),
  enquiryId: z.number().int().optional(),
}) satisfies z.ZodType<CounsellingEmailPayload>;

export const counsellingKind = defineEmailKind({
  kind: "counselling",
  payload: counsellingEmailPayload,
  write: async (db, payload, { origin, linkSecret, mailFrom }) => {
    if (!linkSecret) return undefined;
    const organizer = await invitationOrganizer(db, mailFrom);
    const content = await counsellingEmailContent(db, payload, { secret: linkSecret, origin, organizer });
    return content && { to: content.to, subject: content.subject, text: content.text, icalEvent: content.icalEvent };
  },
});

/**
 * The address that organises a session's invitation: the consultancy's own, as the owners set it
 * on the Lead alerts page, else MAIL_FROM's. Never a counsellor's: a booker sees it.
 */
async function invitationOrganizer(db: DB, mailFrom: string): Promise<string> {
  return (await getAlertSettings(db)).invitationsEmail || mailFrom;
}

const SESSION_REMINDER_HOURS = [24, 1] as const;
const HOUR_MS = 60 * 60_000;

const eventKey = (payload: CounsellingEmailPayload) =>
  `counselling-${payload.sessionId}-s${payload.sequence}-${payload.purpose}${payload.hoursBefore ? `-${payload.hoursBefore}h` : ""}-${payload.recipient}`;

/**
 * Writes a session's invitation (or cancellation) to the student and the counsellor and, for a
 * live session, its reminders, in the caller's transaction. A reminder whose time has passed is
 * not written: the invitation has just gone. Unsent e-mails of the session's earlier sequences
 * are deleted (those sent stay on record), so a moved session's old reminders never go.
 */
export async function enqueueSessionEmails(
  trx: DB,
  input: {
    sessionId: number;
    leadId: number;
    sequence: number;
    startsAt: string;
    cancelled: boolean;
    at?: Date;
    /** A new booking's enquiry: the person's confirmation carries its choices, as an acknowledgement would. */
    enquiryId?: number;
  },
): Promise<void> {
  const at = input.at ?? new Date();
  const timestamp = now();
  await cancelUnsent(trx, { like: `counselling-${input.sessionId}-s%` });
  const base = { kind: "counselling", sessionId: input.sessionId, sequence: input.sequence } as const;
  const row = (payload: CounsellingEmailPayload, dueAt: string): EmailRow<CounsellingEmailPayload> => ({
    eventKey: eventKey(payload),
    leadId: input.leadId,
    payload,
    dueAt,
  });
  const recipients = await sessionRecipients(trx, input.leadId);
  const enquiry = (recipient: SessionRecipient) =>
    input.enquiryId !== undefined && recipient !== "counsellor" ? { enquiryId: input.enquiryId } : {};
  const rows = recipients.map((recipient) =>
    row(
      { ...base, recipient, purpose: input.cancelled ? "cancellation" : "invitation", ...enquiry(recipient) },
      timestamp,
    ),
  );
  if (!input.cancelled) {
    for (const hoursBefore of SESSION_REMINDER_HOURS) {
      const dueAt = new Date(Date.parse(input.startsAt) - hoursBefore * HOUR_MS);
      if (dueAt <= at) continue;
      for (const recipient of recipients) {
        rows.push(row({ ...base, recipient, purpose: "reminder", hoursBefore }, dueAt.toISOString()));
      }
    }
  }
  await enqueueEmails(trx, rows);
}

/** The counsellor, the student, and a minor's guardian when the lead has one to write to (lead-recipients.ts). */
async function sessionRecipients(trx: DB, leadId: number): Promise<SessionRecipient[]> {
  const lead = await trx.selectFrom("leads").select(RECIPIENT_COLUMNS).where("id", "=", leadId).executeTakeFirst();
  const guardian = lead && mailRecipient(lead, "guardian") ? (["guardian"] as const) : [];
  return ["student", ...guardian, "counsellor"];
}

/**
 * The student's invitation to a live session once more, with its link (a refused booking by the
 * same person: features/counselling/sessions-per-person.server.ts). Its key names the hour, so
 * however often the form is posted the student gets it at most once an hour.
 */
export async function enqueueStudentInvitationAgain(
  trx: DB,
  input: { sessionId: number; leadId: number; sequence: number; at: Date },
): Promise<void> {
  const payload: CounsellingEmailPayload = {
    kind: "counselling",
    sessionId: input.sessionId,
    sequence: input.sequence,
    recipient: "student",
    purpose: "invitation",
  };
  const hour = Math.floor(input.at.getTime() / HOUR_MS);
  await enqueueEmails(trx, [
    { eventKey: `${eventKey(payload)}-again-${hour}`, leadId: input.leadId, payload, dueAt: now() },
  ]);
}

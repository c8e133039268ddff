import type { DB } from "#app/db/db.server";
import { mailRecipient, RECIPIENT_COLUMNS } from "#app/features/leads/lead-recipients";
import { choiceLinesOfEnquiry } from "#app/features/leads/enquiry-choices.server";
import { signedText } from "#app/features/settings/email-signature.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { writeInvitation } from "#app/utils/ics";
import { firstName } from "#app/utils/first-name";
import { formatIndiaDateTimeIn } from "#app/utils/india-time";
import type { Locale } from "#app/utils/i18n/locale";
import { messagesFor, type Messages } from "#app/utils/i18n/messages";
import { tokenDigest } from "#app/utils/token-digest.server";
import { sessionLinkToken, sessionLinkUrl } from "./session-link.server";

/** The student and a minor's guardian get the person's copy (lead-recipients.ts); the counsellor theirs. */
export type SessionRecipient = "student" | "guardian" | "counsellor";

export interface CounsellingEmailPayload {
  kind: "counselling";
  sessionId: number;
  recipient: SessionRecipient;
  /** What the e-mail is: the invitation (booked or moved), the cancellation, or a reminder. */
  purpose: "invitation" | "cancellation" | "reminder";
  /** The session's SEQUENCE when this was written: an older one is not sent once the session changed. */
  sequence: number;
  /** Reminders: hours before the start. */
  hoursBefore?: number;
  /**
   * A new booking's confirmation to the person: the enquiry the booking made, whose choices
   * (withdraw, confirm updates, rights) it carries in place of an acknowledgement (ADR 080).
   */
  enquiryId?: number;
}

/** The counselling e-mail as it is sent: its words and its calendar part, read at sending time. */
export interface CounsellingEmailContent {
  to: string;
  subject: string;
  text: string;
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

/**
 * A session's e-mail as it is sent (docs/decisions/051-counselling-bookings.md), read now rather
 * than when it was written: nothing (undefined, and the outbox drops the row) when the session
 * moved or was cancelled since (its sequence is newer), a reminder's session is over or not
 * booked any more, the lead was erased, the student may not be contacted or has no e-mail, the
 * counsellor is gone, or the server's key changed (the student's link would not work).
 *
 * The student's copy goes to whatever address the booking form was given, so it repeats nothing
 * typed there (no name, no topic) and names the counsellor by first name only; the invitation is
 * organised by the consultancy's own address (`organizer`), never a counsellor's
 * (docs/decisions/063-nothing-typed-is-mailed.md). The counsellor's copy keeps the topic.
 */
export async function counsellingEmailContent(
  db: DB,
  payload: CounsellingEmailPayload,
  keys: { secret: Buffer; origin: string; organizer: string },
  at = new Date(),
): Promise<CounsellingEmailContent | undefined> {
  const found = await sessionToWriteAbout(db, payload.sessionId);
  if (
    !found ||
    found.erased_at ||
    found.sequence !== payload.sequence ||
    !found.counsellor ||
    !found.counsellor_email
  ) {
    return undefined;
  }
  const cancelling = payload.purpose === "cancellation";
  if (cancelling !== (found.status === "cancelled")) return undefined;
  if (payload.purpose === "reminder" && found.starts_at <= at.toISOString()) return undefined;
  const token = sessionLinkToken(keys.secret, found.manage_salt);
  if (tokenDigest(token) !== found.manage_token_hash) return undefined;
  const to = payload.recipient === "counsellor" ? found.counsellor_email : mailRecipient(found, payload.recipient);
  if (!to) return undefined;

  const { brandName } = await getSiteSettings(db);
  // The student's e-mails and their booking's page in the lead's language; the counsellor's in English.
  const language = payload.recipient !== "counsellor" && found.language === "hi" ? "hi" : "en";
  const m = messagesFor(language).emails.session;
  const when = m.when(formatIndiaDateTimeIn(language, found.starts_at));
  const manageUrl = sessionLinkUrl(keys.origin, token, language);
  const leadUrl = `${keys.origin}/Admin/leads/${found.lead_id}`;
  const where = found.meeting_link ? m.joinHere(found.meeting_link) : m.callYou;
  const counsellor = firstName(found.counsellor) ?? brandName;
  const words = await signedForPerson(db, {
    payload,
    language,
    guardianOfMinor: payload.recipient === "guardian" && found.applicant === "minor",
    keys,
    words: emailWords({ payload, when, where, manageUrl, leadUrl, found, counsellor, m }),
  });
  if (payload.purpose === "reminder") return { to, ...words };

  const forStudent = payload.recipient !== "counsellor";
  const content = writeInvitation(`-//${brandName}//Counselling//EN`, {
    method: cancelling ? "CANCEL" : "REQUEST",
    uid: found.uid,
    sequence: found.sequence,
    stamp: at,
    start: new Date(found.starts_at),
    end: new Date(found.ends_at),
    // The student's calendar entry in their language (m is the counsellor's English for theirs).
    summary: m.calendarSummary(brandName),
    description: forStudent ? m.calendarManage(manageUrl) : `${found.topic}\n\nLead: ${leadUrl}`,
    location: found.meeting_link,
    url: forStudent ? manageUrl : leadUrl,
    organizer: { name: counsellor, email: keys.organizer },
    // A counsellor's calendar may write to its attendees: not to an address whose e-mail is off (ADR 062).
    attendees: forStudent
      ? [{ email: to }]
      : found.email && mailRecipient(found, "student")
        ? [{ name: found.name, email: found.email }]
        : [],
  });
  return {
    to,
    ...words,
    icalEvent: { method: cancelling ? "CANCEL" : "REQUEST", filename: "counselling.ics", content },
  };
}

/**
 * The student's or guardian's copy ends with the signature and, for a new booking's confirmation,
 * the choices its enquiry gives (withdraw, confirm updates, rights): the booking sends this one
 * e-mail, not an acknowledgement besides (ADR 080). The counsellor's copy is staff's: unsigned.
 */
async function signedForPerson(
  db: DB,
  input: {
    payload: CounsellingEmailPayload;
    language: Locale;
    guardianOfMinor: boolean;
    keys: { secret: Buffer; origin: string };
    words: { subject: string; text: string };
  },
): Promise<{ subject: string; text: string }> {
  const { payload, language, words } = input;
  if (payload.recipient === "counsellor") return words;
  const choices =
    payload.enquiryId === undefined
      ? []
      : await choiceLinesOfEnquiry(db, input.keys, {
          enquiryId: payload.enquiryId,
          language,
          guardianOfMinor: input.guardianOfMinor,
        });
  const text = await signedText(db, language, [words.text, ...(choices.length > 0 ? ["", ...choices] : [])]);
  return { subject: words.subject, text };
}

/** The session, its lead and its counsellor: what its e-mails say, and whether they may go. */
function sessionToWriteAbout(db: DB, sessionId: number) {
  return db
    .selectFrom("counselling_sessions")
    .innerJoin("leads", "leads.id", "counselling_sessions.lead_id")
    .leftJoin("admins", "admins.id", "counselling_sessions.admin_id")
    .select([
      "counselling_sessions.lead_id",
      "counselling_sessions.starts_at",
      "counselling_sessions.ends_at",
      "counselling_sessions.status",
      "counselling_sessions.topic",
      "counselling_sessions.meeting_link",
      "counselling_sessions.uid",
      "counselling_sessions.sequence",
      "counselling_sessions.manage_salt",
      "counselling_sessions.manage_token_hash",
      "leads.name",
      ...RECIPIENT_COLUMNS,
      "leads.language",
      "admins.name as counsellor",
      "admins.email as counsellor_email",
    ])
    .where("counselling_sessions.id", "=", sessionId)
    .executeTakeFirst();
}

function emailWords(input: {
  payload: CounsellingEmailPayload;
  when: string;
  where: string;
  manageUrl: string;
  leadUrl: string;
  found: { name: string; topic: string; sequence: number };
  /** The counsellor's first name. */
  counsellor: string;
  m: Messages["emails"]["session"];
}): { subject: string; text: string } {
  const { payload, when, where, manageUrl, leadUrl, found, counsellor, m } = input;
  const moved = found.sequence > 0;
  if (payload.recipient === "counsellor") {
    const subject =
      payload.purpose === "cancellation"
        ? `Cancelled: counselling with ${found.name}, ${when}`
        : payload.purpose === "reminder"
          ? `In ${payload.hoursBefore === 1 ? "1 hour" : "24 hours"}: counselling with ${found.name}`
          : `${moved ? "Moved" : "Booked"}: counselling with ${found.name}, ${when}`;
    return {
      subject,
      text: [
        `${found.name} ${payload.purpose === "cancellation" ? "cancelled the session on" : "is booked with you on"} ${when}.`,
        "",
        `What they want to talk about: ${found.topic}`,
        "",
        `Open the lead: ${leadUrl}`,
      ].join("\n"),
    };
  }
  if (payload.purpose === "cancellation") {
    return {
      subject: m.cancelledSubject(when),
      text: [m.hello, "", m.cancelled(when), "", m.bookAgain].join("\n"),
    };
  }
  const lines = [
    m.hello,
    "",
    payload.purpose === "reminder"
      ? m.reminder(counsellor, payload.hoursBefore === 1, when)
      : m.booked(counsellor, moved, when),
    where,
    "",
    m.manage(manageUrl),
    m.keepLink,
  ];
  const subject =
    payload.purpose === "reminder" ? m.reminderSubject(payload.hoursBefore === 1, when) : m.bookedSubject(moved, when);
  return { subject, text: lines.join("\n") };
}

import type { DB } from "#app/db/db.server";
import { mayEmail } from "#app/features/leads/lead-contact";
import type { CounsellingEmailContent, CounsellingEmailPayload } from "#app/features/outbox/enqueue-counselling.server";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { writeInvitation } from "#app/utils/ics";
import { formatIndiaDateTimeIn } from "#app/utils/india-time";
import { messagesFor, type Messages } from "#app/utils/i18n/messages";
import { tokenDigest } from "#app/utils/token-digest.server";
import { sessionLinkToken, sessionLinkUrl } from "./session-link.server";

/**
 * A session's e-mail as it is sent (docs/decisions/051-counselling-bookings.md), read now rather
 * than when it was written: nothing (undefined, and the outbox drops the row) when the session
 * moved or was cancelled since (its sequence is newer), a reminder's session is over or not
 * booked any more, the lead was erased, the student may not be contacted or has no e-mail, the
 * counsellor is gone, or the server's key changed (the student's link would not work).
 */
export async function counsellingEmailContent(
  db: DB,
  payload: CounsellingEmailPayload,
  keys: { secret: Buffer; origin: string },
  at = new Date(),
): Promise<CounsellingEmailContent | undefined> {
  const found = await db
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
      "leads.email",
      "leads.erased_at",
      "leads.contact_withdrawn_at",
      "leads.enquiry_after_withdrawal_at",
      "leads.email_reopened_at",
      "leads.language",
      "admins.name as counsellor",
      "admins.email as counsellor_email",
    ])
    .where("counselling_sessions.id", "=", payload.sessionId)
    .executeTakeFirst();
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
  const to = payload.recipient === "counsellor" ? found.counsellor_email : mayEmail(found) ? found.email : null;
  if (!to) return undefined;

  const { brandName } = await getSiteSettings(db);
  // The student's e-mails and their booking's page in the lead's language; the counsellor's in English.
  const language = payload.recipient === "student" && found.language === "hi" ? "hi" : "en";
  const m = messagesFor(language).emails.session;
  const when = m.when(formatIndiaDateTimeIn(language, found.starts_at));
  const manageUrl = sessionLinkUrl(keys.origin, token, language);
  const leadUrl = `${keys.origin}/Admin/leads/${found.lead_id}`;
  const where = found.meeting_link ? m.joinHere(found.meeting_link) : m.callYou;
  const words = emailWords({ payload, brandName, when, where, manageUrl, leadUrl, found, m });
  if (payload.purpose === "reminder") return { kind: "counselling_ready", to, ...words };

  const content = writeInvitation(`-//${brandName}//Counselling//EN`, {
    method: cancelling ? "CANCEL" : "REQUEST",
    uid: found.uid,
    sequence: found.sequence,
    stamp: at,
    start: new Date(found.starts_at),
    end: new Date(found.ends_at),
    summary: `Counselling session: ${brandName}`,
    description: `${found.topic}\n\n${payload.recipient === "student" ? `Move or cancel: ${manageUrl}` : `Lead: ${leadUrl}`}`,
    location: found.meeting_link,
    url: payload.recipient === "student" ? manageUrl : leadUrl,
    organizer: { name: found.counsellor, email: found.counsellor_email },
    // A counsellor's calendar may write to its attendees: not to an address whose e-mail is off (ADR 062).
    attendees: found.email && mayEmail(found) ? [{ name: found.name, email: found.email }] : [],
  });
  return {
    kind: "counselling_ready",
    to,
    ...words,
    icalEvent: { method: cancelling ? "CANCEL" : "REQUEST", filename: "counselling.ics", content },
  };
}

function emailWords(input: {
  payload: CounsellingEmailPayload;
  brandName: string;
  when: string;
  where: string;
  manageUrl: string;
  leadUrl: string;
  found: { name: string; topic: string; counsellor: string | null; sequence: number };
  m: Messages["emails"]["session"];
}): { subject: string; text: string } {
  const { payload, brandName, when, where, manageUrl, leadUrl, found, m } = input;
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
  const hello = m.hello(found.name.split(" ")[0]!);
  if (payload.purpose === "cancellation") {
    return {
      subject: m.cancelledSubject(brandName),
      text: [hello, "", m.cancelled(when), "", m.bookAgain].join("\n"),
    };
  }
  const counsellor = found.counsellor ?? "";
  const lines = [
    hello,
    "",
    payload.purpose === "reminder"
      ? m.reminder(counsellor, payload.hoursBefore === 1, when)
      : m.booked(counsellor, moved, when),
    where,
    "",
    m.manage(manageUrl),
    m.keepLink,
  ];
  const subject = payload.purpose === "reminder" ? m.reminderSubject(when) : m.bookedSubject(moved, when, brandName);
  return { subject, text: lines.join("\n") };
}

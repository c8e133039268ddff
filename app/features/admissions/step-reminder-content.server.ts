import type { DB } from "#app/db/db.server";
import { mailRecipient, RECIPIENT_COLUMNS } from "#app/features/leads/lead-recipients";
import { getSiteSettings } from "#app/features/settings/site-settings.server";
import { applicationLabel } from "./application-schema";
import { stepKindLabel, stepWhen } from "./application-step-schema";
import { stepEndsAt } from "./step-reminders";
import { indiaDay } from "#app/utils/india-time";
import type { Locale } from "#app/utils/i18n/locale";
import type { StepKind } from "#app/db/column-values";

/**
 * A reminder of an application's step (features/admissions). It names the step, not its words:
 * who it goes to and what it says are read when it is sent (features/admissions/
 * step-reminder-content.server.ts), so a withdrawal, a new counsellor, a merge or an erasure
 * since the step was saved is obeyed, and the outbox keeps no copy of the person's details.
 */
export interface StepReminderPayload {
  kind: "step_reminder";
  stepId: number;
  /** The student and a minor's guardian are reminded as lead-recipients.ts says (rows before it: "student" only). */
  recipient: "counsellor" | "student" | "guardian";
  daysBefore: number;
}

/** A step's reminder as it is sent: its words read at sending time (features/admissions). */
export interface StepReminderContent {
  to: string;
  recipient: StepReminderPayload["recipient"];
  daysBefore: number;
  brandName: string;
  leadId: number;
  /** The student's name, for the counsellor's e-mail only. */
  student: string | null;
  application: string;
  /** "Fee due", "Entrance exam", … */
  step: string;
  /** "12 Dec 2026, 10:30 (India time)". */
  when: string;
  /** The step as stored, for the person's copy in their language: its kind, note, day, time and amount due. */
  kind: StepKind;
  note: string;
  onDate: string;
  atTime: string | null;
  amountPaise: number | null;
  /** The person's copy: the lead's language; the counsellor's: English. */
  language: Locale;
}

/**
 * What a step's reminder says and whom it goes to, read when the outbox sends it rather than when
 * the step was saved (docs/decisions/045-application-steps-and-reminders.md): the counsellor
 * assigned to the lead now, and the student only while they may be contacted now and have an
 * e-mail. Nothing to send (undefined) when the step was removed or is over, the lead was erased,
 * nobody is assigned, or the student withdrew. A merge moved the step to the lead it joined, so
 * the reminder follows it there.
 */
export async function stepReminderContent(
  db: DB,
  payload: StepReminderPayload,
  at = new Date(),
): Promise<StepReminderContent | undefined> {
  const found = await db
    .selectFrom("application_steps")
    .innerJoin("lead_applications", "lead_applications.id", "application_steps.application_id")
    .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .leftJoin("admins", "admins.id", "leads.assignee_id")
    .select([
      "application_steps.kind",
      "application_steps.on_date",
      "application_steps.at_time",
      "application_steps.note",
      "application_steps.amount_paise",
      "lead_applications.course",
      "lead_applications.intake",
      "colleges.name as college",
      "leads.id as lead_id",
      "leads.name",
      "leads.language",
      ...RECIPIENT_COLUMNS,
      "admins.email as counsellor_email",
    ])
    .where("application_steps.id", "=", payload.stepId)
    .executeTakeFirst();
  if (!found || found.erased_at || stepEndsAt(found) <= at.toISOString()) return undefined;
  const to = payload.recipient === "counsellor" ? found.counsellor_email : mailRecipient(found, payload.recipient);
  if (!to) return undefined;
  return {
    to,
    recipient: payload.recipient,
    // As seen when it is sent: a reminder sent late (its time had passed when the step was saved)
    // says how far off the step really is.
    daysBefore: Math.round((Date.parse(found.on_date) - Date.parse(indiaDay(at))) / 86_400_000),
    brandName: (await getSiteSettings(db)).brandName,
    leadId: found.lead_id,
    // The student's name is for the counsellor's e-mail only.
    student: payload.recipient === "counsellor" ? found.name : null,
    application: applicationLabel(found),
    step: stepKindLabel(found),
    when: stepWhen(found),
    kind: found.kind,
    note: found.note,
    onDate: found.on_date,
    atTime: found.at_time,
    amountPaise: found.amount_paise,
    language: payload.recipient !== "counsellor" && found.language === "hi" ? "hi" : "en",
  };
}

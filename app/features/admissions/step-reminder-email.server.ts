import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { cancelUnsent, enqueueEmails } from "#app/features/outbox/enqueue.server";
import { signedText } from "#app/features/settings/email-signature.server";
import { formatClockTimeIn, formatIndiaDayIn } from "#app/utils/india-time";
import type { Locale } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";
import { formatInr } from "#app/utils/format";
import { formatPaise } from "#app/utils/rupees";
import {
  stepReminderContent,
  type StepReminderContent,
  type StepReminderPayload,
} from "./step-reminder-content.server";

const recipient = z.enum(["counsellor", "student", "guardian"]);

/** A step's reminder names the step, not its words (step-reminder-content.server.ts). */
const stepReminderPayload = z.object({
  kind: z.literal("step_reminder"),
  stepId: z.number().int(),
  recipient,
  daysBefore: z.number().int(),
}) satisfies z.ZodType<StepReminderPayload>;

/**
 * Where a reminder's reader sees all their dates: the status page's link (features/status-link,
 * which builds on this feature, so the app hands it in where it composes the kinds).
 */
export type ReminderStatusPage = (
  db: DB,
  input: { leadId: number; secret: Buffer; origin: string; language: Locale; contact: string },
) => Promise<string>;

/** The step reminders' kind, linking the status page through `statusPage` (server/email-kinds.ts). */
export function stepReminderKindWith(statusPage: ReminderStatusPage) {
  return defineEmailKind({
    kind: "step_reminder",
    payload: stepReminderPayload,
    write: async (db, payload, { origin, linkSecret }) => {
      const content = await stepReminderContent(db, payload);
      if (!content) return undefined;
      if (content.recipient === "counsellor") return { to: content.to, ...counsellorReminder(content, origin) };
      const { language, leadId, recipient: contact } = content;
      // Without the server's secret no link can be made: the reminder goes without one.
      const url = linkSecret ? await statusPage(db, { leadId, secret: linkSecret, origin, language, contact }) : null;
      const { subject, lines } = personReminder(content, url);
      return { to: content.to, subject, text: await signedText(db, language, lines) };
    },
  });
}

/** The outbox keys of a step's reminders: unique per step, days before and recipient. */
const stepReminderEventKey = (stepId: number, daysBefore: number, to: StepReminderPayload["recipient"]) =>
  `step-${stepId}-${daysBefore}d-${to}`;

/**
 * Writes a step's reminders into the outbox, in the step's transaction, each pending until its
 * due time (`next_attempt_at`, and `due_at`, from which its retry window counts).
 */
export async function enqueueStepReminders(
  trx: DB,
  input: {
    stepId: number;
    leadId: number;
    reminders: { daysBefore: number; dueAt: string }[];
    recipients: readonly StepReminderPayload["recipient"][];
  },
): Promise<void> {
  await enqueueEmails(
    trx,
    input.reminders.flatMap((reminder) =>
      input.recipients.map((to) => ({
        eventKey: stepReminderEventKey(input.stepId, reminder.daysBefore, to),
        leadId: input.leadId,
        payload: {
          kind: "step_reminder",
          stepId: input.stepId,
          recipient: to,
          daysBefore: reminder.daysBefore,
        } satisfies StepReminderPayload,
        dueAt: reminder.dueAt,
      })),
    ),
  );
}

/** A removed step's reminders that have not gone yet are cancelled (deleted); those sent stay on record. */
export async function cancelStepReminders(trx: DB, stepId: number, daysBefore: readonly number[]): Promise<void> {
  const keys = daysBefore.flatMap((days) => recipient.options.map((to) => stepReminderEventKey(stepId, days, to)));
  await cancelUnsent(trx, { in: keys });
}

/** An amount as a parent reads it: "₹1,25,000", with paise only when there are some. */
const amountDue = (paise: number) => (paise % 100 === 0 ? formatInr(paise / 100) : formatPaise(paise));

/** The step a reminder names, in its reader's language: its kind, or for Other its note. */
function stepInWords(content: StepReminderContent): string {
  const kinds = messagesFor(content.language).student.status;
  return content.kind === "other" && content.note ? kinds.otherWithNote(content.note) : kinds.stepKinds[content.kind];
}

/**
 * The student's or parent's reminder (unsigned: the writer signs it), in the lead's language:
 * what is due and when ("PESSAT slot booking is due tomorrow"), how much (a fee's amount) and
 * the step's note (the exam centre: where), and the status page with all their dates.
 */
function personReminder(content: StepReminderContent, statusUrl: string | null): { subject: string; lines: string[] } {
  const { language } = content;
  const m = messagesFor(language).emails.stepReminder;
  const page = messagesFor(language).student.status;
  const sentence = m.sentence(content.kind, stepInWords(content), m.inDays(content.daysBefore));
  const when = page.stepWhen(
    formatIndiaDayIn(language, content.onDate),
    content.atTime ? formatClockTimeIn(language, content.atTime) : null,
  );
  const lines = [
    m.hello,
    "",
    m.due(sentence, when, content.application),
    ...(content.amountPaise !== null ? [m.amount(amountDue(content.amountPaise))] : []),
    ...(content.note && content.kind !== "other" ? [m.details(content.note)] : []),
    ...(statusUrl ? ["", m.statusPage, statusUrl] : []),
    "",
    m.help,
  ];
  return { subject: sentence, lines };
}

/** The counsellor's reminder: the student, the step and its amount, and the lead's link (in English). */
function counsellorReminder(content: StepReminderContent, origin: string): { subject: string; text: string } {
  const m = messagesFor("en").emails.stepReminder;
  const amount = content.amountPaise !== null ? ` (${amountDue(content.amountPaise)})` : "";
  return {
    subject: `${m.sentence(content.kind, content.step, m.inDays(content.daysBefore))}: ${content.application}`,
    text: [
      `${content.step}${amount} for ${content.student ?? "your student"}: ${content.when}.`,
      `Application: ${content.application}`,
      "",
      `Open the lead: ${origin}/Admin/leads/${content.leadId}`,
    ].join("\n"),
  };
}

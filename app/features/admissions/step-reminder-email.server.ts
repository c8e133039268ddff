import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { cancelUnsent, enqueueEmails } from "#app/features/outbox/enqueue.server";
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

export const stepReminderKind = defineEmailKind({
  kind: "step_reminder",
  payload: stepReminderPayload,
  write: async (db, payload, { origin }) => {
    const content = await stepReminderContent(db, payload);
    return content && { to: content.to, ...stepReminderEmail(content, origin) };
  },
});

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

/** A step's reminder: what, for which application, when; the counsellor's has the lead's link. */
function stepReminderEmail(payload: StepReminderContent, origin: string): { subject: string; text: string } {
  const inDays =
    payload.daysBefore <= 0 ? "today" : payload.daysBefore === 1 ? "tomorrow" : `in ${payload.daysBefore} days`;
  const subject = `Reminder: ${payload.step} ${inDays} (${payload.application})`;
  const lines =
    payload.recipient === "counsellor"
      ? [
          `${payload.step} for ${payload.student ?? "your student"}: ${payload.when}.`,
          `Application: ${payload.application}`,
          "",
          `Open the lead: ${origin}/Admin/leads/${payload.leadId}`,
        ]
      : [
          "Hello,",
          "",
          `A reminder from ${payload.brandName}: ${payload.step} for your application to ${payload.application} is on ${payload.when}.`,
          "",
          "Your counsellor is happy to help with anything you need before then.",
        ];
  return { subject, text: lines.join("\n") };
}

import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails } from "#app/features/outbox/enqueue.server";
import { formatIndiaDateTime } from "#app/utils/india-time";

/**
 * The first-call clock's e-mails (features/first-call/first-call-escalation.server.ts): a lead not
 * called within the target, to its assignee and each owner; and a lead passed on after the
 * second limit, to the counsellor who has it now. Written whole, like a lead alert: they report
 * what happened at that moment, and an erasure deletes them with the lead's other rows.
 */
const firstCallAlertPayload = z.object({
  kind: z.literal("first_call_alert"),
  /** "overdue": not called within the target; "reassigned": passed to this counsellor after the second limit. */
  reason: z.enum(["overdue", "reassigned"]),
  to: z.string(),
  leadId: z.number().int(),
  student: z.string(),
  /** When the enquiry came (UTC ISO). */
  receivedAt: z.string(),
  targetMinutes: z.number(),
  /** Who has the lead now; null: nobody (the pool). */
  assignee: z.string().nullable(),
});
export type FirstCallAlertPayload = z.infer<typeof firstCallAlertPayload>;

export const firstCallAlertKind = defineEmailKind({
  kind: "first_call_alert",
  payload: firstCallAlertPayload,
  write: (_db, payload, { origin }) => ({ to: payload.to, ...firstCallAlertEmail(payload, origin) }),
});

/** The outbox key of one recipient's e-mail about one lead: however often it is written, it is stored once. */
export const firstCallAlertKey = (reason: FirstCallAlertPayload["reason"], leadId: number, adminId: number) =>
  `first-call-${reason}-${leadId}-admin-${adminId}`;

/**
 * Writes the e-mails in the caller's transaction (the one that marked the lead), one per member
 * of staff, due now. A member of staff named twice (an owner who is also the assignee) gets one.
 */
export async function enqueueFirstCallAlerts(
  trx: DB,
  alert: Omit<FirstCallAlertPayload, "kind" | "to">,
  recipients: readonly { id: number; email: string }[],
): Promise<void> {
  const unique = [...new Map(recipients.map((person) => [person.id, person])).values()];
  await enqueueEmails(
    trx,
    unique.map((person) => ({
      eventKey: firstCallAlertKey(alert.reason, alert.leadId, person.id),
      leadId: alert.leadId,
      payload: { kind: "first_call_alert", to: person.email, ...alert } satisfies FirstCallAlertPayload,
    })),
  );
}

/** The e-mail: short, for a phone, with the link to the lead where the call is logged. */
export function firstCallAlertEmail(payload: FirstCallAlertPayload, origin: string): { subject: string; text: string } {
  const target = `${payload.targetMinutes} working ${payload.targetMinutes === 1 ? "minute" : "minutes"}`;
  const link = `${origin}/Admin/leads/${payload.leadId}`;
  if (payload.reason === "reassigned") {
    return {
      subject: `Lead passed to you: ${payload.student} is waiting for a first call`,
      text: [
        `${payload.student} sent an enquiry on ${formatIndiaDateTime(payload.receivedAt)} and nobody has called yet.`,
        `The lead was passed to you because it was not called in time. Please call now.`,
        "",
        `Open the lead and log the call: ${link}`,
      ].join("\n"),
    };
  }
  return {
    subject: `Overdue for first call: ${payload.student} (lead #${payload.leadId})`,
    text: [
      `${payload.student} sent an enquiry on ${formatIndiaDateTime(payload.receivedAt)} and was not called within ${target}.`,
      payload.assignee ? `Assigned to: ${payload.assignee}` : "Nobody has this lead yet: take it or assign it.",
      "",
      `Open the lead and log the call: ${link}`,
    ].join("\n"),
  };
}

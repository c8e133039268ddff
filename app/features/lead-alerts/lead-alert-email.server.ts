import { z } from "zod";
import type { DB } from "#app/db/db.server";
import { getAlertSettings } from "#app/features/outbox/alert-settings.server";
import { defineEmailKind } from "#app/features/outbox/email-kinds";
import { enqueueEmails, enqueueWebhook } from "#app/features/outbox/enqueue.server";

/** What an enquiry said, and what we hold as the lead (a repeat's `lead`). */
const leadDetails = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  course: z.string().nullable(),
  college: z.string().nullable(),
  form: z.string(),
  page: z.string(),
  utm: z.record(z.string(), z.string()),
  /** "adult", "minor" or "parent" ("I am ..."); null for enquiries from before the question. */
  applicant: z.string().nullable(),
  /** The language of the page the enquiry was sent from ("en" or "hi"); absent on alerts written before. */
  language: z.string().optional(),
});

/**
 * What a lead alert says, snapshotted when the event happens: the e-mail and the webhook body
 * are built from it, so a retry days later sends what was true then.
 */
const leadAlert = leadDetails.extend({
  leadId: z.number().int(),
  eventId: z.number().int(),
  event: z.enum(["created", "repeat_enquiry"]),
  at: z.string(),
  consent: z.array(z.string()),
  /**
   * The lead as we hold it, when it differs from what this enquiry said (a repeat): the webhook's
   * `lead` carries these, its `enquiry` the claim. Absent: the enquiry made the lead.
   */
  lead: leadDetails.optional(),
  /** A new lead that shares a phone or an e-mail with this older one: staff decide whether to merge. */
  duplicateOf: z.number().int().nullable().optional(),
  /** A new enquiry from a person who had withdrawn contact: call about this enquiry only. */
  afterWithdrawal: z.boolean().optional(),
  /** The enquiry's one-click withdrawal link, for a CRM or a WhatsApp message to carry. */
  withdrawUrl: z.string().nullable(),
  assignee: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
type LeadAlert = z.infer<typeof leadAlert>;

/** The e-mail to the lead's counsellor (or the owners' Lead alerts address) about a new or repeat enquiry. */
const leadAlertPayload = z.object({ kind: z.literal("lead_alert"), to: z.string(), alert: leadAlert });
type LeadAlertPayload = z.infer<typeof leadAlertPayload>;

export const leadAlertKind = defineEmailKind({
  kind: "lead_alert",
  payload: leadAlertPayload,
  write: (_db, payload, { origin }) => ({ to: payload.to, ...leadAlertEmail(payload, origin) }),
});

/**
 * Writes the notifications of a lead event into the outbox, in the caller's transaction, so
 * they exist exactly when the lead does: an e-mail to the assignee (or to the owners' "Lead
 * alerts" address while nobody has the lead), and the webhook when one is set. Each row's
 * event_key is unique per event and recipient, so writing twice stores once.
 *
 * An alert with nowhere to go is still written, as "not_configured", so the outbox shows it.
 */
export async function enqueueLeadAlert(trx: DB, alert: LeadAlert): Promise<void> {
  const settings = await getAlertSettings(trx);
  const to = alert.assignee?.email ?? settings.alertsEmail;
  await enqueueEmails(trx, [
    {
      eventKey: `lead-event-${alert.eventId}-email`,
      leadId: alert.leadId,
      payload: { kind: "lead_alert", to, alert } satisfies LeadAlertPayload,
      ...(to ? {} : { notConfigured: "not sent: no counsellor has this lead and no Lead alerts address is set" }),
    },
  ]);
  if (settings.webhookUrl) {
    await enqueueWebhook(trx, {
      eventKey: `lead-event-${alert.eventId}-webhook`,
      leadId: alert.leadId,
      payload: { url: settings.webhookUrl, body: JSON.stringify(webhookBody(alert)) },
    });
  }
}

/** A lead alert as an e-mail: subject and plain text, written for a counsellor on a phone. */
function leadAlertEmail(payload: LeadAlertPayload, origin: string): { subject: string; text: string } {
  const { alert } = payload;
  const what = alert.event === "created" ? "New enquiry" : "Repeat enquiry";
  const subject = `${what}: ${alert.name}${alert.course ? ` (${alert.course})` : ""}`;
  const lines = [
    `${what} from ${alert.name}.`,
    "",
    `Student: ${alert.name}`,
    `Phone:   ${alert.phone ?? "not given"}`,
    `E-mail:  ${alert.email ?? "not given"}`,
    `Course:  ${alert.course ?? "not given"}`,
    `College: ${alert.college ?? "not given"}`,
    `Page:    ${alert.page} (${alert.form} form)`,
    `Assigned to: ${alert.assignee?.name ?? "nobody yet"}`,
    // As the lead's page says it: the person wrote to us in Hindi, and was answered in Hindi.
    ...([alert.language, alert.lead?.language].includes("hi") ? ["Prefers Hindi: call and write in Hindi."] : []),
    ...(alert.applicant === "minor"
      ? ["", "A STUDENT UNDER 18: call the parent or guardian first (their number is on the lead's page)."]
      : []),
    ...(alert.afterWithdrawal
      ? ["", "NEW ENQUIRY AFTER WITHDRAWAL: this person had asked for no contact. Call about this enquiry only."]
      : []),
    ...(alert.duplicateOf
      ? [
          "",
          `POSSIBLE DUPLICATE of lead #${alert.duplicateOf}: check both before calling, and merge them if they are one person.`,
        ]
      : []),
    "",
    `Open the lead: ${origin}/Admin/leads/${alert.leadId}`,
  ];
  return { subject, text: lines.join("\n") };
}

/** The webhook's JSON body (docs/leads.md#webhook). */
function webhookBody(alert: LeadAlert) {
  // `lead` is what we hold as the lead; `enquiry` is what this form said. On a repeat they can
  // differ, and a CRM that updates its record by lead id must take the lead's, never a claim
  // someone typed (docs/decisions/034-enquiries-are-claims.md).
  const own = alert.lead ?? alert;
  return {
    id: `lead-event-${alert.eventId}`,
    event: alert.event === "created" ? "lead.created" : "lead.repeat_enquiry",
    time: alert.at,
    lead: {
      id: alert.leadId,
      name: own.name,
      phone: own.phone,
      email: own.email,
      course: own.course,
      college: own.college,
      form: own.form,
      page: own.page,
      utm: own.utm,
      consent: alert.consent,
      applicant: own.applicant,
      language: own.language ?? "en",
      duplicate_of: alert.duplicateOf ?? null,
      after_withdrawal: alert.afterWithdrawal ?? false,
      withdraw_url: alert.withdrawUrl,
      assignee: alert.assignee ? { id: alert.assignee.id, name: alert.assignee.name } : null,
    },
    enquiry: {
      name: alert.name,
      phone: alert.phone,
      email: alert.email,
      course: alert.course,
      college: alert.college,
      form: alert.form,
      page: alert.page,
      utm: alert.utm,
      applicant: alert.applicant,
      language: alert.language ?? "en",
    },
  };
}

import type { FieldErrors } from "#app/features/leads/lead-schema";
import type { LeadFormId } from "#app/features/leads/lead-fields";

/** What a lead action answers; the form shows it (inline, or after a full page post without JavaScript). */
export type LeadActionResult =
  | { form: LeadFormId; ok: true; message: string }
  | { form: LeadFormId; ok: false; formError?: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

/** The honeypot's name: plausible to a bot, hidden from people and from screen readers. */
export const HONEYPOT_FIELD = "website";

/** What a form with its honeypot filled is told: a person whose browser filled it has a way to reach us. */
export const honeypotRefusal = (officePhone: string) =>
  `We could not accept this form. Please call us on ${officePhone} and we will help you directly.`;

import { z } from "zod";
import { collapseSpaces, isOneLine, ONE_LINE_MESSAGE } from "#app/utils/one-line";
import { APPLICANTS, CONSENT_PURPOSES, type Applicant, type ConsentPurpose } from "#app/features/leads/lead-fields";
import { guardianFieldsAmiss, normalisePhone } from "#app/features/leads/lead-schema";
import type { Locale } from "#app/utils/i18n/locale";

/**
 * The body of POST /api/leads (docs/api.md#the-intake-api-post-apileads): the web forms' rules for the same
 * fields, written for a program rather than a person at a form. A missing field, `null` and ""
 * are all "not given"; fields the call does not know are ignored.
 */

const NOT_TEXT = "Send this as a JSON string";
const PURPOSES = Object.keys(CONSENT_PURPOSES) as ConsentPurpose[];

const text = (max: number) => z.string({ error: NOT_TEXT }).trim().max(max, `Keep this under ${max} characters`);

/** One line: no line breaks or control characters (refused), spaces collapsed (app/utils/one-line.ts). */
const line = (max: number, required?: string) =>
  (required ? text(max).min(1, required) : text(max)).refine(isOneLine, ONE_LINE_MESSAGE).transform(collapseSpaces);

/** Not given (absent, null or only spaces) is undefined. */
const optional = <T extends z.ZodType<string | undefined, string>>(schema: T) =>
  z.preprocess((value) => (value === null || value === "" ? undefined : value), schema.optional());

const APPLICANT_IDS = Object.keys(APPLICANTS) as Applicant[];
const APPLICANT_MESSAGE =
  'Send "adult" (a student of 18 or over), "minor" (a student under 18) or "parent" (a parent or guardian), or leave it out';
const TEN_DIGITS = /^[0-9]{10}$/;

const LANGUAGES = ["en", "hi"] as const satisfies readonly Locale[];
const LANGUAGE_MESSAGE = 'Send "en" (English) or "hi" (Hindi), or leave it out to go by the script of the name';

const IntakeFields = z.object({
  name: z.preprocess((value) => value ?? "", line(100, "Give the person's name")),
  phone: z.preprocess(
    (value) => value ?? "",
    text(24)
      .transform(normalisePhone)
      .refine((value) => TEN_DIGITS.test(value), "Give a 10-digit Indian mobile number (+91 or 0 before it is fine)"),
  ),
  email: optional(text(200).pipe(z.email("Give a valid e-mail address, or leave it out"))),
  course: optional(line(200)),
  college: optional(line(200)),
  source: optional(line(200)),
  campaign: optional(line(200)),
  message: optional(text(2000)),
  /** The person's language: their acknowledgement is written in it. Not given: the name's script says (lead-intake.server.ts). */
  language: optional(z.enum(LANGUAGES, LANGUAGE_MESSAGE)),
  consent: z.preprocess(
    (value) => value ?? undefined,
    z
      .array(z.enum(PURPOSES, `Each purpose is one of: ${PURPOSES.join(", ")}`), {
        error: `Send a list of purposes, e.g. ["contact"] or ["contact", "updates"]`,
      })
      .max(PURPOSES.length)
      .optional(),
  ),
  /** Who the enquiry is from. Not given: not known, as before this field (a web form always asks). */
  applicant: optional(z.enum(APPLICANT_IDS, APPLICANT_MESSAGE)),
  /** A student under 18's parent or guardian: checked and kept for a minor only, as on the web forms. */
  guardian_name: optional(line(100)),
  guardian_phone: optional(text(24)),
  guardian_email: optional(text(200)),
});

const GUARDIAN_MESSAGES = {
  guardian_name: "A student under 18 needs a parent's or guardian's name",
  guardian_phone: "Give the parent's or guardian's 10-digit Indian mobile number",
  guardian_email: "Give a valid e-mail address for the parent or guardian, or leave it out",
} satisfies Record<ReturnType<typeof guardianFieldsAmiss>[number], string>;

/**
 * A student under 18 comes with a parent's or guardian's name and phone, whom the counsellor
 * calls first, and may come with their e-mail, which the acknowledgement then goes to as well:
 * the web forms' rule (lead-schema.ts `guardianFieldsAmiss`), in words for a program.
 */
export const IntakeLeadSchema = IntakeFields.superRefine((lead, ctx) => {
  for (const field of guardianFieldsAmiss(lead))
    ctx.addIssue({ code: "custom", path: [field], message: GUARDIAN_MESSAGES[field] });
});

export type IntakeLead = z.output<typeof IntakeLeadSchema>;

/** The first field that failed, and each failing field's message. */
export function intakeErrors(error: z.ZodError): { field: string; message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "body")] ??= issue.message;
  const [field, message] = Object.entries(errors)[0]!;
  return { field, message, errors };
}

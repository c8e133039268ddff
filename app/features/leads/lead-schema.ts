import * as z from "zod/mini";

/**
 * Lead forms: one schema per form shape, used by the browser (as a convenience) and by the
 * server action (always). The messages are the original product's where it gives them
 * (docs/original-contract.md#validation-messages).
 */

import { APPLICANTS, type Applicant, type LeadFormId } from "./lead-fields";
import { collapseSpaces, isOneLine, ONE_LINE_MESSAGE } from "#app/utils/one-line";
import { leadFormEn } from "#app/utils/i18n/en/lead-form";

/** The rules' messages (English; a Hindi page shows each one's Hindi, see fieldErrorsOf). */
const M = leadFormEn.errors;

const APPLICANT_IDS = Object.keys(APPLICANTS) as Applicant[];

/** Accepts 98765 43210, +91 98765-43210 or 098765 43210; stores the 10 digits. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, "");
  return digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

// zod/mini: the same rules in a few kilobytes, since this module also ships to every phone.
/**
 * Trimmed, then bounded before anything else runs: `abort` stops at a too-long value, so no
 * pattern or transform ever sees more than `max` characters (app/utils/bounded-text.ts).
 */
const text = (max: number, tooLong = leadFormEn.tooLong(max.toLocaleString("en-IN"))) =>
  z.string().check(z.trim(), z.maxLength(max, { message: tooLong, abort: true }));

/** A one-line field: no line breaks or control characters (refused), spaces collapsed (app/utils/one-line.ts). */
const line = (max: number, tooLong?: string) =>
  z.pipe(text(max, tooLong).check(z.refine(isOneLine, ONE_LINE_MESSAGE)), z.transform(collapseSpaces));

/** Room for "+91 98765-43210" and the like; longer is not a phone number. */
const PHONE_MAX_TYPED = 24;

const phoneField = (message: string) =>
  z
    .pipe(text(PHONE_MAX_TYPED, message), z.transform(normalisePhone))
    .check(z.refine((value: string) => /^[0-9]{10}$/.test(value), message));

const nameField = line(100).check(z.minLength(1, M.nameRequired));
// A pipe runs its second schema only when the first passed: the e-mail pattern sees at most 200 characters.
const emailField = z.pipe(text(200), z.email(M.email));

/**
 * "I am", a minor's parent or guardian, and the optional updates box (the enquiry itself is the
 * request to be contacted). Every form has them.
 */
const whoFields = {
  applicant: z.enum(APPLICANT_IDS, M.applicant),
  guardian_name: z.optional(line(100)),
  guardian_phone: z.optional(text(PHONE_MAX_TYPED)),
  consent_updates: z.optional(z.literal("on")),
};

/**
 * A student under 18 must give a parent's or guardian's name and phone (the phone normalised
 * as every phone is). The others' guardian fields are ignored (see leadWho).
 */
const minorNeedsGuardian = z.superRefine(
  (lead: { applicant: Applicant; guardian_name?: string; guardian_phone?: string }, ctx) => {
    if (lead.applicant !== "minor") return;
    if (!lead.guardian_name)
      ctx.issues.push({
        code: "custom",
        path: ["guardian_name"],
        input: lead.guardian_name,
        message: M.guardianName,
      });
    if (!/^[0-9]{10}$/.test(normalisePhone(lead.guardian_phone ?? "")))
      ctx.issues.push({
        code: "custom",
        path: ["guardian_phone"],
        input: lead.guardian_phone,
        message: M.guardianPhone,
      });
  },
);

/** Who sent a parsed form, as stored: guardian details only for a minor, and no updates for a minor. */
export function leadWho(lead: {
  applicant: Applicant;
  guardian_name?: string;
  guardian_phone?: string;
  consent_updates?: string;
}) {
  const minor = lead.applicant === "minor";
  return {
    applicant: lead.applicant,
    guardianName: minor ? (lead.guardian_name ?? null) : null,
    guardianPhone: minor ? normalisePhone(lead.guardian_phone ?? "") : null,
    updates: !minor && lead.consent_updates === "on",
  };
}

/** Home banner: name and phone are checked (spec); stream and course are optional. */
export const BannerLeadSchema = z
  .object({
    name: nameField,
    phone: phoneField(M.phoneBanner),
    stream: z.optional(line(100)),
    course: z.optional(line(200)),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

/** Engineering, management, medical, college, disk, contact, compare and shortlist forms: four fields, all required. */
export const StandardLeadSchema = z
  .object({
    name: nameField,
    email: emailField,
    mobile: phoneField(M.mobile),
    course: line(200).check(z.minLength(1, M.course)),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

/** Franchise enquiry, on the franchise pages. */
export const FranchiseLeadSchema = z
  .object({
    name: nameField,
    email: emailField,
    mobile: phoneField(M.mobile),
    city: line(100).check(z.minLength(1, M.city)),
    message: z.optional(text(2000)),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

/** A counselling session booked on /counselling/book: who, how to reach them, and what to talk about. */
export const BookingLeadSchema = z
  .object({
    name: nameField,
    phone: phoneField(M.mobile),
    email: emailField,
    message: text(1000).check(z.minLength(1, M.topic)),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

export function schemaFor(form: LeadFormId) {
  if (form === "banner") return BannerLeadSchema;
  if (form === "booking") return BookingLeadSchema;
  if (form === "franchise") return FranchiseLeadSchema;
  return StandardLeadSchema;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The rules' messages in the page's language (the catalogue's `leadForm`); English by default. */
export interface ErrorTexts {
  errors: Readonly<Record<keyof typeof M, string>>;
  tooLong: (max: string) => string;
}

const TOO_LONG = /^Keep this under ([\d,]+) characters$/;

/** A rule's English message in the language of `texts`: by its name in the catalogue. */
function localise(message: string, texts: ErrorTexts | undefined): string {
  if (!texts) return message;
  const name = (Object.keys(M) as (keyof typeof M)[]).find((key) => M[key] === message);
  if (name) return texts.errors[name];
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? texts.tooLong(tooLong[1]!) : message;
}

/** The first message per field, as the form shows them under each field, in the page's language. */
export function fieldErrorsOf(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> },
  texts?: ErrorTexts,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= localise(issue.message, texts);
  }
  return errors;
}

import * as z from "zod/mini";

/**
 * Lead forms: one schema per form shape, used by the browser (as a convenience) and by the
 * server action (always). The messages are the original product's where it gives them
 * (docs/original-contract.md#validation-messages).
 */

import { APPLICANTS, type Applicant, type LeadFormId } from "./lead-fields";
import { collapseSpaces, isOneLine, ONE_LINE_MESSAGE } from "#app/utils/one-line";

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
const text = (max: number, tooLong = `Keep this under ${max} characters`) =>
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

const nameField = line(100).check(z.minLength(1, "Name is required"));
// A pipe runs its second schema only when the first passed: the e-mail pattern sees at most 200 characters.
const emailField = z.pipe(text(200), z.email("Enter a valid email address"));

/**
 * "I am", a minor's parent or guardian, and the optional updates box (the enquiry itself is the
 * request to be contacted). Every form has them.
 */
const whoFields = {
  applicant: z.enum(APPLICANT_IDS, "Tell us who is filling in this form"),
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
        message: "Enter your parent's or guardian's name",
      });
    if (!/^[0-9]{10}$/.test(normalisePhone(lead.guardian_phone ?? "")))
      ctx.issues.push({
        code: "custom",
        path: ["guardian_phone"],
        input: lead.guardian_phone,
        message: "Enter your parent's or guardian's 10-digit mobile number",
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
    phone: phoneField("Enter valid Number"),
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
    mobile: phoneField("Enter a valid 10-digit mobile number"),
    course: line(200).check(z.minLength(1, "Please choose a course")),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

/** Franchise enquiry, on the franchise pages. */
export const FranchiseLeadSchema = z
  .object({
    name: nameField,
    email: emailField,
    mobile: phoneField("Enter a valid 10-digit mobile number"),
    city: line(100).check(z.minLength(1, "City is required")),
    message: z.optional(text(2000)),
    ...whoFields,
  })
  .check(minorNeedsGuardian);

/** A counselling session booked on /counselling/book: who, how to reach them, and what to talk about. */
export const BookingLeadSchema = z
  .object({
    name: nameField,
    phone: phoneField("Enter a valid 10-digit mobile number"),
    email: emailField,
    message: text(1000, "Keep this under 1,000 characters").check(
      z.minLength(1, "Tell us what you would like to talk about"),
    ),
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

/** The first message per field, as the form shows them under each field. */
export function fieldErrorsOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

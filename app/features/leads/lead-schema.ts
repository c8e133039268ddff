import * as z from "zod/mini";

/**
 * Lead forms: one schema per form shape, used by the browser (as a convenience) and by the
 * server action (always). The messages are the original product's where it gives them
 * (docs/original-contract.md#validation-messages).
 */

export const LEAD_FORMS = [
  "banner",
  "engineering",
  "management",
  "medical",
  "college",
  "disk",
  "contact",
  "franchise",
] as const;
export type LeadFormId = (typeof LEAD_FORMS)[number];

/** Campaign parameters kept from the URL a visitor landed on. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * What a visitor agrees to. Sending a form is the request to be contacted about that enquiry
 * (DPDP Act §7(a): data given for a purpose the person asked for), so "contact" needs no tick;
 * the form says so above its button. Updates are a separate, optional, unticked box.
 */
export const CONSENT_PURPOSES = {
  contact: "Contact me about this enquiry by call, SMS or WhatsApp",
  updates: "Also send me occasional updates on exams, counselling dates and admissions (optional)",
} as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;

/**
 * The version of the privacy notice (/privacy) the forms show: stored with each enquiry, so we
 * can tell what a person was told. Change it when the notice changes what, why or how long.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-25";

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

/** Room for "+91 98765-43210" and the like; longer is not a phone number. */
const PHONE_MAX_TYPED = 24;

const phoneField = (message: string) =>
  z
    .pipe(text(PHONE_MAX_TYPED, message), z.transform(normalisePhone))
    .check(z.refine((value: string) => /^[0-9]{10}$/.test(value), message));

const nameField = text(100).check(z.minLength(1, "Name is required"));
// A pipe runs its second schema only when the first passed: the e-mail pattern sees at most 200 characters.
const emailField = z.pipe(text(200), z.email("Enter a valid email address"));

/** Only the optional updates box: the enquiry itself is the request to be contacted. */
const consentFields = {
  consent_updates: z.optional(z.literal("on")),
};

/** Home banner: name and phone are checked (spec); stream and course are optional. */
export const BannerLeadSchema = z.object({
  name: nameField,
  phone: phoneField("Enter valid Number"),
  stream: z.optional(text(100)),
  course: z.optional(text(200)),
  ...consentFields,
});

/** Engineering, management, medical, college, disk and contact forms: four fields, all required. */
export const StandardLeadSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: phoneField("Enter a valid 10-digit mobile number"),
  course: text(200).check(z.minLength(1, "Please choose a course")),
  ...consentFields,
});

/** Franchise enquiry, on the franchise pages. */
export const FranchiseLeadSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: phoneField("Enter a valid 10-digit mobile number"),
  city: text(100).check(z.minLength(1, "City is required")),
  message: z.optional(text(2000)),
  ...consentFields,
});

export function schemaFor(form: LeadFormId) {
  if (form === "banner") return BannerLeadSchema;
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

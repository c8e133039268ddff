import { z } from "zod";

/**
 * Lead forms: one schema per form shape, used by the browser (as a convenience) and by the
 * server action (always). The messages are the spec's where it gives them (section 5).
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

export const CONSENT_PURPOSES = {
  contact: "Call, SMS or WhatsApp me about this enquiry",
  updates: "Send me occasional updates on exams, counselling dates and admissions",
} as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;

/** Accepts 98765 43210, +91 98765-43210 or 098765 43210; stores the 10 digits. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, "");
  return digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`);

const phoneField = (message: string) =>
  z
    .string()
    .transform(normalisePhone)
    .refine((value) => /^[0-9]{10}$/.test(value), message);

const nameField = text(100).min(1, "Name is required");
const emailField = z
  .string()
  .trim()
  .max(200, "Keep this under 200 characters")
  .pipe(z.email("Enter a valid email address"));

const consentFields = {
  consent_contact: z.literal("on", { message: "Please agree to be contacted, so that we can reply" }),
  consent_updates: z.literal("on").optional(),
};

/** Home banner: name and phone are checked (spec); stream and course are optional. */
export const BannerLeadSchema = z.object({
  name: nameField,
  phone: phoneField("Enter valid Number"),
  stream: text(100).optional(),
  course: text(200).optional(),
  ...consentFields,
});

/** Engineering, management, medical, college, disk and contact forms: four fields, all required. */
export const StandardLeadSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: phoneField("Enter a valid 10-digit mobile number"),
  course: text(200).min(1, "Please choose a course"),
  ...consentFields,
});

/** Franchise enquiry, on the franchise pages. */
export const FranchiseLeadSchema = z.object({
  name: nameField,
  email: emailField,
  mobile: phoneField("Enter a valid 10-digit mobile number"),
  city: text(100).min(1, "City is required"),
  message: text(2000).optional(),
  ...consentFields,
});

export function schemaFor(form: LeadFormId) {
  if (form === "banner") return BannerLeadSchema;
  if (form === "franchise") return FranchiseLeadSchema;
  return StandardLeadSchema;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, as the form shows them under each field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

import * as z from "zod/mini";

/**
 * Lead forms: one schema per form shape, used by the browser (as a convenience) and by the
 * server action (always). The messages are the original product's where it gives them
 * (docs/original-contract.md#validation-messages).
 */

import { APPLICANTS, type Applicant, type LeadFormId } from "./lead-fields";
import { collapseSpaces, isOneLine } from "#app/utils/one-line";
import { leadFormEn } from "#app/utils/i18n/en/lead-form";

const APPLICANT_IDS = Object.keys(APPLICANTS) as Applicant[];

type GuardianField = "guardian_name" | "guardian_phone" | "guardian_email";
const ANY_EMAIL = z.email();

/**
 * The rule for a minor's parent or guardian, for the web forms and the intake API alike: a
 * student under 18 must give a parent's or guardian's name and phone (the phone normalised as
 * every phone is), and may give their e-mail, which must then be one. The fields that fail it, in
 * order; none for anyone else, whose guardian fields are ignored (see leadWho).
 */
export function guardianFieldsAmiss(lead: {
  applicant?: Applicant;
  guardian_name?: string;
  guardian_phone?: string;
  guardian_email?: string;
}): GuardianField[] {
  if (lead.applicant !== "minor") return [];
  const amiss: GuardianField[] = [];
  if (!lead.guardian_name) amiss.push("guardian_name");
  if (!/^[0-9]{10}$/.test(normalisePhone(lead.guardian_phone ?? ""))) amiss.push("guardian_phone");
  if (lead.guardian_email && !ANY_EMAIL.safeParse(lead.guardian_email).success) amiss.push("guardian_email");
  return amiss;
}

/** Accepts 98765 43210, +91 98765-43210 or 098765 43210; stores the 10 digits. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, "");
  return digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

// zod/mini: the same rules in a few kilobytes, since this module also ships to every phone.

/** Room for "+91 98765-43210" and the like; longer is not a phone number. */
const PHONE_MAX_TYPED = 24;

/** The rules' messages in the page's language (the catalogue's `leadForm`); English by default. */
export interface ErrorTexts {
  /** The rules' messages by name: the catalogue's `leadForm.errors`. */
  errors: Readonly<Record<keyof typeof leadFormEn.errors, string>>;
  tooLong: (max: string) => string;
}

/**
 * A field a hand-made post left out, or sent as a file, reads as empty, as a browser sends an
 * empty field: its own rule then says what is missing in the page's language, where zod's
 * "expected string, received undefined" was English on every page. An optional field left out
 * stays out (`z.optional` answers before this runs).
 */
const asFieldText = (value: unknown): string => (typeof value === "string" ? value : "");

/** The fields' rules, their messages in the language of `t`. */
function fieldRules(t: ErrorTexts) {
  /**
   * Trimmed, then bounded before anything else runs: `abort` stops at a too-long value, so no
   * pattern or transform ever sees more than `max` characters (app/utils/bounded-text.ts).
   */
  const text = (max: number, tooLong = t.tooLong(max.toLocaleString("en-IN"))) =>
    z.pipe(z.transform(asFieldText), z.string().check(z.trim(), z.maxLength(max, { message: tooLong, abort: true })));

  /** A one-line field: no line breaks or control characters (refused), spaces collapsed (app/utils/one-line.ts). */
  const line = (max: number, tooLong?: string) =>
    z.pipe(text(max, tooLong).check(z.refine(isOneLine, t.errors.oneLine)), z.transform(collapseSpaces));

  const phoneField = (message: string) =>
    z
      .pipe(text(PHONE_MAX_TYPED, message), z.transform(normalisePhone))
      .check(z.refine((value: string) => /^[0-9]{10}$/.test(value), message));

  const nameField = line(100).check(z.minLength(1, t.errors.nameRequired));
  // A pipe runs its second schema only when the first passed: the e-mail pattern sees at most 200 characters.
  const emailField = z.pipe(text(200), z.email(t.errors.email));

  /**
   * "I am", a minor's parent or guardian, and the optional updates box (the enquiry itself is the
   * request to be contacted). Every form has them.
   */
  const whoFields = {
    applicant: z.enum(APPLICANT_IDS, t.errors.applicant),
    guardian_name: z.optional(line(100)),
    guardian_phone: z.optional(text(PHONE_MAX_TYPED)),
    guardian_email: z.optional(text(200)),
    consent_updates: z.optional(z.literal("on")),
  };

  /** guardianFieldsAmiss, each with this language's message. */
  const guardianMessages: Record<GuardianField, string> = {
    guardian_name: t.errors.guardianName,
    guardian_phone: t.errors.guardianPhone,
    guardian_email: t.errors.guardianEmail,
  };
  const minorNeedsGuardian = z.superRefine(
    (lead: { applicant: Applicant; guardian_name?: string; guardian_phone?: string; guardian_email?: string }, ctx) => {
      for (const field of guardianFieldsAmiss(lead))
        ctx.issues.push({ code: "custom", path: [field], input: lead[field], message: guardianMessages[field] });
    },
  );

  return { text, line, phoneField, nameField, emailField, whoFields, minorNeedsGuardian };
}

/**
 * The lead forms' rules, their messages in the language of `t` (docs/decisions/069-messages-by-code.md):
 * a page parses with its own language's words, so nothing is translated back from English.
 */
function leadSchemas(t: ErrorTexts) {
  const { text, line, phoneField, nameField, emailField, whoFields, minorNeedsGuardian } = fieldRules(t);
  return {
    /** Home banner: name and phone are checked (spec); stream and course are optional. */
    banner: z
      .object({
        name: nameField,
        phone: phoneField(t.errors.phoneBanner),
        stream: z.optional(line(100)),
        course: z.optional(line(200)),
        ...whoFields,
      })
      .check(minorNeedsGuardian),
    /** Engineering, management, medical, college, disk, contact, compare and shortlist forms: four fields, all required. */
    standard: z
      .object({
        name: nameField,
        email: emailField,
        mobile: phoneField(t.errors.mobile),
        course: line(200).check(z.minLength(1, t.errors.course)),
        ...whoFields,
      })
      .check(minorNeedsGuardian),
    /** Franchise enquiry, on the franchise pages. */
    franchise: z
      .object({
        name: nameField,
        email: emailField,
        mobile: phoneField(t.errors.mobile),
        city: line(100).check(z.minLength(1, t.errors.city)),
        message: z.optional(text(2000)),
        ...whoFields,
      })
      .check(minorNeedsGuardian),
    /** A counselling session booked on /counselling/book: who, how to reach them, and what to talk about. */
    booking: z
      .object({
        name: nameField,
        phone: phoneField(t.errors.mobile),
        email: emailField,
        message: text(1000).check(z.minLength(1, t.errors.topic)),
        ...whoFields,
      })
      .check(minorNeedsGuardian),
  };
}

/** Who sent a parsed form, as stored: guardian details only for a minor (a parent's own are the form's), and no updates for a minor. */
export function leadWho(lead: {
  applicant: Applicant;
  guardian_name?: string;
  guardian_phone?: string;
  guardian_email?: string;
  consent_updates?: string;
}) {
  const minor = lead.applicant === "minor";
  return {
    applicant: lead.applicant,
    guardianName: minor ? (lead.guardian_name ?? null) : null,
    guardianPhone: minor ? normalisePhone(lead.guardian_phone ?? "") : null,
    guardianEmail: minor ? lead.guardian_email || null : null,
    updates: !minor && lead.consent_updates === "on",
  };
}

type LeadSchemas = ReturnType<typeof leadSchemas>;

/** The rules with each language's words, made once per catalogue. */
const made = new WeakMap<ErrorTexts, LeadSchemas>();
export function leadSchemasIn(texts: ErrorTexts): LeadSchemas {
  if (!made.has(texts)) made.set(texts, leadSchemas(texts));
  return made.get(texts)!;
}

const english = leadSchemasIn(leadFormEn);
export const BannerLeadSchema = english.banner;
export const StandardLeadSchema = english.standard;
export const FranchiseLeadSchema = english.franchise;
export const BookingLeadSchema = english.booking;

/** A form's rules, with their messages in the language of `texts` (English by default). */
export function schemaFor(form: LeadFormId, texts: ErrorTexts = leadFormEn) {
  const schemas = leadSchemasIn(texts);
  if (form === "banner") return schemas.banner;
  if (form === "booking") return schemas.booking;
  if (form === "franchise") return schemas.franchise;
  return schemas.standard;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, as the form shows them under each field (in the language the rules were made in). */
export function fieldErrorsOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

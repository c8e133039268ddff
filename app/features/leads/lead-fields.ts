/**
 * The words and choices of the lead forms, without their rules: what the form island needs
 * to draw a form (features/lead-forms/lead-form.island.tsx). The rules, and the zod they need, are
 * in ./lead-schema.ts, which the island loads only once a visitor starts filling a form in.
 */

/** Every lead form of the site, by the name it posts as `form`. */
export const LEAD_FORMS = [
  "banner",
  "engineering",
  "management",
  "medical",
  "college",
  "disk",
  "contact",
  "franchise",
  // Discovery: about the colleges compared (/compare), and a visitor's shortlist (/shortlist).
  "compare",
  "shortlist",
  // The rank predictor's "Talk to a counsellor about these" (/predictor): its question and the seats ticked.
  "predictor",
  // Not a page's form: a lead another system sent to POST /api/leads (docs/decisions/055-intake-api.md).
  "api",
  // Not a form on the site: rows of a CSV an owner imported (features/imports). No page shows it.
  "import",
  // A counselling session booked on /counselling/book (features/counselling).
  "booking",
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
 * The version of the privacy notice (/privacy) the forms show: stored with each enquiry and
 * each consent record, so we can tell what a person was told. Change it when the notice
 * changes what, why or how long. ("2026-11-25" was the first notice, before rights requests.)
 */
export const PRIVACY_NOTICE_VERSION = "2.1";

/**
 * Who is filling in the form ("I am ..."): the Act treats a child's data differently, so a
 * student under 18 gives a parent's or guardian's details, and is never offered updates.
 */
export const APPLICANTS = {
  adult: "A student aged 18 or over",
  minor: "A student under 18",
  parent: "A parent or guardian",
} as const;
export type Applicant = keyof typeof APPLICANTS;

import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { GST_RATES, gstinProblem } from "#app/utils/gstin";
import type { Office, SiteSettings } from "./site-settings";

const url = (label: string) =>
  boundedText(300, `${label} is too long`).refine(
    (value) => value === "" || /^https:\/\/[^\s]+$/.test(value),
    `${label} must start with https://`,
  );

/** A phone number as people write it (+91 80 4719 2200); the message gives an example. */
const officePhone = (example: string) => {
  const message = `Enter a phone number, e.g. ${example}`;
  return boundedText(20, message).regex(/^\+?[0-9 ()-]{8,20}$/, message);
};

/** Offices are edited one per line: "City | Address | Phone". */
export function parseOffices(text: string): Office[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [city = "", address = "", phone = ""] = line.split("|").map((part) => part.trim());
      return { city, address, phone };
    });
}

function officesToText(offices: Office[]): string {
  return offices.map((office) => `${office.city} | ${office.address} | ${office.phone}`).join("\n");
}

/** The settings as the form's fields show them: social links flat, offices one per line. */
export function settingsFormValues(settings: SiteSettings): Record<string, string> {
  const { social, offices, retentionMonths, gstRate, ...rest } = settings;
  return {
    ...rest,
    ...social,
    offices: officesToText(offices),
    retentionMonths: String(retentionMonths),
    gstRate: gstRate === null ? "" : String(gstRate),
  } as Record<string, string>;
}

export const SettingsFormSchema = z
  .object({
    brandName: oneLine(boundedText(80, "Keep the brand name under 80 characters").min(1, "Brand name is required")),
    tagline: oneLine(boundedText(160, "Keep the tagline under 160 characters")),
    // Optional: without it, Hindi pages show the English tagline, marked as English.
    taglineHi: oneLine(boundedText(160, "Keep the Hindi tagline under 160 characters"))
      .optional()
      .transform((value) => value ?? ""),
    phone: officePhone("+91 80 4719 2200"),
    email: boundedText(200, "Enter a valid e-mail address").pipe(z.email("Enter a valid e-mail address")),
    whatsappNumber: boundedText(30, "Enter the WhatsApp number with its country code, e.g. 918047192200")
      .transform((value) => value.replace(/\D/g, ""))
      .refine(
        (value) => /^[0-9]{10,15}$/.test(value),
        "Enter the WhatsApp number with its country code, e.g. 918047192200",
      ),
    whatsappText: boundedText(300, "Keep the message under 300 characters").min(
      1,
      "Enter the message the chat opens with",
    ),
    facebook: url("Facebook"),
    instagram: url("Instagram"),
    youtube: url("YouTube"),
    linkedin: url("LinkedIn"),
    x: url("X"),
    grievanceName: oneLine(boundedText(100, "Keep the name under 100 characters").min(1, "Name the grievance officer")),
    grievanceEmail: boundedText(200, "Enter the grievance officer's e-mail address").pipe(
      z.email("Enter the grievance officer's e-mail address"),
    ),
    grievancePhone: officePhone("+91 80 4719 2299"),
    // At least 6 months, so a counsellor's work is never erased mid-admission; at most 10 years.
    retentionMonths: boundedText(4, "Enter a number of months from 6 to 120")
      .regex(/^[0-9]+$/, "Enter a number of months from 6 to 120")
      .transform(Number)
      .refine((months) => months >= 6 && months <= 120, "Enter a number of months from 6 to 120"),
    // Receipts (features/admissions): letters, digits and hyphens, as a receipt book's series.
    receiptPrefix: boundedText(10, "Keep the receipt prefix to 10 letters or digits")
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => /^([A-Z0-9]+(-[A-Z0-9]+)*)?$/.test(value),
        "Use letters, digits and hyphens for the receipt prefix, e.g. ME or ME-BLR",
      ),
    gstin: boundedText(20, "A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV")
      .transform((value) => value.toUpperCase().replace(/\s/g, ""))
      .superRefine((value, ctx) => {
        const problem = value ? gstinProblem(value) : undefined;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    gstRate: z
      .enum(["", ...GST_RATES.map(String)] as [string, ...string[]], { error: "Choose a GST rate" })
      .default("")
      .transform((value) => (value === "" ? null : Number(value))),
    offices: z
      .string()
      .max(5000, { message: "Too many offices", abort: true })
      .transform(parseOffices)
      .refine((offices) => offices.length > 0, "List at least one office")
      .refine(
        (offices) => offices.every((office) => office.city && office.address && office.phone),
        "Write each office as: City | Address | Phone",
      ),
  })
  .superRefine(({ gstin, gstRate }, ctx) => {
    // A receipt shows GST only with both: one without the other is a half-finished setting.
    if (gstin && gstRate === null)
      ctx.addIssue({ code: "custom", path: ["gstRate"], message: "Choose the GST rate for your GSTIN" });
    if (!gstin && gstRate !== null)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: "Enter your GSTIN, or set the GST rate to No GST" });
  })
  .transform(({ facebook, instagram, youtube, linkedin, x, ...rest }): SiteSettings => ({
    ...rest,
    social: { facebook, instagram, youtube, linkedin, x },
  }));

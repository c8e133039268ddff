import { z } from "zod";
import { PAYMENT_MODES, type PaymentMode } from "#app/db/column-values";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { calendarDate } from "#app/utils/calendar-date";
import { formatIndiaDay, indiaDay } from "#app/utils/india-time";
import { idField } from "#app/utils/ids";
import { parseRupees, type ParsedRupees } from "#app/utils/rupees";
import { studentEn } from "#app/utils/i18n/en/student";

/**
 * Payments from a student and the commission on an admission (features/admissions/payments.server.ts,
 * commissions.server.ts): the modes, the Indian financial year a receipt is numbered in, and the
 * forms, shared by the lead page and the server. Amounts are typed in rupees and kept in paise.
 */

export { PAYMENT_MODES, type PaymentMode };

/** The admin area's labels: the words a person's own answer shows too, kept with their Hindi in the catalogue (ADR 069). */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = studentEn.privacy.verified.paymentModes;

/** What the Reference field takes for each mode, as the form says it. */
export const REFERENCE_HINTS: Record<PaymentMode, string> = {
  upi: "the UPI transaction ID (UTR, 12 digits)",
  cash: "nothing, or your cash book's entry number",
  bank_transfer: "the NEFT, RTGS or IMPS reference (UTR)",
  card: "the last 4 digits and the approval code (never the whole card number)",
  cheque: "the cheque number and bank",
};

/** The Indian financial year (April to March) of an India day: 2027-03-31 is "2026-27", 2027-04-01 "2027-28". */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first day of a financial year ("2026-27" starts on 2026-04-01). */
export const financialYearStart = (year: string) => `${year.slice(0, 4)}-04-01`;

/** A receipt's number: prefix, financial year, and its number in the year, four digits or more (ME/2026-27/0001). */
export function receiptNumber(prefix: string, year: string, numberInYear: number): string {
  return `${prefix}/${year}/${String(numberInYear).padStart(4, "0")}`;
}

/**
 * The days a payment may be dated: from the start of last financial year (a late record of a
 * payment in the year just closed) to today, in India. The books of older years are closed.
 */
export function paymentDateBounds(today = indiaDay(new Date())): { min: string; max: string } {
  const thisYear = financialYear(today);
  const lastYear = financialYear(`${Number(thisYear.slice(0, 4)) - 1}-04-01`);
  return { min: financialYearStart(lastYear), max: today };
}

type AmountProblem = Exclude<ParsedRupees, { ok: true }>["reason"];

/** What a form says of an amount that isn't one. */
const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  empty: "Enter the amount received in rupees, e.g. 25000",
  negative: "Enter the amount received: it can't be negative",
  "not-a-number": "Enter the amount in rupees with digits only, e.g. 25000 or 25,000.50",
  "too-precise": "Enter at most two decimal places (paise), e.g. 25000.50",
  zero: "Enter an amount of more than ₹0",
  "too-large": "That is more than ₹1,00,00,000 (one crore) in one payment: check the amount",
};

/** An amount typed in rupees, as paise; `label` names it in the messages when a form has two. */
const rupees = (missing = AMOUNT_MESSAGES.empty) =>
  boundedText(40, AMOUNT_MESSAGES["not-a-number"], missing).transform((typed, ctx) => {
    const parsed = parseRupees(typed);
    if (parsed.ok) return parsed.paise;
    ctx.addIssue({ code: "custom", message: parsed.reason === "empty" ? missing : AMOUNT_MESSAGES[parsed.reason] });
    return z.NEVER;
  });

/** An optional field: blank (or missing) is null, anything else must pass `schema`, with its own message. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional()).transform((value) => value ?? null);

/** An amount a step names (a fee due), in rupees as paise; blank is none. */
export const optionalRupees = () => blankIsNull(rupees());

/** An India day that is not in the future, and (with `bounds`) within the dates payments take. */
const pastDay = (missing: string, bounded: boolean) =>
  calendarDate(missing).superRefine((day, ctx) => {
    const { min, max } = paymentDateBounds();
    if (day > max) return ctx.addIssue({ code: "custom", message: "The date can't be in the future (India time)" });
    if (bounded && day < min)
      ctx.addIssue({
        code: "custom",
        message: `Enter a date from ${formatIndiaDay(min)} (the start of last financial year) to today`,
      });
  });

/** 12 or more digits in a row (spaces and hyphens between them allowed): a whole card number. */
const CARD_NUMBER = /\d(?:[ -]?\d){11,}/;

export const RecordPaymentFormSchema = z
  .object({
    intent: z.literal("payment"),
    amount: rupees(),
    paid_on: pastDay("Enter the date it was paid", true),
    mode: z.enum(PAYMENT_MODES, { error: "Choose how they paid" }),
    reference: oneLine(boundedText(60, "Keep the reference under 60 characters")).default(""),
    application_id: blankIsNull(idField("This application is not there.")),
  })
  .superRefine(({ mode, reference }, ctx) => {
    // A card's number is not ours to keep (PCI DSS): the last four digits say which card it was.
    if (mode === "card" && CARD_NUMBER.test(reference))
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: "Write only the card's last 4 digits, never the whole card number",
      });
  });

/** The application statuses a commission is recorded on: a seat taken. */
export const COMMISSION_STATUSES: readonly string[] = ["seat_confirmed", "admitted"];

export const CommissionFormSchema = z
  .object({
    intent: z.literal("commission"),
    application_id: idField("This application is not there."),
    expected: blankIsNull(rupees()),
    received_on: blankIsNull(pastDay("Enter the date it was received", false)),
    received: blankIsNull(rupees()),
  })
  .superRefine(({ received_on, received }, ctx) => {
    if (received !== null && received_on === null)
      ctx.addIssue({ code: "custom", path: ["received_on"], message: "Enter the date the college paid" });
    if (received_on !== null && received === null)
      ctx.addIssue({ code: "custom", path: ["received"], message: "Enter the amount the college paid" });
  });

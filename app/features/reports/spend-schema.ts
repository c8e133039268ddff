import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { parseRupees } from "#app/utils/rupees";
import { NO_TAG } from "#app/features/leads/funnel";

/**
 * An owner's entry of marketing spend (features/reports/marketing-spend.server.ts): one source, one
 * month, one amount in rupees, kept in paise. Entering a source and month again replaces the
 * amount; ₹0 removes it.
 */

/** Ten crore in a month on one source: above that, a typing slip. */
const MAX_MONTHLY_SPEND_PAISE = 10_00_00_000 * 100;

const AMOUNT_MESSAGES = {
  empty: "Enter the amount spent in rupees, e.g. 25000",
  negative: "Enter the amount spent: it can't be negative",
  "not-a-number": "Enter the amount in rupees with digits only, e.g. 25000 or 25,000.50",
  "too-precise": "Enter at most two decimal places (paise), e.g. 25000.50",
  "too-large": "That is more than ₹10,00,00,000 (ten crore) in a month: check the amount",
} as const;

export const SpendFormSchema = z.object({
  // A utm_source as the report lists it; blank or "(none)" is the direct or no-source bucket.
  source: oneLine(boundedText(100, "Keep the source under 100 characters")).transform((typed) =>
    typed.toLowerCase() === NO_TAG ? "" : typed.toLowerCase(),
  ),
  month: boundedText(7, "Choose a month", "Choose a month").regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month"),
  amount: boundedText(40, AMOUNT_MESSAGES["not-a-number"], AMOUNT_MESSAGES.empty).transform((typed, ctx) => {
    // "0" is how an owner takes back a month they entered by mistake.
    if (/^(₹|rs\.?)?\s*0+(\.0+)?$/i.test(typed)) return 0;
    const parsed = parseRupees(typed, MAX_MONTHLY_SPEND_PAISE);
    if (parsed.ok) return parsed.paise;
    ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGES[parsed.reason === "zero" ? "empty" : parsed.reason] });
    return z.NEVER;
  }),
});
export type SpendInput = z.output<typeof SpendFormSchema>;

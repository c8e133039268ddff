/**
 * Money in paise (integers: ₹1 = 100 paise), as payments store it: read from what a person types,
 * shown with Indian digit grouping, and written out in words with lakh and crore, as a receipt
 * says it. No floating point touches an amount.
 */

/** What `parseRupees` makes of a typed amount: paise, or why it is not an amount. */
export type ParsedRupees =
  | { ok: true; paise: number }
  | { ok: false; reason: "empty" | "negative" | "not-a-number" | "too-precise" | "zero" | "too-large" };

/** The largest single payment the forms take: ₹1 crore. Anything above is a typing slip, or several payments. */
const MAX_PAYMENT_PAISE = 1_00_00_000 * 100;

/**
 * A typed amount in rupees as paise: "25000", "25,000.50", "₹ 1,25,000" (commas and spaces anywhere
 * among the digits, a leading ₹ or Rs). At most two decimals; more than zero; at most `max`.
 */
export function parseRupees(typed: string, max = MAX_PAYMENT_PAISE): ParsedRupees {
  const text = typed
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/[,\s]/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  if (text.startsWith("-")) return { ok: false, reason: "negative" };
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: "not-a-number" };
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, reason: "too-precise" };
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (paise === 0) return { ok: false, reason: "zero" };
  if (paise > max) return { ok: false, reason: "too-large" };
  return { ok: true, paise };
}

const grouped = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234567 paise -> "₹12,345.67" (Indian digit grouping, always two decimals). */
export function formatPaise(paise: number): string {
  return `₹${grouped.format(paise / 100)}`;
}

/** Paise as a form shows them again for editing: 1234550 -> "12345.50", 1200000 -> "12000". */
export function paiseToInput(paise: number | null): string {
  if (paise === null) return "";
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99 in words: "Forty-Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

/** 0 to 999 in words: "Three Hundred Five". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/**
 * A whole number cut the Indian way, as both languages read it out: crore (1,00,00,000), lakh
 * (1,00,000), thousand, hundred, and the rest below a hundred. Crore are not cut further: above 99
 * crore they are themselves counted in lakh and thousand ("One Hundred Crore").
 */
export function indianPlaces(n: number) {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  return {
    crore: Math.floor(n / 1_00_00_000),
    lakh: Math.floor((n % 1_00_00_000) / 1_00_000),
    thousand: Math.floor((n % 1_00_000) / 1000),
    hundred: Math.floor((n % 1000) / 100),
    rest: n % 100,
  };
}

/**
 * A whole number in words, the Indian way: crore, lakh, thousand, hundred.
 * 12345678 -> "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight".
 */
export function numberInWords(n: number): string {
  const { crore, lakh, thousand, hundred, rest } = indianPlaces(n);
  if (n === 0) return "Zero";
  return [
    crore ? `${numberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    hundred || rest ? belowThousand(hundred * 100 + rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount as a receipt writes it: "Rupees Twelve Thousand Five Hundred and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = [rupees ? `Rupees ${numberInWords(rupees)}` : "", rest ? `${belowHundred(rest)} Paise` : ""]
    .filter(Boolean)
    .join(" and ");
  return `${words || "Rupees Zero"} Only`;
}

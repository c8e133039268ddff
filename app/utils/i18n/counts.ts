import type { Locale } from "./locale";
import { plural } from "./plural";

/**
 * The things staff pages and e-mails count, in each language's singular and plural (issue 43,
 * item 8: "1 leads", "1 rows"). Hindi writes most of these nouns alike in both forms; the forms
 * are kept anyway, so that a noun added later is written once, here, with both.
 */
const NOUNS = {
  lead: { en: { one: "lead", other: "leads" }, hi: { one: "लीड", other: "लीड" } },
  row: { en: { one: "row", other: "rows" }, hi: { one: "पंक्ति", other: "पंक्तियाँ" } },
  day: { en: { one: "day", other: "days" }, hi: { one: "दिन", other: "दिन" } },
  minute: { en: { one: "minute", other: "minutes" }, hi: { one: "मिनट", other: "मिनट" } },
  application: { en: { one: "application", other: "applications" }, hi: { one: "आवेदन", other: "आवेदन" } },
} satisfies Record<string, Record<Locale, { one: string; other: string }>>;

export type CountedNoun = keyof typeof NOUNS;

const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IN"),
  hi: new Intl.NumberFormat("hi-IN"),
};

/**
 * `n` of a noun, the number in Indian grouping and the noun by the language's plural rule
 * (Intl.PluralRules, through plural.ts): "1 lead", "12,500 leads", "1 पंक्ति", "3 पंक्तियाँ".
 */
export function countOf(n: number, noun: CountedNoun, locale: Locale = "en"): string {
  return `${NUMBERS[locale].format(n)} ${plural(locale, n, NOUNS[noun][locale])}`;
}

/** The noun alone for `n` ("of 1 row"), where the number is written apart. */
export function nounFor(n: number, noun: CountedNoun, locale: Locale = "en"): string {
  return plural(locale, n, NOUNS[noun][locale]);
}

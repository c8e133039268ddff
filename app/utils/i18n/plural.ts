import type { Locale } from "./locale";

const RULES: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules("en-IN"),
  hi: new Intl.PluralRules("hi-IN"),
};

/**
 * The word for `n` of something in a language, chosen by Intl.PluralRules (CLDR's rules): in
 * English "one" is 1 alone, in Hindi 0 and 1 (so "0 कॉलेज मिला", as CLDR has it). Both languages
 * have only "one" and "other" for whole numbers.
 */
export function plural(locale: Locale, n: number, forms: { one: string; other: string }): string {
  return RULES[locale].select(n) === "one" ? forms.one : forms.other;
}

import { isPublicRefusal, sayWith, type PublicRefusalCode, type Said } from "../refusal";
import type { Locale } from "./locale";
import { messagesFor } from "./messages";

/**
 * What a refusal says, in a page's language: its code's entry in that language's catalogue
 * (app/utils/i18n/{en,hi}/refusals.ts), given its values. Never found from English words.
 */
export const sayIn = (locale: Locale, said: Said<PublicRefusalCode>): string =>
  sayWith(messagesFor(locale).refusals, said);

/**
 * A refusal a public page shows: in the page's language. A code only staff should meet (a bug if
 * it reaches a visitor) is shown in English, as the admin area would word it.
 */
export const refusalIn = (locale: Locale, refusal: { said: Said; message: string }): string =>
  isPublicRefusal(refusal.said) ? sayIn(locale, refusal.said) : refusal.message;

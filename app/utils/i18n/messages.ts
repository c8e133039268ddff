import { useLocation } from "react-router";
import { en } from "./en";
import { hi } from "./hi";
import { localeOf, type Locale } from "./locale";

/** A catalogue's shape: the English one's keys, with any text (and the same function signatures). */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widened<T[K]> };

export type Messages = Widened<typeof en>;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

export const messagesFor = (locale: Locale): Messages => CATALOGUES[locale];

/** The language of the page being shown: its path's (./locale.ts). */
export const useLocale = (): Locale => localeOf(useLocation().pathname);

/** The strings of the page being shown. */
export const useMessages = (): Messages => messagesFor(useLocale());

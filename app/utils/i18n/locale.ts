/**
 * The public site's two languages (issue 26; docs/decisions/059-hindi-site-plan.md). A page's
 * language is its path's and nothing else's: `/hi` and everything under it is Hindi, every other
 * path English. No cookie and no Accept-Language header ever sends a visitor elsewhere.
 */
export type Locale = "en" | "hi";

const HINDI_ROOT = "/hi";

export function localeOf(pathname: string): Locale {
  const lower = pathname.toLowerCase();
  return lower === HINDI_ROOT || lower.startsWith(`${HINDI_ROOT}/`) ? "hi" : "en";
}

/**
 * A path on this site, whatever the address held: each run of slashes (or backslashes, which a
 * browser reads as slashes) becomes one slash. A link built from `/hi//evil.example/x` would
 * otherwise be `//evil.example/x`, another site's address (issue 41, item 6). Every path below is
 * made from one of these, so every link the site builds from a path stays on its own origin.
 */
export function singleSlashPath(pathname: string): string {
  const path = pathname.replace(/[/\\]+/g, "/");
  return path.startsWith("/") ? path : `/${path}`;
}

/** A Devanagari letter or sign (U+0900 to U+097F): the script Hindi is written in. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language a text's script says, for a person who named no language (a lead another system
 * sent: docs/api.md): Hindi when the text has any Devanagari in it ("प्रिया शर्मा"), else English.
 */
export const localeOfScript = (text: string): Locale => (DEVANAGARI.test(text) ? "hi" : "en");

/** The English path of a page, from either of its paths: `/hi/privacy` → `/privacy`, `/hi` → `/`. */
export function englishPath(pathname: string): string {
  const path = singleSlashPath(pathname);
  if (localeOf(path) === "en") return path;
  return singleSlashPath(path.slice(HINDI_ROOT.length));
}

/** The page's path in `locale`: `/privacy` → `/hi/privacy` for Hindi. */
export function pathIn(locale: Locale, pathname: string): string {
  const english = englishPath(pathname);
  if (locale === "en") return english;
  return english === "/" ? HINDI_ROOT : `${HINDI_ROOT}${english}`;
}

/**
 * Public pages that are English only, by English path (lower case): where staff sign in. Every
 * other public page has a Hindi twin (app/routes.ts makes them from one list), and so do their
 * links and alternates. A file (a calendar, the sitemap) has none.
 */
const ENGLISH_ONLY = ["/adminlogin", "/adminreg", "/admin"];

export const hasHindiTwin = (pathname: string) => {
  const english = englishPath(pathname).toLowerCase();
  if (ENGLISH_ONLY.some((path) => english === path || english.startsWith(`${path}/`))) return false;
  return !/\.[a-z0-9]+$/.test(english);
};

/**
 * Where a link to a page goes from a page of `locale`: its twin in that language when it has one
 * (a Hindi page's footer links to /hi/privacy), else the English page.
 */
export const linkIn = (locale: Locale, path: string) =>
  hasHindiTwin(path) ? pathIn(locale, path) : singleSlashPath(path);

/**
 * The `lang` of text that exists only in English (the settings' tagline, catalogue text with no
 * Hindi version yet) where it is shown on a page of `locale`: "en" on Hindi pages, so that it is
 * read as English; nothing on English pages.
 */
export const englishTextLang = (locale: Locale) => (locale === "en" ? undefined : "en");

/** `<html lang>` for a locale: English as written in India, and Hindi. */
export const htmlLang = (locale: Locale) => (locale === "hi" ? "hi" : "en-IN");

/**
 * One value per language, made the first time a page of that language asks for it: a form's
 * schema with the page's words (docs/decisions/069-messages-by-code.md).
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

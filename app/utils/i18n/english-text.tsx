import { Fragment, type ReactNode } from "react";
import { englishTextLang, type Locale } from "./locale";

/**
 * English text on a page of either language (docs/hindi-pages-howto.md, "Names and English text on
 * a Hindi page"): catalogue text with no Hindi version yet, names as written, what a visitor typed.
 * On a Hindi page it is marked `lang="en"`; on an English page it is left bare, so the English
 * pages' markup stays as it was. The `lang` these take is englishTextLang(locale): "en" on a Hindi
 * page, undefined on an English one.
 */

/** Text in an element of its own. Where the text already fills an element, put `lang` on that instead. */
export function EnglishText({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** Marks a value's place in a message: a private-use character no message or name contains. */
const SLOT = "\uE000";

/** A message with values in it (`format(values)`), each value's place rendered by `render`. */
function interpolate(
  format: (values: readonly string[]) => string,
  values: readonly string[],
  render: (value: string) => ReactNode,
): ReactNode[] {
  const parts = format(values.map((_, i) => `${SLOT}${i}${SLOT}`)).split(SLOT);
  // Even parts are the message's words, odd ones the index of a value.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : render(values[Number(part)] ?? "")}</Fragment>);
}

/**
 * A message with names in it (`format(names)`), each name marked `lang` as English text, in a
 * `Tag` of its own (a `bdi` where the message's own box is a styled span). On an English page
 * (`lang` undefined) it is the message itself, as one string.
 */
export function withNames(
  format: (names: readonly string[]) => string,
  names: readonly string[],
  lang: string | undefined,
  Tag: "span" | "bdi" = "span",
): ReactNode {
  if (!lang) return format(names);
  return interpolate(format, names, (name) => <Tag lang={lang}>{name}</Tag>);
}

/**
 * A message with one name in it, as the words before and after the name: for an island, which
 * takes strings, to mark the name itself (`format("IIT Bombay")` is `before + "IIT Bombay" + after`).
 */
export function aroundName(format: (name: string) => string): [before: string, after: string] {
  const [before = "", after = ""] = format(SLOT).split(SLOT);
  return [before, after];
}

/** The same for a message with one name in it. */
export const withName = (
  format: (name: string) => string,
  name: string,
  lang: string | undefined,
  Tag: "span" | "bdi" = "span",
): ReactNode => withNames((names) => format(names[0] ?? ""), [name], lang, Tag);

/**
 * A stream's name in the page's language, and the `lang` to mark it with: a stream the catalogue
 * of words does not know keeps its English name, marked as English on a Hindi page.
 */
export function streamText(
  streamName: (stream: string) => string,
  stream: string,
  lang: string | undefined,
): { name: string; lang: string | undefined } {
  const name = streamName(stream);
  return { name, lang: name === stream ? lang : undefined };
}

/** A run of Latin-letter words ("JEE Main", "National Testing Agency", "B.Tech"), digits and marks inside. */
const LATIN_RUN = /([A-Za-z][\w.'’&+-]*(?: +[A-Za-z][\w.'’&+-]*)*)/;

/**
 * Hindi copy with names in it as written (exams, bodies, degrees: docs/glossary-hi.md): each run
 * of Latin-letter words marked `lang` as English. On an English page (`lang` undefined), and for
 * text with no Latin letters, the text itself, as a string.
 */
export function markLatin(text: string, lang: string | undefined): ReactNode {
  if (!lang || !/[A-Za-z]/.test(text)) return text;
  // split with a capturing group: odd parts are the runs.
  return text.split(LATIN_RUN).map((part, i) =>
    i % 2 === 0 ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <span key={i} lang={lang}>
        {part}
      </span>
    ),
  );
}

/**
 * Text the visitor wrote (a search): marked as English on a Hindi page when it is in Latin
 * letters; Devanagari is the page's own language.
 */
export const visitorTextLang = (text: string, lang: string | undefined) =>
  lang && /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? lang : undefined;

/**
 * Text from the database or the visitor that may be in either script (a name, a college, what a
 * student wrote): marked as English on a Hindi page when it has Latin letters.
 */
export const storedTextLang = (locale: Locale, text: string | null | undefined) =>
  text && /[A-Za-z]/.test(text) ? englishTextLang(locale) : undefined;

/** A stored value as the page shows it: in a `<span lang="en">` on a Hindi page when it is in Latin letters. */
export function StoredText({ locale, children }: { locale: Locale; children: string | null | undefined }) {
  const lang = storedTextLang(locale, children);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/**
 * A message with stored values in it (`format(values)`), each value marked as StoredText marks it.
 * On an English page it is the message itself, as one string.
 */
export function withStored(
  locale: Locale,
  format: (values: readonly string[]) => string,
  values: readonly string[],
): ReactNode {
  if (locale === "en") return format(values);
  return interpolate(format, values, (value) => <StoredText locale={locale}>{value}</StoredText>);
}

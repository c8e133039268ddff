import { Fragment } from "react";
import { HINDI_PLACE_NOTES, HINDI_PLACES } from "./hi/places";
import { englishTextLang, type Locale } from "./locale";

/**
 * Places on a page of either language (issue 44, item 7): the catalogue and the settings store
 * them in English ("Powai, Mumbai", "Karnataka", "Bengaluru (head office)"); a Hindi page shows
 * them in Hindi from the glossary (./hi/places.ts), and a part the glossary does not know as
 * written, marked `lang="en"`. English pages show them as stored.
 */

const lowerKeys = (names: Readonly<Record<string, string>>) =>
  new Map(Object.entries(names).map(([english, hindi]) => [english.toLowerCase(), hindi]));
const PLACES = lowerKeys(HINDI_PLACES);
const NOTES = lowerKeys(HINDI_PLACE_NOTES);

const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** One place ("Powai", "Bengaluru (head office)") in Hindi, or undefined when the glossary lacks it or its note. */
function hindiPlace(part: string): string | undefined {
  const noted = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(part);
  if (!noted) return PLACES.get(normal(part));
  const [place, note] = [PLACES.get(normal(noted[1]!)), NOTES.get(normal(noted[2]!))];
  return place && note ? `${place} (${note})` : undefined;
}

/**
 * A place as one string and its `lang`, for a drop-down's option or an attribute, which cannot
 * mark a part of their text: in Hindi when every comma-separated part has a Hindi name, else as
 * stored, marked as English.
 */
export function placeIn(locale: Locale, place: string): { text: string; lang: string | undefined } {
  if (locale === "en") return { text: place, lang: undefined };
  const parts = place.split(",").map(hindiPlace);
  if (parts.every((part) => part !== undefined)) return { text: parts.join(", "), lang: undefined };
  return { text: place, lang: englishTextLang(locale) };
}

/**
 * A place in a page's text: each comma-separated part in Hindi where the glossary has it, any
 * other as written, marked as English in a `Tag` of its own (a `bdi` where the place's own box is
 * a styled span, as withName's).
 */
export function PlaceName({
  locale,
  children: place,
  Tag = "span",
}: {
  locale: Locale;
  children: string;
  Tag?: "span" | "bdi";
}) {
  if (locale === "en") return <>{place}</>;
  return (
    <>
      {place.split(",").map((part, i) => {
        const hindi = hindiPlace(part);
        return (
          <Fragment key={i}>
            {i > 0 ? ", " : null}
            {hindi ?? <Tag lang={englishTextLang(locale)}>{part.trim()}</Tag>}
          </Fragment>
        );
      })}
    </>
  );
}

import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale } from "#app/utils/i18n/messages";

/** The most letters a placeholder logo holds: "AIIMS", "BMCRI", "IITB". */
const MOST_LETTERS = 5;
const SMALL_WORDS = new Set(["Of", "And", "The"]);

/**
 * A college's initials for its placeholder logo, as students abbreviate it: "Indian Institute of
 * Technology Bombay" → "IITB", "All India Institute of Medical Sciences, New Delhi" → "AIIMS",
 * "RV College of Engineering" → "RVCE", "COEP Technological University" → "COEP".
 *
 * The name up to its first comma (what follows is a place: ", New Delhi", ", Pilani"); a word
 * already in capitals counts whole ("RV", "PES"), and one of three letters or more that opens the
 * name is the abbreviation itself; small words (of, and, the) and words that do not start with a
 * capital are left out. At most five letters, so it fits its box: three letters, as before
 * 2026-12-04, made "All India Institute…" read "AII", like "All".
 */
export function collegeInitials(name: string): string {
  const words = (name.split(",")[0] ?? "")
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, ""))
    .filter((word) => /^[A-Z]/.test(word) && !SMALL_WORDS.has(word));
  const isAcronym = (word: string) => word.length > 1 && word === word.toUpperCase();
  const first = words[0] ?? "";
  if (isAcronym(first) && first.length >= 3) return first.slice(0, MOST_LETTERS);
  return words
    .map((word) => (isAcronym(word) ? word : word[0]))
    .join("")
    .slice(0, MOST_LETTERS);
}

/**
 * The placeholder logo's letters. `data-letters` lets the stylesheet set four or five letters
 * smaller, so that "AIIMS" fits the box that "IIT" fills. They are the English name's: marked as
 * English on a Hindi page.
 */
export function CollegeInitials({ name, hidden }: { name: string; hidden?: boolean }) {
  const initials = collegeInitials(name);
  const lang = englishTextLang(useLocale());
  return (
    <span aria-hidden={hidden || undefined} data-letters={initials.length} lang={lang}>
      {initials}
    </span>
  );
}

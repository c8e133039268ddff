import { HINDI_DOCUMENT_NAMES, HINDI_STUDY_MODES } from "./hi/documents";
import type { Locale } from "./locale";

/**
 * Small vocabularies the database keeps in English (issue 44, item 7; ADR 082), as a page of
 * `locale` shows them: in Hindi on a Hindi page where ./hi/documents.ts has the word, else as
 * stored (StoredText or `lang="en"` then marks it as English). Compared without regard to case.
 */
function glossary(hindi: Readonly<Record<string, string>>): (locale: Locale, stored: string) => string {
  const byEnglish = new Map(Object.entries(hindi).map(([english, word]) => [english.toLowerCase(), word]));
  return (locale, stored) =>
    locale === "en" ? stored : (byEnglish.get(stored.trim().replace(/\s+/g, " ").toLowerCase()) ?? stored);
}

/** A document's name, as the checklist had it when its application was made. */
export const documentNameIn = glossary(HINDI_DOCUMENT_NAMES);

/** A college's study mode ("Full time"). */
export const studyModeIn = glossary(HINDI_STUDY_MODES);

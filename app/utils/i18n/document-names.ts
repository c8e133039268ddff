import { HINDI_DOCUMENT_NAMES } from "./hi/documents";
import type { Locale } from "./locale";

const HINDI = new Map(Object.entries(HINDI_DOCUMENT_NAMES).map(([english, hindi]) => [english.toLowerCase(), hindi]));

/**
 * A document's name (stored in English, as the checklist had it) as a page of `locale` shows it:
 * in Hindi on a Hindi page where ./hi/documents.ts has it, else as stored (StoredText then marks
 * it as English).
 */
export function documentNameIn(locale: Locale, name: string): string {
  if (locale === "en") return name;
  return HINDI.get(name.trim().replace(/\s+/g, " ").toLowerCase()) ?? name;
}

import { hasHindiTwin, localeOf, pathIn } from "#app/utils/i18n/locale";
import { messagesFor } from "#app/utils/i18n/messages";

/**
 * The same page in the other language, named in that language ("हिन्दी" or "English") and marked
 * as such for screen readers and search engines. A plain link: it always opens what it names.
 * Beside the logo, in the site header and in the landing pages' slim bar.
 */
export function LanguageLink({ pathname }: { pathname: string }) {
  // The sign-in pages are English only: there is no other language to offer.
  if (!hasHindiTwin(pathname)) return null;
  const { label, lang } = messagesFor(localeOf(pathname)).switchLanguage;
  const other = localeOf(pathname) === "hi" ? "en" : "hi";
  return (
    <a className="language-link" href={pathIn(other, pathname)} lang={lang} hrefLang={lang}>
      {label}
    </a>
  );
}

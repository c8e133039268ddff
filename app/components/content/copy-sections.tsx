import type { ContentSection } from "#app/content/content-types";
import { markLatin } from "#app/utils/i18n/english-text";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale } from "#app/utils/i18n/messages";
import { useBrand } from "./use-brand";

/**
 * One section of copy (app/content): its heading, its paragraphs and any bullets, with {brand}
 * filled in. `headingId` lets a region around it be named by the heading. On a Hindi page the names
 * the copy keeps as written (an exam, an Act, the brand) are marked as English.
 */
export function CopySection({ section, headingId }: { section: ContentSection; headingId?: string }) {
  const fill = useBrand();
  const lang = englishTextLang(useLocale());
  const brand = (text: string) => markLatin(fill(text), lang);
  return (
    <section>
      <h2 id={headingId}>{brand(section.heading)}</h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{brand(paragraph)}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{brand(bullet)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A page's sections of copy, in order: the information pages, the stream pages, the home page's about text. */
export function CopySections({ sections }: { sections: readonly ContentSection[] }) {
  return sections.map((section) => <CopySection key={section.heading} section={section} />);
}

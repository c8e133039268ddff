import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale } from "#app/utils/i18n/messages";

/**
 * A link to a college page, in the page's language (/hi/<slug> from a Hindi page). A click on it
 * records the visit (the spec's collegedetails call): the page's script sends it as a beacon, so
 * it never delays the navigation (app/islands/entry.client.ts, one listener for every such link).
 * `lang`: the text's, where it is the college's name on a Hindi page (englishTextLang).
 */
export function CollegeLink({
  id,
  slug,
  children,
  className,
  lang,
}: {
  id: number;
  slug: string;
  children: ReactNode;
  className?: string;
  lang?: string;
}) {
  const locale = useLocale();
  return (
    <Link
      to={linkIn(locale, href("/:college", { college: slug }))}
      className={className}
      lang={lang}
      data-college-view={id}
    >
      {children}
    </Link>
  );
}

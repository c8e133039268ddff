import type { ReactNode } from "react";
import type { InfoPageContent } from "#app/content/content-types";
import { CopySections } from "./copy-sections";
import { PageBand } from "./page-band";
import { useBrand } from "./use-brand";

/**
 * The shape every information page shares: a title band, the sections of copy, optional extras
 * (timeline, steps, FAQ) and an optional form beside them.
 */
export function InfoPage({
  content,
  children,
  aside,
  before,
  lang,
}: {
  content: InfoPageContent;
  children?: ReactNode;
  aside?: ReactNode;
  /** Shown above the sections (a language switch, say). */
  before?: ReactNode;
  /** The content's language when it is not the site's English. */
  lang?: string;
}) {
  const brand = useBrand();
  return (
    <main lang={lang}>
      <PageBand heading={brand(content.heading)} intro={brand(content.intro)} />
      <div className={`container ${aside ? "with-aside" : ""}`}>
        <article className="prose">
          {before}
          <CopySections sections={content.sections} />
          {children}
        </article>
        {aside ? <aside className="page-aside">{aside}</aside> : null}
      </div>
    </main>
  );
}

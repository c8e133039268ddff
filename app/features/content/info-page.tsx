import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { LAYOUT_ROUTE_ID, withBrand } from "#app/utils/seo";
import type { InfoPageContent } from "./content-types";

function useBrandName(): string {
  const layout = useRouteLoaderData(LAYOUT_ROUTE_ID) as { settings: { brandName: string } } | undefined;
  return layout?.settings.brandName ?? "";
}

/** Replaces {brand} in copy; use for every string that comes from features/content. */
export function useBrand(): (text: string) => string {
  const brandName = useBrandName();
  return (text) => withBrand(text, brandName);
}

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
          {content.sections.map((section) => (
            <section key={section.heading}>
              <h2>{brand(section.heading)}</h2>
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
          ))}
          {children}
        </article>
        {aside ? <aside className="page-aside">{aside}</aside> : null}
      </div>
    </main>
  );
}

import type { MetaDescriptor } from "react-router";
import { hasHindiTwin, localeOf, pathIn, type Locale } from "#app/utils/i18n/locale";
import { messagesFor, type Messages } from "#app/utils/i18n/messages";

export const LAYOUT_ROUTE_ID = "routes/public/layout";

/**
 * What this module reads of the public layout's loader data (routes/public/layout.tsx): the brand
 * name of the site settings and the origin. A route that reads more names it as `T`.
 */
interface LayoutData {
  settings: { brandName: string };
  origin: string;
}

type Matches = ReadonlyArray<{ id: string; pathname?: string; loaderData?: unknown; data?: unknown } | undefined>;

/** The language of the page a meta function describes: its path's (app/utils/i18n/locale.ts). */
export function metaLocale(matches: Matches): Locale {
  return localeOf(matches.at(-1)?.pathname ?? "/");
}

/** The catalogue of the page a meta function describes. */
export const metaMessages = (matches: Matches): Messages => messagesFor(metaLocale(matches));

export function layoutDataFrom<T extends LayoutData = LayoutData>(matches: Matches): T | undefined {
  const match = matches.find((m) => m?.id === LAYOUT_ROUTE_ID);
  return (match?.loaderData ?? match?.data) as T | undefined;
}

/** Replaces the {brand} token of the copy with the brand name from the site settings. */
export function withBrand(text: string, brandName: string): string {
  return text.replaceAll("{brand}", brandName);
}

/**
 * Title, description, canonical URL and Open Graph tags for one page. `path` is the English
 * page's canonical path (the spelling of routes.ts), whatever case the visitor typed; on the
 * Hindi page (its language is the path's the visitor is on) the canonical is the Hindi twin's, and
 * both name each other as alternates (issue 26, part 3).
 */
export function pageMeta(options: {
  matches: Matches;
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  jsonLd?: object[];
}): MetaDescriptor[] {
  const layout = layoutDataFrom(options.matches);
  const brand = layout?.settings.brandName ?? "";
  const title = withBrand(options.title.includes("{brand}") ? options.title : `${options.title} | {brand}`, brand);
  const description = withBrand(options.description, brand);
  const locale = metaLocale(options.matches);
  const url = `${layout?.origin ?? ""}${pathIn(locale, options.path)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: "summary" },
  ];
  if (hasHindiTwin(options.path)) tags.push(...languageAlternates(options.matches, options.path));
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of options.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/**
 * The hreflang alternates of a page in both languages: en-IN and hi-IN name the two, English is
 * the default (issue 26, part 3). `path` is either language's path, by default the address of the
 * page the meta function describes (a token in it included), for the pages of a link that keep
 * their own title rather than pageMeta's.
 */
export function languageAlternates(matches: Matches, path = matches.at(-1)?.pathname ?? "/"): MetaDescriptor[] {
  const origin = layoutDataFrom(matches)?.origin ?? "";
  return (
    [
      ["en-IN", "en"],
      ["hi-IN", "hi"],
      ["x-default", "en"],
    ] as const
  ).map(([hrefLang, language]) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: `${origin}${pathIn(language, path)}`,
  }));
}

export function faqJsonLd(items: { question: string; answer: string }[], brandName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: withBrand(item.question, brandName),
      acceptedAnswer: { "@type": "Answer", text: withBrand(item.answer, brandName) },
    })),
  };
}

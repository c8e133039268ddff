import { href, type MetaDescriptor } from "react-router";
import { pathIn } from "#app/utils/i18n/locale";
import { languageAlternates, layoutDataFrom, metaLocale, metaMessages, pageMeta } from "#app/utils/seo";
import type { CollegePageData } from "./college-page.server";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "./og-image-card";

type Matches = Parameters<typeof layoutDataFrom>[0];

/**
 * Title, description, canonical (always the /:slug page), the link-preview card (og:image, shown
 * large) and CollegeOrUniversity + BreadcrumbList JSON-LD. The disk pages use it too. In the
 * page's language: on /hi/<slug> (and the Hindi disk pages) the canonical, the JSON-LD's addresses
 * and the breadcrumb's names are the Hindi page's.
 */
export function collegeMeta(
  data: CollegePageData | undefined,
  matches: Matches,
  options: {
    /**
     * The English path of the page shown, where it is not the college page (a disk page,
     * /disk/<slug>): its alternates name its own twins, /disk/<slug> and /hi/disk/<slug>, while
     * its canonical stays the college page.
     */
    pagePath?: string;
  } = {},
): MetaDescriptor[] {
  const m = metaMessages(matches).colleges;
  if (!data) return [{ title: m.notFound.title }, { name: "robots", content: "noindex" }];
  const { college, stream } = data;
  const locale = metaLocale(matches);
  const origin = layoutDataFrom(matches)?.origin ?? "";
  const path = href("/:college", { college: college.slug });
  const url = `${origin}${pathIn(locale, path)}`;
  const tags = pageMeta({
    matches,
    title: m.detail.title(college.name),
    description: m.detail.description(college.name, college.cities),
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollegeOrUniversity",
        name: college.name,
        url,
        sameAs: college.website || undefined,
        address: {
          "@type": "PostalAddress",
          streetAddress: college.address,
          addressLocality: college.cities,
          addressRegion: college.state,
          addressCountry: "IN",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: m.detail.home, item: `${origin}${pathIn(locale, "/")}` },
          {
            "@type": "ListItem",
            position: 2,
            name: stream ? m.streamColleges(m.streamName(stream)) : m.detail.colleges,
            item: `${origin}${pathIn(locale, href("/colleges-course"))}`,
          },
          { "@type": "ListItem", position: 3, name: college.name, item: url },
        ],
      },
    ],
  });
  // Crawlers (WhatsApp, Facebook, X) need the image's absolute address, built like og:url.
  const image = `${origin}${href("/og/college/:slug", { slug: college.slug })}`;
  return [
    ...alternatesOf(tags, options.pagePath, matches).filter((tag) => !("name" in tag && tag.name === "twitter:card")),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: `${college.name}, ${college.cities}, ${college.state}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The page's tags with its hreflang alternates naming `pagePath`'s twins (as pageMeta names a page's) instead. */
function alternatesOf(tags: MetaDescriptor[], pagePath: string | undefined, matches: Matches): MetaDescriptor[] {
  if (pagePath === undefined) return tags;
  const isAlternate = (tag: MetaDescriptor) => "rel" in tag && tag.rel === "alternate";
  const at = tags.findIndex(isAlternate);
  if (at < 0) return tags;
  const alternates = languageAlternates(matches, pagePath);
  const rest = tags.filter((tag) => !isAlternate(tag));
  return [...rest.slice(0, at), ...alternates, ...rest.slice(at)];
}

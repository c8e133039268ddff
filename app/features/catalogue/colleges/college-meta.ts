import { href, type MetaDescriptor } from "react-router";
import { layoutDataFrom, pageMeta } from "#app/utils/seo";
import type { CollegePageData } from "./college-page.server";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "./og-image-card";

type Matches = Parameters<typeof layoutDataFrom>[0];

/**
 * Title, description, canonical (always the /:slug page), the link-preview card (og:image, shown
 * large) and CollegeOrUniversity + BreadcrumbList JSON-LD. The disk pages use it too.
 */
export function collegeMeta(data: CollegePageData | undefined, matches: Matches): MetaDescriptor[] {
  if (!data) return [{ title: "No College Found" }, { name: "robots", content: "noindex" }];
  const { college, stream } = data;
  const origin = layoutDataFrom(matches)?.origin ?? "";
  const path = href("/:college", { college: college.slug });
  const url = `${origin}${path}`;
  const tags = pageMeta({
    matches,
    title: `${college.name}: courses, fees and admission`,
    description: `${college.name}, ${college.cities}: courses, yearly fees, admission process, placements, hostels and campus. Get free admission guidance.`,
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
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: stream ? `${stream} colleges` : "Colleges",
            item: `${origin}${href("/colleges-course")}`,
          },
          { "@type": "ListItem", position: 3, name: college.name, item: url },
        ],
      },
    ],
  });
  // Crawlers (WhatsApp, Facebook, X) need the image's absolute address, built like og:url.
  const image = `${origin}${href("/og/college/:slug", { slug: college.slug })}`;
  return [
    ...tags.filter((tag) => !("name" in tag && tag.name === "twitter:card")),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: `${college.name}, ${college.cities}, ${college.state}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

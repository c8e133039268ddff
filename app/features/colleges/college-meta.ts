import { href, type MetaDescriptor } from "react-router";
import { layoutDataFrom, pageMeta } from "#app/utils/seo";
import type { CollegePageData } from "./college-page.server";

type Matches = Parameters<typeof layoutDataFrom>[0];

/** Title, description, canonical (always the /:slug page) and CollegeOrUniversity + BreadcrumbList JSON-LD. */
export function collegeMeta(data: CollegePageData | undefined, matches: Matches): MetaDescriptor[] {
  if (!data) return [{ title: "No College Found" }, { name: "robots", content: "noindex" }];
  const { college, stream } = data;
  const origin = layoutDataFrom(matches)?.origin ?? "";
  const path = href("/:college", { college: college.slug });
  const url = `${origin}${path}`;
  return pageMeta({
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
}

import { href, Link } from "react-router";
import { CollegeCard } from "#app/features/colleges/college-card";
import { useBrand } from "#app/components/content/use-brand";
import { StatCountersIsland } from "#app/components/home/stat-counters.island";
import { TestimonialsIsland, type TestimonialItem } from "#app/components/home/testimonials.island";
import { TrendingTabsIsland } from "#app/components/home/trending-tabs.island";
import type { Testimonial } from "#app/content/content-types";
import { searchColleges } from "#app/features/college-search/college-search.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { dbFrom } from "#app/utils/context.server";
import { englishTextLang, linkIn, type Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { layoutDataFrom, metaMessages, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/home";
import { AboutSection, homeContent, ServicesSection } from "./home/home-sections";
import { HomeHero, StreamTiles } from "./home/home-hero";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["banner"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = layoutDataFrom<{ settings: SiteSettings; origin: string }>(matches);
  const m = metaMessages(matches).home.home;
  return pageMeta({
    matches,
    title: m.title,
    description: m.description,
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: layout?.settings.brandName,
        url: `${layout?.origin ?? ""}/`,
        foundingDate: "2008",
        telephone: layout?.settings.phone,
        email: layout?.settings.email,
      },
    ],
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const popular = await searchColleges(dbFrom(context), { pageSize: 6 });
  return { popular: popular.items, total: popular.total };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

/**
 * A testimonial for the island: the role split from the place after its last comma (a college's
 * or a town's name), and the names in Latin letters marked as English on a Hindi page.
 */
function testimonialItem(person: Testimonial, locale: Locale, text: string): TestimonialItem {
  const comma = person.role.lastIndexOf(", ");
  const role = comma === -1 ? person.role : person.role.slice(0, comma);
  const place = comma === -1 ? undefined : person.role.slice(comma + 2);
  const latin = (value: string | undefined) => (value && /[A-Za-z]/.test(value) ? englishTextLang(locale) : undefined);
  return { name: person.name, nameLang: latin(person.name), role, place, placeLang: latin(place), text };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const locale = useLocale();
  const messages = useMessages().home;
  const m = messages.home;
  const content = homeContent[locale];
  const { popular, total } = loaderData;
  return (
    <main>
      <HomeHero />
      <StreamTiles />

      <section className="section section-navy" aria-labelledby="numbers-heading">
        <div className="container">
          <h2 id="numbers-heading" className="visually-hidden">
            {m.numbersHeading}
          </h2>
          <StatCountersIsland stats={content.counters} />
        </div>
      </section>

      <section className="section" aria-labelledby="popular-heading">
        <div className="container">
          <div className="section-head">
            <h2 id="popular-heading">{m.popularHeading}</h2>
            <Link to={linkIn(locale, href("/colleges-course"))}>{m.seeAllColleges(total)}</Link>
          </div>
          <div className="card-grid">
            {popular.map((college) => (
              <CollegeCard key={college.id} college={college} />
            ))}
          </div>
        </div>
      </section>

      <ServicesSection />

      <section className="section" aria-labelledby="trending-heading">
        <div className="container">
          <h2 id="trending-heading">{m.trendingHeading}</h2>
          <TrendingTabsIsland
            items={content.trending.map((item) => ({
              ...item,
              title: brand(item.title),
              summary: brand(item.summary),
            }))}
            strings={messages.trending}
          />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="testimonials-heading">
        <div className="container">
          <h2 id="testimonials-heading">{m.testimonialsHeading}</h2>
          <TestimonialsIsland
            items={content.testimonials.map((person) => testimonialItem(person, locale, brand(person.text)))}
            strings={messages.testimonials}
          />
        </div>
      </section>

      <AboutSection />
    </main>
  );
}

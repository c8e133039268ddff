import { Form, href, Link } from "react-router";
import { CollegeCard } from "#app/features/catalogue/colleges/college-card";
import { useBrand } from "#app/components/content/use-brand";
import { LeadForm } from "#app/features/leads/lead-form";
import { HERO_POSTER, HeroBanner } from "#app/components/home/hero-banner";
import { StatCountersIsland } from "#app/components/home/stat-counters.island";
import { TestimonialsIsland } from "#app/components/home/testimonials.island";
import { TrendingTabsIsland } from "#app/components/home/trending-tabs.island";
import {
  bannerCourseOptions,
  bannerStreamOptions,
  counters,
  hero,
  streams,
  testimonials,
  trending,
} from "#app/content/home";
import { searchColleges } from "#app/features/catalogue/colleges/college-search.server";
import { CollegeSearchInputIsland } from "#app/features/catalogue/colleges/college-search-input.island";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import type { SiteSettings } from "#app/features/settings/site-settings";
import { dbFrom } from "#app/utils/context.server";
import { layoutDataFrom, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/home";
import { AboutSection, ServicesSection } from "./home/home-sections";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["banner"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const links: Route.LinksFunction = () => [
  // The banner image is the largest paint: fetch it first.
  {
    rel: "preload",
    as: "image",
    href: HERO_POSTER.fallback,
    imageSrcSet: HERO_POSTER.avif,
    imageSizes: HERO_POSTER.sizes,
    type: "image/avif",
    fetchPriority: "high",
  },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = layoutDataFrom<{ settings: SiteSettings; origin: string }>(matches);
  return pageMeta({
    matches,
    title: "{brand}: college admissions and career counselling in India",
    description:
      "Find engineering, management and medical colleges in India, compare courses and fees, and get free admission guidance from {brand} counsellors.",
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { popular, total } = loaderData;
  return (
    <main>
      <HeroBanner>
        <div className="hero-copy">
          <p className="eyebrow">Admission guidance since 2008</p>
          <h1>{brand(hero.heading)}</h1>
          <p className="hero-text">{brand(hero.text)}</p>
          <Form method="get" action={href("/colleges-course")} role="search" className="hero-search">
            <label htmlFor="hero-search" className="visually-hidden">
              Search colleges and courses
            </label>
            <CollegeSearchInputIsland
              id="hero-search"
              name="q"
              placeholder="Search a college, course or city"
              maxLength={100}
            />
            <button type="submit" className="button button-primary">
              Search
            </button>
          </Form>
        </div>
        <LeadForm
          form="banner"
          heading="Get free counselling"
          intro="Leave your number and a counsellor will call you back."
          streamOptions={bannerStreamOptions}
          courseOptions={bannerCourseOptions}
        />
      </HeroBanner>

      <section className="section" aria-labelledby="streams-heading">
        <div className="container">
          <h2 id="streams-heading">College Admission in India</h2>
          <ul className="stream-tiles">
            {streams.map((stream) => (
              <li key={stream.label}>
                {stream.href ? (
                  <Link to={stream.href} className="stream-tile">
                    {stream.label}
                  </Link>
                ) : (
                  <span className="stream-tile stream-tile-plain">{stream.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-navy" aria-labelledby="numbers-heading">
        <div className="container">
          <h2 id="numbers-heading" className="visually-hidden">
            Our work in numbers
          </h2>
          <StatCountersIsland stats={counters} />
        </div>
      </section>

      <section className="section" aria-labelledby="popular-heading">
        <div className="container">
          <div className="section-head">
            <h2 id="popular-heading">Popular colleges</h2>
            <Link to={href("/colleges-course")}>See all {total} colleges</Link>
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
          <h2 id="trending-heading">Trending Today</h2>
          <TrendingTabsIsland
            items={trending.map((item) => ({ ...item, title: brand(item.title), summary: brand(item.summary) }))}
          />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="testimonials-heading">
        <div className="container">
          <h2 id="testimonials-heading">What students and parents say</h2>
          <TestimonialsIsland items={testimonials.map((person) => ({ ...person, text: brand(person.text) }))} />
        </div>
      </section>

      <AboutSection />
    </main>
  );
}

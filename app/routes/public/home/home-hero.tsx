import { Form, href, Link } from "react-router";
import { useBrand } from "#app/components/content/use-brand";
import { HeroBanner } from "#app/components/home/hero-banner";
import { CollegeSearchInput } from "#app/features/college-search/college-search-input";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { homeContent } from "./home-sections";

/** The banner: the heading, the college search, and the banner's lead form with its streams and courses. */
export function HomeHero() {
  const brand = useBrand();
  const locale = useLocale();
  const m = useMessages().home.home;
  const content = homeContent[locale];
  const bannerStreams = content.bannerStreamOptions.map((value, i) => ({
    value,
    label: content.bannerStreamLabels[i]!,
  }));
  const bannerCourses = content.bannerCourseOptions.map((value, i) => ({
    value,
    label: content.bannerCourseLabels[i]!,
  }));
  return (
    <HeroBanner>
      <div className="hero-copy">
        <p className="eyebrow">{m.eyebrow}</p>
        <h1>{brand(content.hero.heading)}</h1>
        <p className="hero-text">{brand(content.hero.text)}</p>
        <Form method="get" action={linkIn(locale, href("/colleges-course"))} role="search" className="hero-search">
          <label htmlFor="hero-search" className="visually-hidden">
            {m.searchLabel}
          </label>
          <CollegeSearchInput id="hero-search" name="q" placeholder={m.searchPlaceholder} maxLength={100} />
          <button type="submit" className="button button-primary">
            {m.search}
          </button>
        </Form>
        <p className="hero-book">
          <a href={linkIn(locale, href("/counselling/book"))}>{m.bookSession}</a>
        </p>
      </div>
      <LeadForm
        form="banner"
        heading={m.bannerHeading}
        intro={m.bannerIntro}
        streamOptions={bannerStreams}
        courseOptions={bannerCourses}
      />
    </HeroBanner>
  );
}

/** The streams, each a tile: a link where the stream has a page. */
export function StreamTiles() {
  const locale = useLocale();
  const m = useMessages().home.home;
  const content = homeContent[locale];
  return (
    <section className="section" aria-labelledby="streams-heading">
      <div className="container">
        <h2 id="streams-heading">{m.streamsHeading}</h2>
        <ul className="stream-tiles">
          {content.streams.map((stream) => (
            <li key={stream.label}>
              {stream.href ? (
                <Link to={linkIn(locale, stream.href)} className="stream-tile">
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
  );
}

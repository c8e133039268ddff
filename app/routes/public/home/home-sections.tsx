import * as homeCopyEn from "#app/content/home";
import * as homeCopyHi from "#app/content/hi/home";
import { CopySection } from "#app/components/content/copy-sections";
import { useBrand } from "#app/components/content/use-brand";
import type { Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";

/**
 * The home page's copy in each language (app/content/home.ts, app/content/hi/home.ts). The banner
 * form's drop-downs send the English values whatever the language; the labels are what it shows
 * (the English page shows the values themselves).
 */
export const homeContent: Record<Locale, typeof homeCopyHi> = {
  // Named one by one (not spread) so that knip sees each export used.
  en: {
    hero: homeCopyEn.hero,
    services: homeCopyEn.services,
    counters: homeCopyEn.counters,
    ratings: homeCopyEn.ratings,
    quickLinks: homeCopyEn.quickLinks,
    streams: homeCopyEn.streams,
    aboutText: homeCopyEn.aboutText,
    consultancyText: homeCopyEn.consultancyText,
    trending: homeCopyEn.trending,
    testimonials: homeCopyEn.testimonials,
    bannerStreamOptions: homeCopyEn.bannerStreamOptions,
    bannerCourseOptions: homeCopyEn.bannerCourseOptions,
    bannerStreamLabels: homeCopyEn.bannerStreamOptions,
    bannerCourseLabels: homeCopyEn.bannerCourseOptions,
  },
  hi: homeCopyHi,
};

/** How we help: the services, and the review ratings beside them. */
export function ServicesSection() {
  const brand = useBrand();
  const { services, ratings } = homeContent[useLocale()];
  const m = useMessages().home.home;
  return (
    <section className="section section-tint" aria-labelledby="services-heading">
      <div className="container">
        <h2 id="services-heading">{m.servicesHeading}</h2>
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.title} className="service">
              <h3>{service.title}</h3>
              <p>{brand(service.text)}</p>
            </li>
          ))}
        </ul>
        <ul className="ratings" aria-label={m.ratings}>
          {ratings.map((rating) => (
            <li key={rating.source} className="rating">
              <span className="rating-score">
                {rating.score}
                <span className="muted">{m.outOf(rating.outOf)}</span>
              </span>
              <span>{m.reviews(rating.reviews)}</span>
              <span className="muted small">{rating.source}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About the company and the consultancy, with the spec's Quick Links beside. */
export function AboutSection() {
  const { aboutText, consultancyText, quickLinks } = homeContent[useLocale()];
  const m = useMessages().home.home;
  return (
    <section className="section" aria-labelledby="about-heading">
      <div className="container with-aside">
        <article className="prose">
          <CopySection section={aboutText} headingId="about-heading" />
          <CopySection section={consultancyText} />
        </article>
        <aside className="page-aside" aria-labelledby="quick-links-heading">
          <div className="card">
            <h2 id="quick-links-heading">{m.quickLinksHeading}</h2>
            <ul className="quick-links">
              {quickLinks.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}

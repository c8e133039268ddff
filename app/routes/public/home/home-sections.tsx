import { aboutText, consultancyText, quickLinks, ratings, services } from "#app/content/home";
import { CopySection } from "#app/components/content/copy-sections";
import { useBrand } from "#app/components/content/use-brand";

/** How we help: the services, and the review ratings beside them. */
export function ServicesSection() {
  const brand = useBrand();
  return (
    <section className="section section-tint" aria-labelledby="services-heading">
      <div className="container">
        <h2 id="services-heading">How we help</h2>
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.title} className="service">
              <h3>{service.title}</h3>
              <p>{brand(service.text)}</p>
            </li>
          ))}
        </ul>
        <ul className="ratings" aria-label="Ratings">
          {ratings.map((rating) => (
            <li key={rating.source} className="rating">
              <span className="rating-score">
                {rating.score}
                <span className="muted"> out of {rating.outOf}</span>
              </span>
              <span>{rating.reviews} reviews</span>
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
  return (
    <section className="section" aria-labelledby="about-heading">
      <div className="container with-aside">
        <article className="prose">
          <CopySection section={aboutText} headingId="about-heading" />
          <CopySection section={consultancyText} />
        </article>
        <aside className="page-aside" aria-labelledby="quick-links-heading">
          <div className="card">
            <h2 id="quick-links-heading">Quick Links</h2>
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

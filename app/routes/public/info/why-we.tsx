import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import { instituteAdvantages, studentAdvantages, timeline, whyWe } from "#app/content/pages/why-we";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/why-we";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: whyWe.title, description: whyWe.description, path: "/whywe" });

export default function WhyWePage() {
  const brand = useBrand();
  return (
    <InfoPage content={whyWe}>
      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Our journey, 2008 to 2020</h2>
        <ol className="timeline">
          {timeline.map((entry) => (
            <li key={entry.year + entry.title}>
              <span className="timeline-year">{entry.year}</span>
              <div>
                <h3>{brand(entry.title)}</h3>
                <p>{brand(entry.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <div className="two-columns">
        <section aria-labelledby="students-heading">
          <h2 id="students-heading">Advantages to students</h2>
          <ul className="check-list">
            {studentAdvantages.map((item) => (
              <li key={item}>{brand(item)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="institutes-heading">
          <h2 id="institutes-heading">Advantages to institutes</h2>
          <ul className="check-list">
            {instituteAdvantages.map((item) => (
              <li key={item}>{brand(item)}</li>
            ))}
          </ul>
        </section>
      </div>
    </InfoPage>
  );
}

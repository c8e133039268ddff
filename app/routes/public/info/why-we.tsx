import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import * as en from "#app/content/pages/why-we";
import * as hi from "#app/content/pages/hi/why-we";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/why-we";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { whyWe } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: whyWe.title, description: whyWe.description, path: "/whywe" });
};

export default function WhyWePage() {
  const brand = useBrand();
  const { instituteAdvantages, studentAdvantages, timeline, whyWe } = CONTENT[useLocale()];
  const m = useMessages().home.whyWe;
  return (
    <InfoPage content={whyWe}>
      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{m.timelineHeading}</h2>
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
          <h2 id="students-heading">{m.studentsHeading}</h2>
          <ul className="check-list">
            {studentAdvantages.map((item) => (
              <li key={item}>{brand(item)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="institutes-heading">
          <h2 id="institutes-heading">{m.institutesHeading}</h2>
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

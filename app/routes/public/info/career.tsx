import { href, Link } from "react-router";
import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import * as en from "#app/content/pages/career";
import * as hi from "#app/content/pages/hi/career";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/career";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { career } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: career.title, description: career.description, path: "/career" });
};

export default function CareerPage() {
  const brand = useBrand();
  const locale = useLocale();
  const { career, careerTests } = CONTENT[locale];
  const m = useMessages().home.career;
  return (
    <InfoPage content={career}>
      <section aria-labelledby="tests-heading">
        <h2 id="tests-heading">{m.testsHeading}</h2>
        <ol className="step-list">
          {careerTests.map((test) => (
            <li key={test.title}>
              <h3>{brand(test.title)}</h3>
              <p>{brand(test.text)}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link className="button button-primary" to={linkIn(locale, href("/counselling/book"))}>
            {m.book}
          </Link>
        </p>
      </section>
    </InfoPage>
  );
}

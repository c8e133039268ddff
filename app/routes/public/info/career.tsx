import { href, Link } from "react-router";
import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import { career, careerTests } from "#app/content/pages/career";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/career";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: career.title, description: career.description, path: "/career" });

export default function CareerPage() {
  const brand = useBrand();
  return (
    <InfoPage content={career}>
      <section aria-labelledby="tests-heading">
        <h2 id="tests-heading">The five tests</h2>
        <ol className="step-list">
          {careerTests.map((test) => (
            <li key={test.title}>
              <h3>{brand(test.title)}</h3>
              <p>{brand(test.text)}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link className="button button-primary" to={href("/counselling/book")}>
            Book a counselling session
          </Link>
        </p>
      </section>
    </InfoPage>
  );
}

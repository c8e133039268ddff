import { InfoPage } from "#app/components/content/info-page";
import { founder } from "#app/content/pages/founder";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/founder";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: founder.title, description: founder.description, path: "/founder" });

export default function FounderPage() {
  return <InfoPage content={founder} />;
}

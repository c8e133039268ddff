import { InfoPage } from "#app/components/content/info-page";
import { believe } from "#app/content/pages/believe";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/believe";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: believe.title, description: believe.description, path: "/believe" });

export default function BelievePage() {
  return <InfoPage content={believe} />;
}

import { InfoPage } from "#app/components/content/info-page";
import { weAre } from "#app/content/pages/we-are";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/we-are";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: weAre.title, description: weAre.description, path: "/weAre" });

export default function WeArePage() {
  return <InfoPage content={weAre} />;
}

import { InfoPage } from "#app/components/content/info-page";
import { institutional } from "#app/content/pages/institutional";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/institutional";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: institutional.title, description: institutional.description, path: "/institutional" });

export default function InstitutionalPage() {
  return <InfoPage content={institutional} />;
}

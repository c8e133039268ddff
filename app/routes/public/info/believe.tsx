import { InfoPage } from "#app/components/content/info-page";
import * as en from "#app/content/pages/believe";
import * as hi from "#app/content/pages/hi/believe";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/believe";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { believe } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: believe.title, description: believe.description, path: "/believe" });
};

export default function BelievePage() {
  const { believe } = CONTENT[useLocale()];
  return <InfoPage content={believe} />;
}

import { InfoPage } from "#app/components/content/info-page";
import * as en from "#app/content/pages/founder";
import * as hi from "#app/content/pages/hi/founder";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/founder";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { founder } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: founder.title, description: founder.description, path: "/founder" });
};

export default function FounderPage() {
  const { founder } = CONTENT[useLocale()];
  return <InfoPage content={founder} />;
}

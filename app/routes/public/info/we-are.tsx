import { InfoPage } from "#app/components/content/info-page";
import * as en from "#app/content/pages/we-are";
import * as hi from "#app/content/pages/hi/we-are";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/we-are";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { weAre } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: weAre.title, description: weAre.description, path: "/weAre" });
};

export default function WeArePage() {
  const { weAre } = CONTENT[useLocale()];
  return <InfoPage content={weAre} />;
}

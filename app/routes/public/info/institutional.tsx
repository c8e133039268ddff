import { InfoPage } from "#app/components/content/info-page";
import * as en from "#app/content/pages/institutional";
import * as hi from "#app/content/pages/hi/institutional";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/institutional";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" }, pageCache: { query: [] } });

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { institutional } = CONTENT[metaLocale(matches)];
  return pageMeta({
    matches,
    title: institutional.title,
    description: institutional.description,
    path: "/institutional",
  });
};

export default function InstitutionalPage() {
  const { institutional } = CONTENT[useLocale()];
  return <InfoPage content={institutional} />;
}

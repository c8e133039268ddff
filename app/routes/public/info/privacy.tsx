import { privacy } from "#app/content/pages/privacy";
import { privacyHi } from "#app/content/pages/privacy-hi";
import { PrivacyNotice } from "#app/features/privacy/privacy-notice";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/privacy";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" } });

export const meta: Route.MetaFunction = ({ matches }) => {
  const content = metaLocale(matches) === "hi" ? privacyHi : privacy;
  return pageMeta({ matches, title: content.title, description: content.description, path: "/privacy" });
};

/** The privacy notice, in the language of its path: /privacy or /hi/privacy (/privacy/hi leads there). */
export default function PrivacyPage() {
  return <PrivacyNotice language={useLocale()} />;
}

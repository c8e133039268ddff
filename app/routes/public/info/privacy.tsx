import { privacy } from "#app/content/pages/privacy";
import { PrivacyNotice } from "#app/features/privacy/privacy-notice";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/privacy";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full", sitemap: { lastmod: "release" } });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ matches, title: privacy.title, description: privacy.description, path: "/privacy" }),
];

export default function PrivacyPage() {
  return <PrivacyNotice language="en" />;
}

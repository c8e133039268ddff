import { privacyHi } from "#app/content/pages/privacy-hi";
import { PrivacyNotice } from "#app/features/privacy/privacy-notice";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/privacy-hi";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ chrome: "full" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ matches, title: privacyHi.title, description: privacyHi.description, path: "/hi/privacy" }),
];

/** The privacy notice in Hindi (app/content/pages/privacy-hi.ts), at /hi/privacy; /privacy/hi leads here. */
export default function PrivacyHindiPage() {
  return <PrivacyNotice language="hi" />;
}

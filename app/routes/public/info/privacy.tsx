import { InfoPage } from "#app/features/content/info-page";
import { privacy } from "#app/features/content/pages/privacy";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: privacy.title, description: privacy.description, path: "/privacy" });

export default function PrivacyPage() {
  return <InfoPage content={privacy} />;
}

import { InfoPage } from "#app/features/content/info-page";
import { institutional } from "#app/features/content/pages/institutional";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/institutional";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: institutional.title, description: institutional.description, path: "/institutional" });

export default function InstitutionalPage() {
  return <InfoPage content={institutional} />;
}

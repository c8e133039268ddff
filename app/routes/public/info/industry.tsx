import { InfoPage } from "#app/components/content/info-page";
import { FranchiseEnquiry } from "#app/features/leads/franchise-enquiry";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { industry } from "#app/content/pages/industry";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/industry";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["franchise"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: industry.title, description: industry.description, path: "/industry" });

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function IndustryPage() {
  return <InfoPage content={industry} aside={<FranchiseEnquiry />} />;
}

import { InfoPage } from "#app/components/content/info-page";
import { FranchiseEnquiry } from "#app/features/leads/franchise-enquiry";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { whom } from "#app/content/pages/whom";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/whom";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["franchise"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: whom.title, description: whom.description, path: "/whom" });

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ForWhomPage() {
  return <InfoPage content={whom} aside={<FranchiseEnquiry />} />;
}

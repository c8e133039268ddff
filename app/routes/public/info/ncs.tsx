import { InfoPage } from "#app/components/content/info-page";
import { FranchiseEnquiry } from "#app/features/lead-forms/franchise-enquiry";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import * as en from "#app/content/pages/ncs";
import * as hi from "#app/content/pages/hi/ncs";
import { useLocale } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/ncs";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["franchise"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

/** The page's copy in each language (app/content/pages, app/content/pages/hi). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches }) => {
  const { ncs } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: ncs.title, description: ncs.description, path: "/NCS" });
};

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function WhyUsFranchisePage() {
  const { ncs } = CONTENT[useLocale()];
  return <InfoPage content={ncs} aside={<FranchiseEnquiry />} />;
}

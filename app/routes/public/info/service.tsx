import { data } from "react-router";
import { InfoPage } from "#app/components/content/info-page";
import * as en from "#app/content/pages/services";
import * as hi from "#app/content/pages/hi/services";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { SERVICE_PAGES, serviceOfPath } from "#app/service-paths";
import { englishPath } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { sitePage } from "#app/utils/page-handle";
import { forwardHeaders } from "#app/utils/route-headers";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/service";

/**
 * The menu's services (Map My Talent, Channel Partners, Digital Media Solutions, Brain Matrix Text,
 * Location Guardian Services): one page each, bound by app/routes.ts to its own address
 * (app/service-paths.ts), with the enquiry form beside it; a lead names the page it came from.
 */
export const handle = sitePage({
  leadForms: ["contact"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

/** The page's copy in each language (app/content/pages/services.ts, app/content/pages/hi/services.ts). */
const CONTENT = { en, hi };

export function loader({ request }: Route.LoaderArgs) {
  const service = serviceOfPath(englishPath(new URL(request.url).pathname));
  // Only app/routes.ts's service addresses reach this module, so this is a wiring mistake.
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const page = CONTENT[metaLocale(matches)].services[loaderData.service];
  return pageMeta({
    matches,
    title: page.title,
    description: page.description,
    path: `/${SERVICE_PAGES[loaderData.service]}`,
  });
};

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const page = CONTENT[useLocale()].services[loaderData.service];
  const m = useMessages().contact;
  return <InfoPage content={page} aside={<LeadForm form="contact" heading={m.formHeading} intro={m.formIntro} />} />;
}

import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import { FranchiseEnquiry } from "#app/features/lead-forms/franchise-enquiry";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import * as en from "#app/content/pages/process";
import * as hi from "#app/content/pages/hi/process";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/process";
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
  const { processPage } = CONTENT[metaLocale(matches)];
  return pageMeta({ matches, title: processPage.title, description: processPage.description, path: "/Process" });
};

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ProcessPage() {
  const brand = useBrand();
  const { processPage, processSteps } = CONTENT[useLocale()];
  const m = useMessages().home.process;
  return (
    <InfoPage content={processPage} aside={<FranchiseEnquiry />}>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">{m.stepsHeading}</h2>
        <ol className="step-list numbered">
          {processSteps.map((step) => (
            <li key={step.title}>
              <h3>{brand(step.title)}</h3>
              <p>{brand(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </InfoPage>
  );
}

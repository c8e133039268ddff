import { InfoPage } from "#app/components/content/info-page";
import { useBrand } from "#app/components/content/use-brand";
import { FranchiseEnquiry } from "#app/features/leads/franchise-enquiry";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { processPage, processSteps } from "#app/content/pages/process";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/process";
import { forwardHeaders } from "#app/utils/route-headers";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["franchise"],
  chrome: "full",
  sitemap: { lastmod: "release" },
  pageCache: { query: [] },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, title: processPage.title, description: processPage.description, path: "/Process" });

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ProcessPage() {
  const brand = useBrand();
  return (
    <InfoPage content={processPage} aside={<FranchiseEnquiry />}>
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">The seven steps</h2>
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

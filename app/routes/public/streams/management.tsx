import { useBrand } from "#app/components/content/use-brand";
import { StreamCollegeList } from "#app/features/catalogue/colleges/stream-college-list";
import { LeadForm } from "#app/features/leads/lead-form";
import { Accordion } from "#app/components/ui/accordion";
import { catFacts, managementFaq, managementPage } from "#app/content/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/catalogue/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { faqJsonLd, layoutDataFrom, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/management";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { STREAM_PATHS } from "#app/stream-paths";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["management"],
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: ["page"] },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: managementPage.title,
    description: managementPage.description,
    path: STREAM_PATHS.management,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
    jsonLd: [faqJsonLd(managementFaq, layoutDataFrom(matches)?.settings.brandName ?? "")],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Management", page });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ManagementPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { colleges, courseNames, page, pageCount } = loaderData;
  return (
    <main>
      <PageBand heading={brand(managementPage.heading)} intro={brand(managementPage.intro)} />
      <div className="container with-aside">
        <article className="prose wide">
          <section aria-labelledby="cat-heading">
            <h2 id="cat-heading">CAT at a glance</h2>
            <dl className="fact-grid">
              {catFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading">Eligibility</h2>
            <ul>
              {managementPage.eligibility.map((line) => (
                <li key={line}>{brand(line)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading">MBA admission questions</h2>
            <Accordion
              items={managementFaq.map((item) => ({ question: brand(item.question), answer: brand(item.answer) }))}
            />
          </section>
          <section aria-labelledby="colleges-heading">
            <h2 id="colleges-heading">Management colleges we guide students to</h2>
            <StreamCollegeList colleges={colleges} page={page} pageCount={pageCount} path={STREAM_PATHS.management} />
          </section>
        </article>
        <aside className="page-aside">
          <LeadForm
            form="management"
            heading="Plan your MBA admission"
            intro="Share your details; we will call you about colleges that fit your score and goals."
            courseOptions={courseNames}
          />
        </aside>
      </div>
    </main>
  );
}

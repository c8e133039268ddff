import { useBrand } from "#app/components/content/use-brand";
import { StreamCollegeList } from "#app/features/catalogue/colleges/stream-college-list";
import { LeadForm } from "#app/features/leads/lead-form";
import { medicalPage } from "#app/content/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/catalogue/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/medical";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { CopySections } from "#app/components/content/copy-sections";
import { STREAM_PATHS } from "#app/stream-paths";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["medical"],
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: ["page"] },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: medicalPage.title,
    description: medicalPage.description,
    path: STREAM_PATHS.medical,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Medical", state: "Karnataka", page });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function MedicalPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <main>
      <PageBand heading={brand(medicalPage.heading)} intro={brand(medicalPage.intro)} />
      <div className="container with-aside">
        <article className="prose">
          <CopySections sections={medicalPage.sections} />
          <section aria-labelledby="karnataka-heading">
            <h2 id="karnataka-heading">Medical colleges in Karnataka</h2>
            <StreamCollegeList
              colleges={loaderData.colleges}
              page={loaderData.page}
              pageCount={loaderData.pageCount}
              path={STREAM_PATHS.medical}
            />
          </section>
        </article>
        <aside className="page-aside">
          <LeadForm
            form="medical"
            heading="NEET counselling help"
            intro="Tell us your course; we will explain your options in Karnataka and across India."
            courseOptions={loaderData.courseNames}
          />
        </aside>
      </div>
    </main>
  );
}

import { useBrand } from "#app/components/content/use-brand";
import { StreamCollegeList } from "#app/features/colleges/stream-college-list";
import { StreamFees } from "#app/features/colleges/stream-fees";
import { markLatin } from "#app/utils/i18n/english-text";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { Accordion } from "#app/components/ui/accordion";
import * as en from "#app/content/streams";
import * as hi from "#app/content/hi/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { faqJsonLd, layoutDataFrom, metaLocale, pageMeta } from "#app/utils/seo";
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

/** The page's copy in each language (app/content/streams.ts, app/content/hi/streams.ts). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { managementFaq, managementPage } = CONTENT[metaLocale(matches)];
  return pageMeta({
    matches,
    title: managementPage.title,
    description: managementPage.description,
    path: STREAM_PATHS.management,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
    jsonLd: [faqJsonLd(managementFaq, layoutDataFrom(matches)?.settings.brandName ?? "")],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Management", page, withCourses: true });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ManagementPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const locale = useLocale();
  const { catFacts, managementFaq, managementPage } = CONTENT[locale];
  // The copy's names (exams, bodies, degrees) stay as written: marked as English on a Hindi page.
  const lang = englishTextLang(locale);
  const copy = (text: string) => markLatin(brand(text), lang);
  const m = useMessages().colleges.management;
  const { colleges, courses, courseNames, page, pageCount } = loaderData;
  return (
    <main>
      <PageBand heading={copy(managementPage.heading)} intro={copy(managementPage.intro)} />
      <div className="container with-aside">
        <article className="prose wide">
          <section aria-labelledby="cat-heading">
            <h2 id="cat-heading">{m.catHeading}</h2>
            <dl className="fact-grid">
              {catFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{copy(fact.label)}</dt>
                  <dd>{copy(fact.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading">{m.eligibilityHeading}</h2>
            <ul>
              {managementPage.eligibility.map((line) => (
                <li key={line}>{copy(line)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading">{m.faqHeading}</h2>
            <Accordion
              items={managementFaq.map((item) => ({ question: brand(item.question), answer: brand(item.answer) }))}
            />
          </section>
          <section aria-labelledby="colleges-heading">
            <h2 id="colleges-heading">{m.collegesHeading}</h2>
            <StreamCollegeList colleges={colleges} page={page} pageCount={pageCount} path={STREAM_PATHS.management} />
          </section>
          <StreamFees colleges={colleges} courses={courses} headingId="fees-heading" />
        </article>
        <aside className="page-aside">
          <LeadForm form="management" heading={m.leadHeading} intro={m.leadIntro} courseOptions={courseNames} />
        </aside>
      </div>
    </main>
  );
}

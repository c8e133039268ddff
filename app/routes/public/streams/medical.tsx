import { useBrand } from "#app/components/content/use-brand";
import { StreamCollegeList } from "#app/features/colleges/stream-college-list";
import { StreamFees } from "#app/features/colleges/stream-fees";
import { markLatin } from "#app/utils/i18n/english-text";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import * as en from "#app/content/streams";
import * as hi from "#app/content/hi/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { englishTextLang } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/medical";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { STREAM_PATHS } from "#app/stream-paths";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["medical"],
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: ["page"] },
});

/** The page's copy in each language (app/content/streams.ts, app/content/hi/streams.ts). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { medicalPage } = CONTENT[metaLocale(matches)];
  return pageMeta({
    matches,
    title: medicalPage.title,
    description: medicalPage.description,
    path: STREAM_PATHS.medical,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Medical", state: "Karnataka", page, withCourses: true });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function MedicalPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const locale = useLocale();
  const { medicalPage } = CONTENT[locale];
  // The copy's names (exams, bodies, degrees) stay as written: marked as English on a Hindi page.
  const lang = englishTextLang(locale);
  const copy = (text: string) => markLatin(brand(text), lang);
  const m = useMessages().colleges.medical;
  return (
    <main>
      <PageBand heading={copy(medicalPage.heading)} intro={copy(medicalPage.intro)} />
      <div className="container with-aside">
        <article className="prose">
          {/* As CopySections (components/content/copy-sections.tsx) draws them, with the names marked. */}
          {medicalPage.sections.map((section) => (
            <section key={section.heading}>
              <h2>{copy(section.heading)}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{copy(paragraph)}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{copy(bullet)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <section aria-labelledby="karnataka-heading">
            <h2 id="karnataka-heading">{m.collegesHeading}</h2>
            <StreamCollegeList
              colleges={loaderData.colleges}
              page={loaderData.page}
              pageCount={loaderData.pageCount}
              path={STREAM_PATHS.medical}
            />
          </section>
          <StreamFees colleges={loaderData.colleges} courses={loaderData.courses} headingId="fees-heading" />
        </article>
        <aside className="page-aside">
          <LeadForm form="medical" heading={m.leadHeading} intro={m.leadIntro} courseOptions={loaderData.courseNames} />
        </aside>
      </div>
    </main>
  );
}

import { useBrand } from "#app/components/content/use-brand";
import { PlaceName } from "#app/utils/i18n/place-names";
import { TableScroll } from "#app/components/ui/table-scroll";
import { CollegeLink } from "#app/features/colleges/college-link";
import { markLatin } from "#app/utils/i18n/english-text";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import * as en from "#app/content/streams";
import * as hi from "#app/content/hi/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { formatInr } from "#app/utils/format";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { metaLocale, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/engineering";
import { forwardHeaders } from "#app/utils/route-headers";
import { PageBand } from "#app/components/content/page-band";
import { STREAM_PATHS } from "#app/stream-paths";
import { Pager, pageHref } from "#app/components/ui/pager";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({
  leadForms: ["engineering"],
  chrome: "landing",
  sitemap: { lastmod: "release" },
  pageCache: { query: ["page"] },
});

/** The page's copy in each language (app/content/streams.ts, app/content/hi/streams.ts). */
const CONTENT = { en, hi };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { engineeringPage } = CONTENT[metaLocale(matches)];
  return pageMeta({
    matches,
    title: engineeringPage.title,
    description: engineeringPage.description,
    path: STREAM_PATHS.engineering,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Engineering", page, withCourses: true });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

type EngineeringData = Route.ComponentProps["loaderData"];

export default function EngineeringPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const locale = useLocale();
  const { engineeringPage } = CONTENT[locale];
  const { engineering: m } = useMessages().colleges;
  // The catalogue's names, cities, rankings and courses stay as written: English on a Hindi page.
  const lang = englishTextLang(locale);
  // The copy's names (exams, bodies, degrees) stay as written: marked as English on a Hindi page.
  const copy = (text: string) => markLatin(brand(text), lang);
  const { colleges, courses, courseNames, page, pageCount } = loaderData;
  return (
    <main>
      <PageBand heading={copy(engineeringPage.heading)} intro={copy(engineeringPage.intro)} />
      <div className="container with-aside">
        <article className="prose wide">
          <CollegesSection colleges={colleges} page={page} pageCount={pageCount} />
          <FeesSection courses={courses} />

          <section aria-labelledby="rankings-heading">
            <h2 id="rankings-heading">{m.rankingsHeading}</h2>
            <p>{copy(engineeringPage.rankingsIntro)}</p>
            <dl className="ranking-list">
              {colleges.map((college) => (
                <div key={college.id} lang={lang}>
                  <dt>{college.name}</dt>
                  <dd>{college.ranking}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading">{m.eligibilityHeading}</h2>
            <ul>
              {engineeringPage.eligibility.map((line) => (
                <li key={line}>{copy(line)}</li>
              ))}
            </ul>
          </section>
        </article>
        <aside className="page-aside">
          <LeadForm form="engineering" heading={m.leadHeading} intro={m.leadIntro} courseOptions={courseNames} />
        </aside>
      </div>
    </main>
  );
}

/** The engineering colleges, a page at a time: id, name (a link to its page) and city. */
function CollegesSection({ colleges, page, pageCount }: Pick<EngineeringData, "colleges" | "page" | "pageCount">) {
  const locale = useLocale();
  const { engineering: m, pager } = useMessages().colleges;
  const lang = englishTextLang(locale);
  return (
    <section aria-labelledby="colleges-heading">
      <h2 id="colleges-heading">{m.collegesHeading}</h2>
      <TableScroll labelledBy="colleges-heading">
        <table>
          <caption className="visually-hidden">{m.collegesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.id}</th>
              <th scope="col">{m.college}</th>
              <th scope="col">{m.city}</th>
            </tr>
          </thead>
          <tbody>
            {colleges.map((college) => (
              <tr key={college.id}>
                <td>{college.id}</td>
                <td>
                  <CollegeLink id={college.id} slug={college.slug} lang={lang}>
                    {college.name}
                  </CollegeLink>
                </td>
                <td>
                  <PlaceName locale={locale}>{college.cities}</PlaceName>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pageHref(linkIn(locale, STREAM_PATHS.engineering), n)}
        words={pager}
      />
    </section>
  );
}

/** The courses of the colleges on this page, with their yearly fees. */
function FeesSection({ courses }: Pick<EngineeringData, "courses">) {
  const { engineering: m } = useMessages().colleges;
  const lang = englishTextLang(useLocale());
  return (
    <section aria-labelledby="fees-heading">
      <h2 id="fees-heading">{m.feesHeading}</h2>
      <TableScroll labelledBy="fees-heading">
        <table>
          <caption className="visually-hidden">{m.feesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.collegeId}</th>
              <th scope="col">{m.course}</th>
              <th scope="col" className="num">
                {m.feePerYear}
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td>{course.college_id}</td>
                <td lang={lang}>{course.name}</td>
                <td className="num">{formatInr(course.fee_inr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="muted small">{m.feesNote}</p>
    </section>
  );
}

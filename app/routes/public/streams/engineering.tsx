import { useBrand } from "#app/components/content/use-brand";
import { TableScroll } from "#app/components/ui/table-scroll";
import { CollegeLink } from "#app/features/catalogue/colleges/college-link";
import { LeadForm } from "#app/features/leads/lead-form";
import { engineeringPage } from "#app/content/streams";
import { streamCatalogue, streamPageNumber } from "#app/features/catalogue/colleges/stream-colleges.server";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { formatInr } from "#app/utils/format";
import { pageMeta } from "#app/utils/seo";
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: engineeringPage.title,
    description: engineeringPage.description,
    path: STREAM_PATHS.engineering,
    // Page 1 is the page to index; the later pages are for visitors (every college is in the sitemap).
    noindex: (loaderData?.page ?? 1) > 1,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = streamPageNumber(new URL(request.url));
  return streamCatalogue(dbFrom(context), { stream: "Engineering", page, withCourses: true });
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function EngineeringPage({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { colleges, courses, courseNames, page, pageCount } = loaderData;
  return (
    <main>
      <PageBand heading={brand(engineeringPage.heading)} intro={brand(engineeringPage.intro)} />
      <div className="container with-aside">
        <article className="prose wide">
          <section aria-labelledby="colleges-heading">
            <h2 id="colleges-heading">Engineering colleges</h2>
            <TableScroll labelledBy="colleges-heading">
              <table>
                <caption className="visually-hidden">Engineering colleges with their cities</caption>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">College</th>
                    <th scope="col">City</th>
                  </tr>
                </thead>
                <tbody>
                  {colleges.map((college) => (
                    <tr key={college.id}>
                      <td>{college.id}</td>
                      <td>
                        <CollegeLink id={college.id} slug={college.slug}>
                          {college.name}
                        </CollegeLink>
                      </td>
                      <td>{college.cities}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pager page={page} pageCount={pageCount} hrefFor={(n) => pageHref(STREAM_PATHS.engineering, n)} />
          </section>

          <section aria-labelledby="fees-heading">
            <h2 id="fees-heading">Fees by course</h2>
            <TableScroll labelledBy="fees-heading">
              <table>
                <caption className="visually-hidden">Yearly course fees by college</caption>
                <thead>
                  <tr>
                    <th scope="col">College ID</th>
                    <th scope="col">Course</th>
                    <th scope="col" className="num">
                      Fee per year
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {courses.map((course) => (
                    <tr key={course.id}>
                      <td>{course.college_id}</td>
                      <td>{course.name}</td>
                      <td className="num">{formatInr(course.fee_inr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <p className="muted small">Fees are indicative; confirm the current figures with the college.</p>
          </section>

          <section aria-labelledby="rankings-heading">
            <h2 id="rankings-heading">Rankings</h2>
            <p>{brand(engineeringPage.rankingsIntro)}</p>
            <dl className="ranking-list">
              {colleges.map((college) => (
                <div key={college.id}>
                  <dt>{college.name}</dt>
                  <dd>{college.ranking}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading">Eligibility and entrance exams</h2>
            <ul>
              {engineeringPage.eligibility.map((line) => (
                <li key={line}>{brand(line)}</li>
              ))}
            </ul>
          </section>
        </article>
        <aside className="page-aside">
          <LeadForm
            form="engineering"
            heading="Get help with engineering admission"
            intro="Tell us the course you want; a counsellor will call you with options for your rank and budget."
            courseOptions={courseNames}
          />
        </aside>
      </div>
    </main>
  );
}

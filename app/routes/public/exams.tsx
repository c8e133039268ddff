import { href, Link } from "react-router";
import { examCalendar } from "#app/features/catalogue/exams/exam-calendar.server";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { LeadForm } from "#app/features/leads/lead-form";
import { now } from "#app/utils/clock";
import { dbFrom } from "#app/utils/context.server";
import { indiaDay } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import { layoutDataFrom, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/exams";
import { StreamExams, streamAnchor } from "./exams/stream-exams";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ leadForms: ["contact"], chrome: "full", sitemap: { lastmod: "release" } });

/**
 * The exam calendar. Which exams are upcoming, and "in 4 days", depend on today as well as on the
 * catalogue, so this page is rendered for each request and is not one of the shared pages the
 * HTML cache keeps (its contract has no `pageCache`): a kept copy is dropped only when the catalogue changes, and
 * would go on saying "in 4 days" for a week. Rendering it on the server each time keeps it right
 * without JavaScript and for search engines, which a browser script correcting a cached copy
 * would not; its reads are bounded whatever the catalogue's size (exam-calendar.server.ts), and a
 * render takes a few milliseconds (about 180 pages a second on two cores, 100 at 10,000 colleges).
 *
 * Past exams stay at the end of their own stream, folded under "Recent exams": a student reads
 * the stream they are applying in, and an exam just gone still matters there (results,
 * counselling), but it must not push the next dates down.
 */

const PATH = "/exams";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = layoutDataFrom(matches)?.origin ?? "";
  return pageMeta({
    matches,
    title: "Entrance exam calendar: engineering, management and medical",
    description:
      "Dates of the main entrance exams for engineering, management and medical admissions, with the colleges that accept each. Add an exam to your phone calendar and get free help with registration.",
    path: PATH,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: "Exam calendar", item: `${origin}${PATH}` },
        ],
      },
    ],
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  return { streams: await examCalendar(dbFrom(context), { today: indiaDay(now()) }) };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  return handleLeadSubmission(args, { forms: handle.leadForms });
}

export default function ExamsPage({ loaderData }: Route.ComponentProps) {
  const { streams } = loaderData;
  return (
    <main>
      <header className="page-band">
        <div className="container">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to={href("/")}>Home</Link>
              </li>
              <li aria-current="page">Exam calendar</li>
            </ol>
          </nav>
          <h1>Entrance exam calendar</h1>
          <p className="page-intro">
            The next engineering, management and medical entrance exams, soonest first, and the colleges that accept
            each. Dates are indicative: always confirm them on the exam&apos;s official website.
          </p>
        </div>
      </header>
      <div className="container with-aside">
        <div className="exam-calendar">
          {streams.length > 1 ? (
            <nav aria-label="Streams" className="toc">
              <ul>
                {streams.map(({ stream }) => (
                  <li key={stream}>
                    <a href={`#${streamAnchor(stream)}`}>{stream}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {streams.length === 0 ? (
            <p>
              No exam dates are listed just now. <Link to={href("/Contact")}>Ask a counsellor</Link> about the exams for
              your course.
            </p>
          ) : (
            streams.map((stream) => <StreamExams key={stream.stream} stream={stream} />)
          )}
          <p className="muted small">
            Not sure which exams to take, or missed a registration date? Our counsellors help you choose the exams for
            your course, register on time and pick colleges once the results are out. The help is free for students.
          </p>
        </div>
        <aside className="page-aside">
          <LeadForm
            form="contact"
            heading="Get help with exam registration"
            intro="Tell us the course you want; a counsellor will call you about the exams, dates and colleges."
          />
        </aside>
      </div>
    </main>
  );
}

import { href, Link } from "react-router";
import { examCalendar } from "#app/features/exams/exam-calendar.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { now } from "#app/utils/clock";
import { dbFrom } from "#app/utils/context.server";
import { englishTextLang, linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { indiaDay } from "#app/utils/india-time";
import { forwardHeaders } from "#app/utils/route-headers";
import { layoutDataFrom, metaLocale, metaMessages, pageMeta } from "#app/utils/seo";
import type { Route } from "./+types/exams";
import { streamText } from "#app/utils/i18n/english-text";
import { StreamExams, streamAnchor } from "./exams/stream-exams";
import { sitePage } from "#app/utils/page-handle";
import { PageBand } from "#app/components/content/page-band";

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
  const locale = metaLocale(matches);
  const m = metaMessages(matches).discovery.exams;
  return pageMeta({
    matches,
    title: m.title,
    description: m.description,
    path: PATH,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: m.home, item: `${origin}${linkIn(locale, "/")}` },
          { "@type": "ListItem", position: 2, name: m.crumb, item: `${origin}${linkIn(locale, PATH)}` },
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
  const locale = useLocale();
  const messages = useMessages();
  const m = messages.discovery.exams;
  const lang = englishTextLang(locale);
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} crumb={{ label: m.breadcrumb, home: m.home, current: m.crumb }} />
      <div className="container with-aside">
        <div className="exam-calendar">
          {streams.length > 1 ? (
            <nav aria-label={m.streams} className="toc">
              <ul>
                {streams.map(({ stream }) => {
                  const shown = streamText(messages.colleges.streamName, stream, lang);
                  return (
                    <li key={stream}>
                      <a href={`#${streamAnchor(stream)}`} lang={shown.lang}>
                        {shown.name}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          {streams.length === 0 ? (
            <p>
              {m.noExams.before}
              <Link to={linkIn(locale, href("/Contact"))}>{m.noExams.link}</Link>
              {m.noExams.after}
            </p>
          ) : (
            streams.map((stream) => <StreamExams key={stream.stream} stream={stream} />)
          )}
          <p className="muted small">{m.help}</p>
        </div>
        <aside className="page-aside">
          <LeadForm form="contact" heading={m.leadHeading} intro={m.leadIntro} />
        </aside>
      </div>
    </main>
  );
}

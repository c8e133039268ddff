import { data, href, Link } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { CollegeCard } from "#app/features/colleges/college-card";
import { cardOf, collegesBySlugs, coursesOf } from "#app/features/colleges/college-comparison.server";
import { parseCollegeSlugs, PICK_LISTS } from "#app/features/shortlist/college-picks";
import { ShortlistSyncIsland } from "#app/features/shortlist/shortlist-sync.island";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { dbFrom } from "#app/utils/context.server";
import { linkIn } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { forwardHeaders } from "#app/utils/route-headers";
import { metaMessages, pageMeta } from "#app/utils/seo";
import { collegeListLead } from "./lead-pages.server";
import type { Route } from "./+types/shortlist";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ leadForms: ["shortlist"], chrome: "full" });

const MAX = PICK_LISTS.shortlist.max;

export const meta: Route.MetaFunction = ({ matches }) => {
  const m = metaMessages(matches).discovery.shortlist;
  return pageMeta({ matches, title: m.title, description: m.description, path: "/shortlist", noindex: true });
};

/**
 * The shortlist lives in the browser (features/shortlist/college-picks.ts). The page shows the
 * colleges its address names (?colleges=a,b,c): the browser puts its list there, so the server
 * renders the cards and the form posts them back without any account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get("colleges");
  const listed = parseCollegeSlugs(param, MAX);
  const { found } = await collegesBySlugs(dbFrom(context), listed);
  return { colleges: found.map(cardOf), courses: coursesOf(found), listed: listed.join(","), named: param !== null };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  const options = await collegeListLead(dbFrom(args.context), "shortlist", new URL(args.request.url));
  if (!options) throw data(null, { status: 404 });
  return handleLeadSubmission(args, options);
}

export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { colleges, courses, listed, named } = loaderData;
  const locale = useLocale();
  const m = useMessages().discovery.shortlist;
  return (
    <main>
      <ShortlistSyncIsland listed={listed} named={named} />
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container page-pad">
        {colleges.length === 0 ? (
          <div className="compare-empty">
            <p>{m.empty}</p>
            <p>
              <Link className="button button-primary" to={linkIn(locale, href("/colleges-course"))}>
                {m.findColleges}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <div className="section-head">
              <h2>{m.count(colleges.length)}</h2>
              {colleges.length >= 2 ? (
                <Link
                  to={`${linkIn(locale, href("/compare"))}?colleges=${colleges
                    .slice(0, PICK_LISTS.compare.max)
                    .map((c) => c.slug)
                    .join(",")}`}
                >
                  {m.compare(colleges.length, PICK_LISTS.compare.max)}
                </Link>
              ) : null}
            </div>
            <div className="card-grid">
              {colleges.map((college) => (
                <CollegeCard key={college.id} college={college} />
              ))}
            </div>
            <div className="compare-lead">
              <LeadForm
                form="shortlist"
                heading={m.leadHeading}
                intro={m.leadIntro}
                courseOptions={courses}
                submitLabel={m.leadSubmit}
              />
            </div>
          </>
        )}
      </div>
    </main>
  );
}

import { data, Form, href, redirect } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import { collegesBySlugs, comparisonCandidates, coursesOf } from "#app/features/colleges/college-comparison.server";
import { comparedFacts } from "#app/features/college-facts/compared-facts.server";
import { parseCollegeSlugs, PICK_LISTS } from "#app/features/shortlist/college-picks";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { LeadForm } from "#app/features/lead-forms/lead-form";
import { dbFrom } from "#app/utils/context.server";
import { englishTextLang, linkIn, localeOf, type Locale } from "#app/utils/i18n/locale";
import { useLocale, useMessages } from "#app/utils/i18n/messages";
import { forwardHeaders } from "#app/utils/route-headers";
import { metaMessages, pageMeta } from "#app/utils/seo";
import { collegeListLead } from "./lead-pages.server";
import type { Route } from "./+types/compare";
import { CompareTable } from "./compare/compare-table";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ leadForms: ["compare"], chrome: "full" });

const MAX = PICK_LISTS.compare.max;

/** The comparison of these colleges, on the page of `locale`'s language. */
const compareHref = (locale: Locale, slugs: readonly string[]) => {
  const path = linkIn(locale, href("/compare"));
  return slugs.length > 0 ? `${path}?colleges=${slugs.join(",")}` : path;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const m = metaMessages(matches).discovery.compare;
  return pageMeta({
    matches,
    title: loaderData?.colleges.length ? m.title(loaderData.colleges.map((page) => page.college.name)) : m.titleEmpty,
    description: m.description,
    path: "/compare",
    // Any pair of colleges is a page of its own to a visitor, not to a search engine.
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slugs = parseCollegeSlugs(url.searchParams.get("colleges"), MAX);
  // "Add a college" (a GET form, so it works without JavaScript) lands here: one address per list.
  const added = parseCollegeSlugs(url.searchParams.get("add"), 1)[0];
  if (added) {
    throw redirect(compareHref(localeOf(url.pathname), parseCollegeSlugs([...slugs, added].join(","), MAX)));
  }

  const db = dbFrom(context);
  const { found, missing } = await collegesBySlugs(db, slugs);
  const [candidates, facts] = await Promise.all([
    found.length < MAX ? comparisonCandidates(db, found) : [],
    comparedFacts(
      db,
      found.map((page) => page.college.id),
    ),
  ]);
  return { colleges: found, missing, candidates, courses: coursesOf(found), facts };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  const options = await collegeListLead(dbFrom(args.context), "compare", new URL(args.request.url));
  if (!options) throw data(null, { status: 404 });
  return handleLeadSubmission(args, options);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { colleges, missing, candidates, courses, facts } = loaderData;
  const slugs = colleges.map((page) => page.college.slug);
  const locale = useLocale();
  const m = useMessages().discovery.compare;
  return (
    <main>
      <PageBand heading={m.heading} intro={m.intro} />
      <div className="container page-pad compare-page">
        {missing.length > 0 ? (
          <p className="search-note" role="status">
            {m.missing(missing.length)}
          </p>
        ) : null}
        {colleges.length < 2 ? (
          <p className="compare-empty">{colleges.length === 0 ? m.pickColleges : m.addOneMore}</p>
        ) : null}

        {colleges.length > 0 ? (
          <CompareTable
            colleges={colleges}
            facts={facts}
            removeHref={(slug) =>
              compareHref(
                locale,
                slugs.filter((other) => other !== slug),
              )
            }
          />
        ) : null}

        {colleges.length < MAX && candidates.length > 0 ? (
          <Form method="get" action={linkIn(locale, href("/compare"))} className="compare-add">
            <input type="hidden" name="colleges" value={slugs.join(",")} />
            <label htmlFor="compare-add">{colleges.length === 0 ? m.chooseCollege : m.addCollege}</label>
            <div className="inline-search-row">
              <select id="compare-add" name="add" required defaultValue="">
                <option value="" disabled>
                  {m.choose}
                </option>
                {candidates.map((college) => (
                  <option key={college.slug} value={college.slug} lang={englishTextLang(locale)}>
                    {college.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-ghost">
                {m.addToComparison}
              </button>
            </div>
          </Form>
        ) : null}

        {colleges.length > 0 ? (
          <div className="compare-lead">
            <LeadForm
              form="compare"
              heading={m.leadHeading}
              intro={m.leadIntro}
              courseOptions={courses}
              submitLabel={m.leadSubmit}
            />
          </div>
        ) : null}
      </div>
    </main>
  );
}

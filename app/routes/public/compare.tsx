import { data, Form, href, redirect } from "react-router";
import { PageBand } from "#app/components/content/page-band";
import {
  collegesBySlugs,
  comparisonCandidates,
  coursesOf,
} from "#app/features/catalogue/colleges/college-comparison.server";
import { parseCollegeSlugs, PICK_LISTS } from "#app/features/catalogue/colleges/college-picks";
import { handleLeadSubmission } from "#app/features/leads/lead-action.server";
import { LeadForm } from "#app/features/leads/lead-form";
import { dbFrom } from "#app/utils/context.server";
import { forwardHeaders } from "#app/utils/route-headers";
import { pageMeta } from "#app/utils/seo";
import { collegeListLead } from "./lead-pages.server";
import type { Route } from "./+types/compare";
import { CompareTable } from "./compare/compare-table";
import { sitePage } from "#app/utils/page-handle";

export const handle = sitePage({ leadForms: ["compare"], chrome: "full" });

const MAX = PICK_LISTS.compare.max;

const compareHref = (slugs: readonly string[]) =>
  slugs.length > 0 ? `${href("/compare")}?colleges=${slugs.join(",")}` : href("/compare");

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: loaderData?.colleges.length
      ? `Compare ${loaderData.colleges.map((page) => page.college.name).join(" vs ")}`
      : "Compare colleges side by side",
    description:
      "Compare colleges side by side: location, approvals, courses and yearly fees, entrance exams, placements, hostel and campus.",
    path: "/compare",
    // Any pair of colleges is a page of its own to a visitor, not to a search engine.
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slugs = parseCollegeSlugs(url.searchParams.get("colleges"), MAX);
  // "Add a college" (a GET form, so it works without JavaScript) lands here: one address per list.
  const added = parseCollegeSlugs(url.searchParams.get("add"), 1)[0];
  if (added) throw redirect(compareHref(parseCollegeSlugs([...slugs, added].join(","), MAX)));

  const db = dbFrom(context);
  const { found, missing } = await collegesBySlugs(db, slugs);
  const candidates = found.length < MAX ? await comparisonCandidates(db, found) : [];
  return { colleges: found, missing, candidates, courses: coursesOf(found) };
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  const options = await collegeListLead(dbFrom(args.context), "compare", new URL(args.request.url));
  if (!options) throw data(null, { status: 404 });
  return handleLeadSubmission(args, options);
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { colleges, missing, candidates, courses } = loaderData;
  const slugs = colleges.map((page) => page.college.slug);
  return (
    <main>
      <PageBand
        heading="Compare colleges"
        intro="Side by side: where they are, approvals, courses and yearly fees, entrance exams, placements and campus life. Fees are indicative; confirm them with the college."
      />
      <div className="container page-pad compare-page">
        {missing.length > 0 ? (
          <p className="search-note" role="status">
            We could not find {missing.length === 1 ? "one of the colleges" : `${missing.length} of the colleges`} in
            this link; it may have been renamed.
          </p>
        ) : null}
        {colleges.length < 2 ? (
          <p className="compare-empty">
            {colleges.length === 0
              ? "Pick two to four colleges to compare. Use “Compare” on any college, or choose one below."
              : "Add at least one more college to compare it with."}
          </p>
        ) : null}

        {colleges.length > 0 ? (
          <CompareTable
            colleges={colleges}
            removeHref={(slug) => compareHref(slugs.filter((other) => other !== slug))}
          />
        ) : null}

        {colleges.length < MAX && candidates.length > 0 ? (
          <Form method="get" action={href("/compare")} className="compare-add">
            <input type="hidden" name="colleges" value={slugs.join(",")} />
            <label htmlFor="compare-add">{colleges.length === 0 ? "Choose a college" : "Add a college"}</label>
            <div className="inline-search-row">
              <select id="compare-add" name="add" required defaultValue="">
                <option value="" disabled>
                  Choose…
                </option>
                {candidates.map((college) => (
                  <option key={college.slug} value={college.slug}>
                    {college.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-ghost">
                Add to comparison
              </button>
            </div>
          </Form>
        ) : null}

        {colleges.length > 0 ? (
          <div className="compare-lead">
            <LeadForm
              form="compare"
              heading="Ask a counsellor about these colleges"
              intro="A counsellor will call you to talk through these colleges: fees, cut-offs, scholarships and your chances."
              courseOptions={courses}
              submitLabel="Ask a counsellor"
            />
          </div>
        ) : null}
      </div>
    </main>
  );
}

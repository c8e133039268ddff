import { data, href, redirect } from "react-router";
import { CollegeDetail } from "#app/features/colleges/college-detail";
import { NoCollegeFound, type CollegeNotFound } from "#app/features/colleges/college-not-found";
import { similarColleges } from "#app/features/college-search/college-suggestions.server";
import { collegePage, type CollegePageData } from "#app/features/colleges/college-page.server";
import { slugify } from "#app/utils/slug";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { dbFrom } from "#app/utils/context.server";
import { linkIn, localeOf } from "#app/utils/i18n/locale";
import { sitePage, type PageHandle } from "#app/utils/page-handle";
import { collegeMeta } from "#app/features/colleges/college-meta";
import type { Route } from "./+types/college";
import { forwardHeaders } from "#app/utils/route-headers";
import { collegePageLead } from "./lead-pages.server";
import { CATEGORY_PARAM, chosenCategory } from "#app/features/college-facts/seat-category";

export const handle = {
  ...sitePage({
    leadForms: ["college"],
    chrome: "landing",
    sitemap: { lastmod: "catalogue" },
    // The closing ranks' category picker (a GET form): one cached page per category.
    pageCache: { query: [CATEGORY_PARAM] },
  }),
  enquirySubject: (loaderData) => (loaderData as CollegePageData | undefined)?.college.name,
} satisfies PageHandle;

export const meta: Route.MetaFunction = ({ data, matches }) => collegeMeta(data, matches);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const requested = params.college;
  // The original's slugs (lower case, spaces to hyphens, punctuation kept) and mixed-case links
  // get one permanent redirect to the clean slug, in the page's language (/hi/<slug> stays
  // Hindi). React Router has already decoded the segment.
  const clean = slugify(requested);
  if (clean && clean !== requested) {
    const locale = localeOf(new URL(request.url).pathname);
    throw redirect(linkIn(locale, href("/:college", { college: clean })), 301);
  }
  const db = dbFrom(context);
  const page = await collegePage(db, requested, { factsFor: chosenCategory(new URL(request.url)) });
  if (!page) {
    throw data<CollegeNotFound>({ slug: requested, similar: await similarColleges(db, requested) }, { status: 404 });
  }
  return page;
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  const options = await collegePageLead(dbFrom(args.context), "college", args.params.college);
  if (!options) throw data(null, { status: 404 });
  return handleLeadSubmission(args, options);
}

export default function CollegeRoute({ loaderData }: Route.ComponentProps) {
  return <CollegeDetail data={loaderData} form="college" />;
}

export function ErrorBoundary() {
  return <NoCollegeFound />;
}

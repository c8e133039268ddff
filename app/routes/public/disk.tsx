import { data } from "react-router";
import { CollegeDetail } from "#app/features/colleges/college-detail";
import { NoCollegeFound, type CollegeNotFound } from "#app/features/colleges/college-not-found";
import { similarColleges } from "#app/features/college-search/college-suggestions.server";
import { collegePage, type CollegePageData } from "#app/features/colleges/college-page.server";
import { handleLeadSubmission } from "#app/features/lead-forms/lead-action.server";
import { collegeMeta } from "#app/features/colleges/college-meta";
import { dbFrom } from "#app/utils/context.server";
import { englishPath } from "#app/utils/i18n/locale";
import { sitePage, type PageHandle } from "#app/utils/page-handle";
import type { Route } from "./+types/disk";
import { forwardHeaders } from "#app/utils/route-headers";
import { collegePageLead } from "./lead-pages.server";
import { CATEGORY_PARAM, chosenCategory } from "#app/features/college-facts/seat-category";

/** The disk page: the college shell at /disk/:slug and /college/disk/:slug, with its own lead form. */
export const handle = {
  ...sitePage({ leadForms: ["disk"], chrome: "full", pageCache: { query: [CATEGORY_PARAM], slug: "lower" } }),
  enquirySubject: (loaderData) => (loaderData as CollegePageData | undefined)?.college.name,
} satisfies PageHandle;

/**
 * The college page's title, description and canonical; the alternates are this page's own twins
 * (/disk/<slug>, /hi/disk/<slug>; /college/disk/<slug> likewise).
 */
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  collegeMeta(data, matches, {
    pagePath: data ? englishPath(location.pathname).replace(/\/[^/]*\/?$/, `/${data.college.slug}`) : undefined,
  });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = dbFrom(context);
  const page = await collegePage(db, params.slug.toLowerCase(), { factsFor: chosenCategory(new URL(request.url)) });
  if (!page) {
    throw data<CollegeNotFound>(
      { slug: params.slug, similar: await similarColleges(db, params.slug) },
      { status: 404 },
    );
  }
  return page;
}

export const headers = forwardHeaders;

export async function action(args: Route.ActionArgs) {
  const options = await collegePageLead(dbFrom(args.context), "disk", args.params.slug.toLowerCase());
  if (!options) throw data(null, { status: 404 });
  return handleLeadSubmission(args, options);
}

export default function DiskRoute({ loaderData }: Route.ComponentProps) {
  return <CollegeDetail data={loaderData} form="disk" />;
}

export function ErrorBoundary() {
  return <NoCollegeFound />;
}

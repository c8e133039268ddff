import type { DB } from "#app/db/db.server";
import type { CollegeCard } from "#app/features/college-search/college-search.server";
import { feeBounds } from "#app/features/college-search/fee-range";
import { collegePage, type CollegePageData } from "./college-page.server";
import { listColleges } from "./colleges.server";

/** The colleges named in a list of slugs, in its order, and the slugs that named none. */
export async function collegesBySlugs(
  db: DB,
  slugs: readonly string[],
): Promise<{ found: CollegePageData[]; missing: string[] }> {
  const pages = await Promise.all(slugs.map((slug) => collegePage(db, slug)));
  return {
    found: pages.filter((page): page is CollegePageData => page !== undefined),
    missing: slugs.filter((_, i) => pages[i] === undefined),
  };
}

/** Most colleges the "Add a college" list offers: enough to choose from, never a huge page. */
const MAX_CANDIDATES = 200;

/**
 * Colleges to add to a comparison: those of the same streams as the ones compared (all streams
 * when none yet), by name, without those already in it.
 */
export async function comparisonCandidates(
  db: DB,
  compared: readonly CollegePageData[],
): Promise<{ slug: string; name: string }[]> {
  const categoryIds = [...new Set(compared.map((page) => page.college.category_id))];
  const lists =
    categoryIds.length === 0
      ? [await listColleges(db, { limit: MAX_CANDIDATES })]
      : await Promise.all(
          categoryIds.map((categoryId) =>
            categoryId === null ? [] : listColleges(db, { categoryId, limit: MAX_CANDIDATES }),
          ),
        );
  const taken = new Set(compared.map((page) => page.college.slug));
  return lists
    .flat()
    .filter((college) => !taken.has(college.slug))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, MAX_CANDIDATES)
    .map(({ slug, name }) => ({ slug, name }));
}

/** The courses a lead form about these colleges offers: every course any of them teaches, once. */
export function coursesOf(pages: readonly CollegePageData[]): string[] {
  return [...new Set(pages.flatMap((page) => page.courses.map((course) => course.name)))].sort();
}

/** How a lead names the colleges it is about ("A; B; C"): what the counsellor reads on the lead. */
export function collegeNamesForLead(pages: readonly CollegePageData[]): string {
  return pages.map((page) => page.college.name).join("; ");
}

/** A college page's data as a card in a list (the shortlist). */
export function cardOf(page: CollegePageData): CollegeCard {
  const { college, courses, stream } = page;
  return {
    id: college.id,
    slug: college.slug,
    name: college.name,
    logo_path: college.logo_path,
    cities: college.cities,
    state: college.state,
    university: college.university,
    stream,
    ...feeBounds(courses.map((course) => course.fee_inr)),
    course_count: courses.length,
  };
}

import type { DB } from "#app/db/db.server";
import { routeContract } from "#app/utils/route-contract.server";
import { pathIn } from "#app/utils/i18n/locale";
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from "./sitemap-xml";

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Each page is listed in both languages, English then Hindi, each naming both (and English as
 * the default) as alternates: so a file holds half its limit of pages, and a page's two
 * addresses are never split between files.
 */
const LANGUAGES_PER_PAGE = 2;

function inBothLanguages(page: SitemapUrl): SitemapUrl[] {
  const alternates = [
    { hrefLang: "en-IN", path: page.path },
    { hrefLang: "hi-IN", path: pathIn("hi", page.path) },
    { hrefLang: "x-default", path: page.path },
  ];
  return [
    { ...page, alternates },
    { ...page, path: pathIn("hi", page.path), alternates },
  ];
}

interface SitemapOptions {
  /** Addresses per file: SITEMAP_URL_LIMIT, lowered by tests to see the index without 50,000 colleges. */
  urlLimit?: number;
}

/**
 * What the route tree lists (app/utils/route-contract.ts): the fixed public pages, whose contract
 * says `sitemap: { lastmod: "release" }`, in the order of app/routes.ts and without <lastmod>
 * (their words change with a release of the site, which the database does not record, and a wrong
 * date is worse than none); then, if a page says `lastmod: "catalogue"`, each college at its address.
 */
interface Listed {
  fixed: readonly string[];
  collegePattern: string | undefined;
  total: number;
}

async function listed(db: DB): Promise<Listed> {
  const { sitemapPaths, collegeSitemapPattern } = await routeContract();
  const colleges = collegeSitemapPattern ? await countColleges(db) : 0;
  return { fixed: sitemapPaths, collegePattern: collegeSitemapPattern, total: sitemapPaths.length + colleges };
}

/**
 * /sitemap.xml: every address in one <urlset> while they fit in one file; past that, a
 * <sitemapindex> of /sitemap/1, /sitemap/2, … (sitemapPageXml), each of at most `urlLimit`.
 */
export async function sitemapXml(db: DB, origin: string, options: SitemapOptions = {}): Promise<string> {
  const limit = pagesPerFile(options);
  const list = await listed(db);
  if (list.total <= limit) return urlsetXml(origin, await sitemapUrls(db, list, 0, list.total));
  return sitemapIndexXml(origin, Math.ceil(list.total / limit));
}

/**
 * /sitemap/{page}: one file of the index, or undefined when there is no such file (also while
 * everything fits in /sitemap.xml itself, so no address is listed twice).
 */
export async function sitemapPageXml(
  db: DB,
  origin: string,
  page: number,
  options: SitemapOptions = {},
): Promise<string | undefined> {
  const limit = pagesPerFile(options);
  const list = await listed(db);
  const total = list.total;
  if (total <= limit || !Number.isInteger(page) || page < 1 || (page - 1) * limit >= total) return undefined;
  const start = (page - 1) * limit;
  return urlsetXml(origin, await sitemapUrls(db, list, start, Math.min(limit, total - start)));
}

/** Pages (each listed in both languages) that fit in one file. */
function pagesPerFile(options: SitemapOptions): number {
  return Math.max(1, Math.floor((options.urlLimit ?? SITEMAP_URL_LIMIT) / LANGUAGES_PER_PAGE));
}

async function countColleges(db: DB): Promise<number> {
  const row = await db
    .selectFrom("colleges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `count` pages from position `start` of the whole list, each in both languages: the fixed pages
 * first, then the colleges by id (so a new college joins the last file and the others keep their
 * place). Only that window of colleges is read.
 */
async function sitemapUrls(db: DB, list: Listed, start: number, count: number): Promise<SitemapUrl[]> {
  const fixed = list.fixed.slice(start, start + count).map((path) => ({ path }));
  const collegeCount = count - fixed.length;
  const colleges =
    collegeCount > 0 && list.collegePattern
      ? await collegesWithLastmod(db, Math.max(0, start - list.fixed.length), collegeCount)
      : [];
  const pattern = list.collegePattern ?? "";
  const pages = [
    ...fixed,
    ...colleges.map(({ slug, lastmod }) => ({ path: pattern.replace(/:[^/]+/, slug), lastmod })),
  ];
  return pages.flatMap(inBothLanguages);
}

/**
 * A college page's last change: the latest of the college's updated_at and the created_at of
 * its courses, branches and placement companies (each shows on its page). Timestamps are ISO
 * 8601 UTC text on both engines, so the latest is the greatest string.
 *
 * What this cannot see: an edited or deleted course, branch or placement company, and a change
 * to the exams the college accepts, leave no timestamp behind (those rows have no updated_at).
 */
async function collegesWithLastmod(
  db: DB,
  offset: number,
  limit: number,
): Promise<{ slug: string; lastmod: string }[]> {
  const rows = await db
    .selectFrom("colleges")
    .select((eb) => [
      "colleges.slug",
      "colleges.updated_at",
      eb
        .selectFrom("courses")
        .select((sub) => sub.fn.max("courses.created_at").as("at"))
        .whereRef("courses.college_id", "=", "colleges.id")
        .as("course_at"),
      eb
        .selectFrom("branches")
        .select((sub) => sub.fn.max("branches.created_at").as("at"))
        .whereRef("branches.college_id", "=", "colleges.id")
        .as("branch_at"),
      eb
        .selectFrom("placement_companies")
        .select((sub) => sub.fn.max("placement_companies.created_at").as("at"))
        .whereRef("placement_companies.college_id", "=", "colleges.id")
        .as("placement_at"),
    ])
    .orderBy("colleges.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    lastmod: [row.course_at, row.branch_at, row.placement_at].reduce<string>(
      (latest, at) => (at && at > latest ? at : latest),
      row.updated_at,
    ),
  }));
}

/**
 * The site's fixed top-level paths, for the code that must tell them from a college's /{slug}:
 * the college-slug rule (RESERVED_FIRST_SEGMENTS: a college can never take one), the sitemap,
 * the API's path test (api/page-and-api-paths.ts) and the HTML cache (sharedPageAddress).
 *
 * app/routes.ts spells its paths out itself, and the header and footer rule keeps the original's
 * own lists (components/layout/chrome-rule.ts). So a new top-level page goes into routes.ts and
 * into the lists here; otherwise a college could be given its address.
 */

/** Information pages (docs/original-contract.md#information-pages): they keep the main header and footer. */
export const INFO_PAGES = [
  "weAre",
  "believe",
  "whywe",
  "founder",
  "career",
  "institutional",
  "industry",
  "NCS",
  "whom",
  "Process",
  "FaqDetail",
  "Contact",
] as const;

export const STREAM_PAGES = {
  engineering: "top-engineering-colleges-in-india",
  management: "Management-colleges-in-india",
  medical: "Medical-colleges-in-india",
} as const;

/** The stream pages' paths, for links and canonical URLs. */
export const STREAM_PATHS = {
  engineering: `/${STREAM_PAGES.engineering}`,
  management: `/${STREAM_PAGES.management}`,
  medical: `/${STREAM_PAGES.medical}`,
} as const;

/**
 * The original product's local back-end calls, at the root (docs/original-contract.md#local-back-end-calls).
 * app/routes.ts binds each one; isApiPath knows them by this list.
 */
export const SPEC_API_ROOT_PATHS = [
  "CatagoryGet",
  "details",
  "DetailsGet",
  "CollegeBranch",
  "CollegeCourse",
  "CollegePlacement",
  "CourceGet",
] as const;

/** First path segments that belong to the site itself and can never be a college slug. */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  ...INFO_PAGES,
  ...Object.values(STREAM_PAGES),
  "AdminReg",
  "AdminLogin",
  "Admin",
  "Addmission",
  "category",
  "disk",
  "college",
  "colleges-course",
  // The privacy notice the lead forms link to.
  "privacy",
  // Discovery: the exam calendar (and its .ics files), compare, the shortlist, search suggestions,
  // link-preview images and the sitemap's pages past 50,000 addresses.
  "exams",
  "compare",
  "shortlist",
  "search",
  // A lead form's post with JavaScript (/leads/enquire).
  "leads",
  "og",
  "sitemap",
  "narayanaApi",
  "healthz",
  "readyz",
  "assets",
  // The top-level folders of public/ (server.js serves them before any page).
  "media",
  "uploads",
  "api",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  // React Router's route discovery.
  "__manifest",
  ...SPEC_API_ROOT_PATHS,
].map((segment) => segment.toLowerCase());

/**
 * The fixed public pages, by their path in lower case, each with its spelling in routes.ts. Not
 * /exams: what it shows depends on today's date, which the content version does not follow
 * (routes/public/exams.tsx).
 */
const PUBLIC_PAGE_PATHS = new Map(
  ["", ...INFO_PAGES, ...Object.values(STREAM_PAGES), "colleges-course"].map((page) => [
    `/${page}`.toLowerCase(),
    `/${page}`,
  ]),
);

/** The query parameters /colleges-course reads: its filters and the page number. */
const COLLEGE_SEARCH_PARAMS = ["q", "stream", "state", "city", "fee", "page"] as const;
export type CollegeSearchParam = (typeof COLLEGE_SEARCH_PARAMS)[number];

/**
 * The query parameters each shared page reads; a page not listed reads none. The HTML cache keys
 * a page by these alone (sharedPageAddress), so a page that starts reading another parameter
 * must list it here, or every visitor gets the rendering of the first one.
 */
const QUERY_PARAMS_READ: Readonly<Record<string, readonly string[]>> = {
  "/colleges-course": COLLEGE_SEARCH_PARAMS,
  // The stream pages list their colleges a page at a time (features/colleges/stream-colleges.server.ts).
  [STREAM_PATHS.engineering]: ["page"],
  [STREAM_PATHS.management]: ["page"],
  [STREAM_PATHS.medical]: ["page"],
};

/**
 * Pages that look the same to every visitor, so their HTML may be kept and served again until the
 * content changes: home, the information and stream pages, the college search, and college pages
 * (one free segment, disk/{slug} or college/disk/{slug}). Never the admin area, the sign-in pages
 * or the API.
 */
export function isSharedPublicPage(pathname: string): boolean {
  return sharedPagePath(pathname) !== undefined;
}

/**
 * The address a shared page is kept under and rendered from, or undefined for a page that is not
 * shared: the path (a fixed page in its routes.ts spelling whatever case was typed, a disk page in
 * lower case, a college page as typed), then only the query parameters the page reads, in the
 * order listed above, first value each, empty ones left out (the page treats them as absent).
 * Everything else in the query — ad click ids (gclid, fbclid, msclkid, ...), utm_* tags,
 * cache-busters — is dropped: the page does not read them, and the lead forms take UTM tags from
 * the browser's own address bar.
 */
export function sharedPageAddress(pathname: string, search: URLSearchParams): string | undefined {
  const path = sharedPagePath(pathname);
  if (path === undefined) return undefined;
  const kept = new URLSearchParams();
  for (const name of QUERY_PARAMS_READ[path] ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

function sharedPagePath(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  const fixed = PUBLIC_PAGE_PATHS.get(path);
  if (fixed !== undefined) return fixed;
  const segments = path.split("/").slice(1);
  if (segments.some((segment) => segment === "" || segment.includes("."))) return undefined;
  // The disk pages read their slug in lower case, so any case is the same page. A college page
  // keeps the path as typed: in other than its lower-case slug it answers a redirect (not kept).
  if (segments.length === 2 && segments[0] === "disk") return path;
  if (segments.length === 3 && segments[0] === "college" && segments[1] === "disk") return path;
  if (segments.length === 1 && !RESERVED_FIRST_SEGMENTS.includes(segments[0]!)) return pathname;
  return undefined;
}

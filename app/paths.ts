/**
 * Every fixed top-level path of the public site, in one place. Routes, the header/footer
 * rule and the college-slug rule all read from here, so a new page cannot silently shadow
 * a college (or the other way round).
 */

/** Information pages: they keep the main header and footer. */
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

/** The spec's local-backend API calls at the root (section 7); app/routes.ts binds each one. */
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
  "narayanaApi",
  "healthz",
  "readyz",
  "assets",
  "uploads",
  "api",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  // React Router's route discovery.
  "__manifest",
  ...SPEC_API_ROOT_PATHS,
].map((segment) => segment.toLowerCase());

const PUBLIC_PAGE_PATHS = new Set(
  ["", ...INFO_PAGES, ...Object.values(STREAM_PAGES), "colleges-course"].map((page) => `/${page}`.toLowerCase()),
);

/**
 * Pages that look the same to every visitor, so their HTML may be kept and served again until the
 * content changes: home, the information and stream pages, the college search, and college pages
 * (one free segment, or disk/{slug}). Never the admin area, the sign-in pages or the API.
 */
export function isSharedPublicPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (PUBLIC_PAGE_PATHS.has(path)) return true;
  const segments = path.split("/").slice(1);
  if (segments.some((segment) => segment === "" || segment.includes("."))) return false;
  if (segments.length === 2 && segments[0] === "disk") return true;
  if (segments.length === 3 && segments[0] === "college" && segments[1] === "disk") return true;
  return segments.length === 1 && !RESERVED_FIRST_SEGMENTS.includes(segments[0]!);
}

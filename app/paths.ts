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
  "Details",
  "narayanaApi",
  "healthz",
  "readyz",
  "assets",
  "uploads",
  "api",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  // The spec's API paths at the root.
  "CatagoryGet",
  "DetailsGet",
  "CollegeBranch",
  "CollegeCourse",
  "CollegePlacement",
  "CourceGet",
].map((segment) => segment.toLowerCase());

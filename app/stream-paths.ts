/**
 * The stream pages' addresses, spelt as the original product spelt them: app/routes.ts binds them,
 * and the links, canonical URLs and content that point at them use the same words.
 */
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

import { STREAM_PATHS } from "#app/paths";

/**
 * Which page chrome a path gets: the original product's header and footer rule, to the letter
 * (docs/original-contract.md#header-and-footer-rule).
 *
 * The main header and footer are hidden on the listed path prefixes, and on every
 * single-segment path (/:college) except the listed pages, which keep them. Pages without them
 * get the slim landing bar instead, so no visitor is stranded (docs/decisions/005-header-footer-rule.md).
 *
 * Only the public layout asks (routes/public/layout.tsx). The admin pages among the prefixes
 * (/Admin/Desboard, /Admin/Details, ...) have their own shell, which has neither header, footer
 * nor landing bar; the lists keep the original's entries anyway, so the rule reads as written.
 *
 * Matching ignores case, because the router does: /weare is the same page as /weAre and must
 * look the same.
 */
export type Chrome = "full" | "landing";

export const HIDDEN_CHROME_PREFIXES = [
  "/Admin/Desboard",
  "/Details",
  STREAM_PATHS.engineering,
  STREAM_PATHS.management,
  STREAM_PATHS.medical,
  "/Admin/Details",
  "/Admin/CollegeBranch",
  "/Admin/CollegeCource",
  "/college/Disk",
] as const;

export const SINGLE_SEGMENT_PAGES_WITH_CHROME = [
  "/weAre",
  "/believe",
  "/whywe",
  "/founder",
  "/career",
  "/AdminReg",
  "/institutional",
  "/industry",
  "/NCS",
  "/whom",
  "/Process",
  "/FaqDetail",
  "/Contact",
] as const;

/**
 * Our own single-segment pages, which the original did not have: the privacy notice keeps the
 * header and footer like the other information pages (its Hindi twin, /privacy/hi, has two
 * segments and keeps them anyway), and so do the discovery pages: the exam calendar, compare
 * and the shortlist are places to browse from, not landing pages.
 */
export const OWN_PAGES_WITH_CHROME = ["/privacy", "/exams", "/compare", "/shortlist"] as const;

const hiddenPrefixes = HIDDEN_CHROME_PREFIXES.map((prefix) => prefix.toLowerCase());
const keepers = new Set(
  [...SINGLE_SEGMENT_PAGES_WITH_CHROME, ...OWN_PAGES_WITH_CHROME].map((path) => path.toLowerCase()),
);

export function chromeFor(pathname: string): Chrome {
  const path = pathname.toLowerCase();
  if (hiddenPrefixes.some((prefix) => path.startsWith(prefix))) return "landing";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 1 && !keepers.has(`/${segments[0]}`)) return "landing";
  return "full";
}

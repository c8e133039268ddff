/**
 * A page's contract, declared in its own module as `handle` and read from the route tree: the
 * page cache, the sitemap, the header and footer and the Cache-Control rule are derived from these
 * declarations (app/utils/route-contract.ts), so a new page is its module plus one line of
 * app/routes.ts (docs/adding-a-page.md).
 */
export interface PageContract {
  /**
   * Where the page runs: "site" (rendered on the server, only its islands run in the browser) or
   * "admin" (React Router hydrates it whole: the admin area and the sign-in pages). A layout that
   * says "admin" makes its pages "admin" (docs/decisions/027-islands-on-public-pages.md).
   */
  runtime?: "site" | "admin";
  /**
   * This module shows nobody's personal data and nothing that depends on who asks, so browsers
   * and caches may keep what it sends: its own Cache-Control stands. Without it, every response
   * of the route (pages, `.data` requests, redirects, errors) is sent with `Cache-Control:
   * no-store` (server/private-responses.ts). A response is storable only when the page and every
   * layout above it, root included, say so, and only for GET and HEAD. Private is the default, so
   * a new admin or privacy route that says nothing is never stored
   * (docs/decisions/030-private-unless-storable.md).
   */
  storable?: true;
  /**
   * false: the page is not storable (what it shows changes by the minute), yet it shows nobody's
   * personal data, so its reads go without the opener policy a private response gets
   * (server/private-responses.ts), which costs every visitor arriving from another site a fresh
   * browser process (ADR 095). A form's answer (POST) is private whatever the page says: it may
   * name the person who sent it. A storable page says nothing of the kind: it has no personal data.
   */
  personalData?: false;
  /**
   * The page looks the same to every visitor, so its rendered HTML is kept (server/html-cache.ts)
   * under its path and these query parameters alone, in this order; any other parameter (ad click
   * ids, utm_* tags) is dropped from the key. A page that starts reading another parameter lists
   * it here, or every visitor gets the rendering of the first one. `slug: "lower"`: the page
   * reads its parameters in lower case, so any case is the same kept page.
   */
  pageCache?: { query: readonly string[]; slug?: "lower" };
  /**
   * The page's place in /sitemap.xml; absent: not listed. "release": listed without <lastmod>, as
   * its words change with a release of the site, which the database does not record.
   * "catalogue": one address per college, dated by the college's rows (features/seo/sitemap.server.ts).
   */
  sitemap?: { lastmod: "release" | "catalogue" };
  /**
   * The main header and footer ("full") or the slim landing bar in their place ("landing"): the
   * spec's header and footer rule, declared page by page (docs/decisions/005-header-footer-rule.md).
   */
  chrome?: "full" | "landing";
  /**
   * false: no floating bars (the phone's Call / WhatsApp / Enquire bar, the shortlist bar). For a
   * page whose own form is the point (booking), where they covered it, and for one person's page
   * (privatePage), where "Enquire" invited a second enquiry.
   */
  floatingBars?: false;
  /**
   * The lead forms the page shows (features/leads/lead-fields.ts names them). Its action takes
   * these and no other, and /leads/enquire, the same forms sent with JavaScript, takes a form only
   * for a page whose route declares it: a lead says truly which page it came from.
   */
  leadForms?: readonly string[];
  /** The languages the page is written in; the Hindi work adds "hi" page by page. */
  languages?: readonly "en"[];
}

/** What a route module may declare in `handle`: for the layout, and for the server. */
export interface PageHandle extends PageContract {
  /** The college or course the page is about; the WhatsApp enquiry text names it. */
  enquirySubject?: (loaderData: unknown) => string | undefined;
}

/** The handle of the pages React Router runs in the browser. */
export const CLIENT_ROUTER_PAGE = { runtime: "admin" } as const satisfies PageHandle;

/**
 * Whether React Router runs a page in the browser: some route it matched (a layout or the page)
 * says so. The root layout decides by this which scripts to render, and entry.server.tsx whether
 * the response needs a CSP nonce; one rule, so the two always agree.
 */
export function runsClientRouter(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.runtime === "admin");
}

/** The handle of a route that anyone may be sent, and any cache keep (see `storable`). */
export const STORABLE = { storable: true } as const satisfies PageHandle;

/** Whether a route module's `handle` declares it storable. */
export function isStorable(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.storable === true;
}

/** Whether a route module's `handle` says it shows nobody's personal data: storable, or `personalData: false`. */
export function showsNoPersonalData(handle: unknown): boolean {
  return isStorable(handle) || (handle as PageHandle | undefined)?.personalData === false;
}

/**
 * The contract of a public page anyone may be sent: rendered on the server with islands, storable,
 * in English, plus what the page itself declares. A page that shows someone's own data (the privacy
 * request pages) is a `privatePage` instead.
 */
export function sitePage<const C extends Omit<PageHandle, "runtime">>(contract: C) {
  return { runtime: "site", storable: true, languages: ["en"], ...contract } as const satisfies PageHandle;
}

/**
 * The contract of a public page that belongs to one person (a withdrawal link, a rights request's
 * status): rendered on the server like any site page, but never storable, never kept by the page
 * cache and never in the sitemap, whatever else it declares.
 */
export function privatePage<const C extends Pick<PageHandle, "chrome">>(contract: C) {
  return { runtime: "site", languages: ["en"], floatingBars: false, ...contract } as const satisfies PageHandle;
}

/** What a route module may declare in `handle`: for the layout, and for the server. */
export interface PageHandle {
  /** The college or course the page is about; the WhatsApp enquiry text names it. */
  enquirySubject?: (loaderData: unknown) => string | undefined;
  /**
   * React Router hydrates this page whole and runs it in the browser (the admin area and the
   * sign-in pages: forms that stay on the page, client navigation). Every other page ships only
   * its islands (docs/decisions/027-islands-on-public-pages.md).
   */
  clientRouter?: true;
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
}

/** The handle of the pages React Router runs in the browser. */
export const CLIENT_ROUTER_PAGE = { clientRouter: true } as const satisfies PageHandle;

/**
 * Whether React Router runs a page in the browser: some route it matched (a layout or the page)
 * says so. The root layout decides by this which scripts to render, and entry.server.tsx whether
 * the response needs a CSP nonce; one rule, so the two always agree.
 */
export function runsClientRouter(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageHandle | undefined)?.clientRouter === true);
}

/** The handle of a route that anyone may be sent, and any cache keep (see `storable`). */
export const STORABLE = { storable: true } as const satisfies PageHandle;

/** Whether a route module's `handle` declares it storable. */
export function isStorable(handle: unknown): boolean {
  return (handle as PageHandle | undefined)?.storable === true;
}

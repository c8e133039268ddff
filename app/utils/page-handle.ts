/** What a route module may declare in `handle` for the layout to use. */
export interface PageHandle {
  /** The college or course the page is about; the WhatsApp enquiry text names it. */
  enquirySubject?: (loaderData: unknown) => string | undefined;
  /**
   * React Router hydrates this page whole and runs it in the browser (the admin area and the
   * sign-in pages: forms that stay on the page, client navigation). Every other page ships only
   * its islands (docs/decisions/027-islands-on-public-pages.md).
   */
  clientRouter?: true;
}

/** The handle of the pages React Router runs in the browser. */
export const CLIENT_ROUTER_PAGE = { clientRouter: true } as const satisfies PageHandle;

/** What a route module may declare in `handle` for the layout to use. */
export interface PageHandle {
  /** The college or course the page is about; the WhatsApp enquiry text names it. */
  enquirySubject?: (loaderData: unknown) => string | undefined;
}

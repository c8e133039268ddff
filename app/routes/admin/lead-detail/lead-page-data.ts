import type { Route } from "../+types/lead-detail";

/** What the lead page's loader gives its sections. */
export type LeadPageData = Route.ComponentProps["loaderData"];

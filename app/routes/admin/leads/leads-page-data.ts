import type { Route } from "../+types/leads";

/** What the leads inbox's loader gives its sections. */
export type LeadsPageData = Route.ComponentProps["loaderData"];

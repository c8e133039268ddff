import type { Island } from "#app/utils/island";

/** Any island: its props are checked where the page places it, not here. */
type SomeIsland = Pick<Island<never>, "islandName" | "Component">;

/**
 * Every island the browser can hydrate, by name, each loaded on its own: a page downloads the
 * code of the islands it has and no other. The name is the island module's file name
 * (registry.test.ts holds both to it), which is also the name of its chunk in the build.
 */
export const ISLANDS: Record<string, () => Promise<SomeIsland>> = {
  "main-nav": () => import("#app/components/layout/main-nav").then((m) => m.MainNavIsland),
  "scroll-progress": () => import("#app/components/layout/scroll-progress").then((m) => m.ScrollProgressIsland),
  "scroll-to-top": () => import("#app/components/layout/scroll-to-top").then((m) => m.ScrollToTopIsland),
  "hero-video": () => import("#app/components/home/hero-video").then((m) => m.HeroVideoIsland),
  "stat-counters": () => import("#app/components/home/stat-counters").then((m) => m.StatCountersIsland),
  testimonials: () => import("#app/features/content/testimonials").then((m) => m.TestimonialsIsland),
  "trending-tabs": () => import("#app/features/content/trending-tabs").then((m) => m.TrendingTabsIsland),
  "lead-form-island": () => import("#app/features/leads/lead-form-island").then((m) => m.LeadFormIsland),
  "college-search-input": () =>
    import("#app/features/colleges/college-search-input").then((m) => m.CollegeSearchInputIsland),
  "college-pick-buttons": () =>
    import("#app/features/colleges/college-pick-buttons").then((m) => m.CollegePickButtonsIsland),
  "picks-bar": () => import("#app/features/colleges/picks-bar").then((m) => m.PicksBarIsland),
  "shortlist-sync": () => import("#app/features/colleges/shortlist-sync").then((m) => m.ShortlistSyncIsland),
};

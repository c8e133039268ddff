/**
 * The service pages' addresses (issue 44): app/routes.ts binds them, one route each over one
 * module (routes/public/info/service.tsx, which reads its service from the path), and the menu
 * links to them.
 */
export const SERVICE_PAGES = {
  mapMyTalent: "services/map-my-talent",
  channelPartners: "services/channel-partners",
  digitalMedia: "services/digital-media-solutions",
  brainMatrix: "services/brain-matrix",
  localGuardian: "services/location-guardian",
} as const;

/** A service of the menu, by its name in the catalogues (nav.groups) and the content (app/content/pages/services.ts). */
export type ServiceKey = keyof typeof SERVICE_PAGES;

/** The service a path (English, without /hi) is the page of, if any. */
export function serviceOfPath(path: string): ServiceKey | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  return (Object.keys(SERVICE_PAGES) as ServiceKey[]).find((key) => SERVICE_PAGES[key].toLowerCase() === wanted);
}

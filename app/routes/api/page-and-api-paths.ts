/**
 * Two of the spec's API calls share their path with a page: POST /Category (the dashboard's
 * category call) and POST /Addmission (Add exam) are JSON calls, while /category and /Addmission
 * are also admin pages whose forms post back to themselves. React Router cannot route on the
 * content type, so server/app.ts sends a POST that is not a form body to the API's own copy of
 * the route, under /api/. See docs/decisions/009-spec-api-adapter.md.
 */
export const PAGE_AND_API_PATHS = ["/Category", "/Addmission"] as const;

export const apiAliasOf = (path: string) => `/api${path}`;

/**
 * The original product's local back-end calls, at the root
 * (docs/original-contract.md#local-back-end-calls); app/routes.ts binds each one.
 */
const SPEC_API_ROOT_PATHS = [
  "CatagoryGet",
  "details",
  "DetailsGet",
  "CollegeBranch",
  "CollegeCourse",
  "CollegePlacement",
  "CourceGet",
];

/** The spec's local-backend calls at the root, lower case (paths match in any case). */
const ROOT_API_PATHS = new Set(SPEC_API_ROOT_PATHS.map((path) => `/${path.toLowerCase()}`));

/**
 * Whether the spec's API answers this path. Its calls count a body's bytes as they arrive, so
 * they may take a body without Content-Length; every other route needs one (server/body-limit.ts).
 */
export function isApiPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.startsWith("/narayanaapi/") || path.startsWith("/api/") || ROOT_API_PATHS.has(path);
}

/**
 * Calls that an API key alone authenticates, never a cookie (POST /api/leads): other systems
 * send them from anywhere, so the cross-site check (server/same-origin.ts) lets them through.
 * Without a browser's cookie there is nothing for a forged request to borrow.
 */
const KEY_ONLY_API_PATHS = new Set(["/api/leads"]);

export function isKeyOnlyApiPath(pathname: string): boolean {
  return KEY_ONLY_API_PATHS.has(pathname.toLowerCase().replace(/\/$/, ""));
}

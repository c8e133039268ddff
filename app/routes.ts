import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The site map. Paths match case-insensitively (React Router's default), as the original did.
 * Fixed top-level paths are listed in paths.ts too, so no college slug can shadow them.
 */
export default [
  index("routes/public/home.tsx"),
  route(":college", "routes/public/college.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;

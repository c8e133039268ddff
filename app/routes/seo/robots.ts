import type { Route } from "./+types/robots";
import { STORABLE } from "#app/utils/page-handle";
import { siteOrigin } from "#app/utils/env.server";

export const handle = STORABLE;

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.env);
  const body = [
    "User-agent: *",
    "Disallow: /Admin",
    "Disallow: /AdminLogin",
    "Disallow: /AdminReg",
    "Disallow: /narayanaApi/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

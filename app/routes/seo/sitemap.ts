import { SITEMAP_HEADERS } from "#app/features/seo/sitemap-xml";
import { sitemapXml } from "#app/features/seo/sitemap.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/sitemap";
import { STORABLE } from "#app/utils/page-handle";
import { siteOrigin } from "#app/utils/env.server";

export const handle = STORABLE;

/** Every public page and every college, with lastmod; a sitemap index past 50,000 addresses. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapXml(dbFrom(context), siteOrigin(context.env)), { headers: SITEMAP_HEADERS });
}

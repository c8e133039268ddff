import { SITEMAP_HEADERS } from "#app/features/seo/sitemap-xml";
import { sitemapPageXml } from "#app/features/seo/sitemap.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/sitemap-page";
import { STORABLE } from "#app/utils/page-handle";
import { siteOrigin } from "#app/utils/env.server";

export const handle = STORABLE;

/** One file of the sitemap index (/sitemap/1, /sitemap/2, …); 404 for any other. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const origin = siteOrigin(context.env);
  // Digits only, no leading zero: one address per file.
  const page = /^[1-9]\d{0,6}$/.test(params.page) ? Number(params.page) : 0;
  const xml = page ? await sitemapPageXml(dbFrom(context), origin, page) : undefined;
  if (xml === undefined) return new Response("Not found", { status: 404 });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}

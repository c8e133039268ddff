import { collegeOgImage } from "#app/features/colleges/og-image.server";
import { dbFrom } from "#app/utils/context.server";
import { matchesEtag } from "#app/utils/etag";
import type { Route } from "./+types/college-og-image";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/** A day in shared caches and link-preview crawlers; the ETag names the content, so a revalidation is a 304. */
const CACHE_CONTROL = "public, max-age=86400";

/** The college page's link-preview card (og:image): a 1200 x 630 PNG; 404 for an unknown slug. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const image = await collegeOgImage(dbFrom(context), params.slug);
  if (!image) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const headers = { ETag: image.etag, "Cache-Control": CACHE_CONTROL };
  if (matchesEtag(request.headers.get("If-None-Match"), image.etag))
    return new Response(null, { status: 304, headers });
  const png = await image.png();
  return new Response(new Uint8Array(png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.byteLength) },
  });
}

/**
 * Whether a request's If-None-Match names this ETag, by weak comparison (W/"x" matches "x").
 * A request's own `Cache-Control: no-cache` does not stop the 304: that directive tells caches
 * on the way to revalidate, which is what the conditional request is doing (Node's fetch adds it
 * to every conditional request; Express's `req.fresh` then never says fresh).
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

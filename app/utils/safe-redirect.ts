/** A stand-in origin for resolving paths: only its sameness matters, and .invalid never resolves. */
const SITE = "https://this-site.invalid";

/**
 * Where to send a freshly signed-in admin: a path on this site, never anywhere else.
 *
 * The target is resolved as a browser would resolve it (the URL parser drops tabs and newlines
 * and reads `\` as `/`, so `/\t/evil.example` and `/\evil.example` become `//evil.example`), and
 * the result must have this site's origin. What comes back is the resolved path, so the browser
 * gets exactly what was checked; a path that starts with `//` would be read as another host, so
 * it is refused too.
 */
export function safeRedirectPath(to: string | null | undefined, fallback = "/Admin/Desboard"): string {
  if (!to || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A stand-in origin for resolving paths: only its sameness matters, and .invalid never resolves. */
const SITE = "https://this-site.invalid";

/**
 * `to` as a path on this site (path, query and fragment), or undefined when it leads anywhere
 * else. It is resolved as a browser would resolve it against a page of `origin`: the URL parser
 * drops tabs and newlines and reads `\` as `/`, so `/\t/evil.example` and `/\evil.example` become
 * `//evil.example`; a relative `images/x.png` becomes `/images/x.png`. The result must keep the
 * origin, and a path that starts with `//` would be read as another host, so it is refused too.
 * What comes back is the resolved path, so a browser gets exactly what was checked.
 */
export function sitePath(to: string, origin = SITE): string | undefined {
  let url: URL;
  try {
    url = new URL(to, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname.startsWith("//")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to send a freshly signed-in admin: a path on this site (see sitePath), never anywhere else; My day without one. */
export function safeRedirectPath(to: string | null | undefined, fallback = "/Admin/today"): string {
  if (!to || !to.startsWith("/")) return fallback;
  return sitePath(to) ?? fallback;
}

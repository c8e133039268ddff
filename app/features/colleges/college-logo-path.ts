import { sitePath } from "#app/utils/safe-redirect";

/** The longest logo path kept, before and after resolving: far more than any real file name needs. */
export const MAX_LOGO_PATH = 500;

/**
 * The image a college's logo may load: a path on this site, or null for "no logo" (the page then
 * shows the college's initials). A logo uploaded on the admin screens (`/uploads/logos/….webp`)
 * and a path the original product's client sends (`/images/x.png`, or `images/x.png`, read from
 * the site's root) are kept, resolved as a browser would resolve them. Anything that would load
 * from elsewhere or run (another origin, `//host`, `javascript:`, `data:`), and anything longer
 * than MAX_LOGO_PATH, is null. Its length is checked before the URL parser sees it.
 *
 * `origin` is the site's own origin, when the caller knows it: a full address on this site
 * (`https://www.example.in/images/x.png`) is then kept as its path. Pages call it without one,
 * on the stored path, so nothing but a path on this site ever reaches an `src`.
 */
export function collegeLogoPath(value: unknown, origin?: string): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_LOGO_PATH) return null;
  const path = sitePath(trimmed, origin);
  return path && path.length <= MAX_LOGO_PATH ? path : null;
}

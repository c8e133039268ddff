/**
 * The spec's rule (lower case, spaces to hyphens), plus: accents folded, other punctuation
 * dropped, runs of hyphens collapsed. "St. John's Medical College" -> "st-johns-medical-college".
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The literal form the original product produced (only spaces replaced); it redirects to `slugify`. */
export function legacySlug(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

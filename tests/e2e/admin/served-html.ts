/**
 * Reading a page as the server sent it, for checks that need no browser (what the HTML says, not
 * what a script does with it): a fetch of the page costs a few milliseconds, a load in Chromium a
 * quarter of a CPU-second (docs/performance.md). React writes the markup, so its shapes are
 * regular enough to read with patterns: attributes in double quotes, no nested tables.
 */

/** The text of a piece of HTML: tags dropped, the entities React writes decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();

/** The page's <h1>, as text. */
export const headingOf = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");

/** The items of the list labelled `label`, as text. */
export function listItems(html: string, label: string): string[] {
  const at = html.search(new RegExp(`<ul[^>]*aria-label="${label}"`));
  if (at < 0) return [];
  const list = html.slice(at, html.indexOf("</ul>", at));
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => textOf(item[1]!));
}

/** What follows the <h2> that reads `heading`, up to the next <h2>: the part of the page it heads. */
export function underHeading(html: string, heading: string): string {
  const match = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].find((h2) => textOf(h2[1]!) === heading);
  if (!match) return "";
  const start = match.index + match[0].length;
  const next = html.indexOf("<h2", start);
  return html.slice(start, next < 0 ? undefined : next);
}

/** The <section> with this id, as HTML. */
export function sectionById(html: string, id: string): string {
  const at = html.search(new RegExp(`<section[^>]*id="${id}"`));
  return at < 0 ? "" : html.slice(at, html.indexOf("</section>", at));
}

/** The rows of the tables in a piece of HTML, each as its cells' text (header cells included). */
export const tableRows = (html: string): string[][] =>
  [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)),
  );

/** The options of the <select> that follows the label reading `label`, as text. */
export function selectOptions(html: string, label: string): string[] {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  if (!id) return [];
  const at = html.search(new RegExp(`<select[^>]*id="${id}"`));
  if (at < 0) return [];
  const select = html.slice(at, html.indexOf("</select>", at));
  return [...select.matchAll(/<option[^>]*>([\s\S]*?)<\/option>/g)].map((option) => textOf(option[1]!));
}

/** How a sitemap file is answered: XML, kept by crawlers and proxies for an hour. */
export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
} as const;

/** One address of a sitemap: a path on the site and, when known, when its content last changed. */
export interface SitemapUrl {
  path: string;
  /** W3C datetime (our ISO 8601 UTC timestamps are one). */
  lastmod?: string;
  /** The same page in each language, this one included (Google's hreflang sitemap extension). */
  alternates?: readonly { hrefLang: string; path: string }[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** A <urlset>: the addresses themselves (sitemaps.org protocol 0.9). */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const lines = urls.map(({ path, lastmod, alternates = [] }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    const links = alternates
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(origin + alternate.path)}"/>`,
      )
      .join("");
    return `  <url><loc>${escapeXml(origin + path)}</loc>${modified}${links}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${lines.join("\n")}\n</urlset>\n`;
}

/** A <sitemapindex> pointing to /sitemap/1 … /sitemap/{pageCount}. */
export function sitemapIndexXml(origin: string, pageCount: number): string {
  const lines = Array.from(
    { length: pageCount },
    (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap/${i + 1}`)}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${lines.join("\n")}\n</sitemapindex>\n`;
}

import { listColleges } from "#app/features/colleges/colleges.server";
import { INFO_PAGES, STREAM_PAGES } from "#app/paths";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page and every college slug. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.publicOrigin ?? new URL(request.url).origin;
  const colleges = await listColleges(dbFrom(context));
  const paths = [
    "/",
    "/colleges-course",
    ...Object.values(STREAM_PAGES).map((path) => `/${path}`),
    ...INFO_PAGES.map((path) => `/${path}`),
    "/privacy",
    ...colleges.map((college) => `/${college.slug}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

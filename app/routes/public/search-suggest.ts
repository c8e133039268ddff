import { suggestions } from "#app/features/college-search/college-suggestions.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/search-suggest";
import { STORABLE } from "#app/utils/page-handle";

export const handle = STORABLE;

/**
 * GET /search/suggest?q=… : the colleges, courses and entrance exams the search boxes offer as a visitor types
 * (components/search/search-suggest.tsx). JSON; the same for everyone, so browsers and proxies
 * may keep it a few minutes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json(await suggestions(dbFrom(context), q), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

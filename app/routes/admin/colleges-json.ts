import { requireAdmin } from "#app/features/admins/auth.server";
import { findCollegeOptions } from "#app/features/colleges/college-options.server";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/colleges-json";

/** How many colleges the picker lists as you type: enough to choose from, few enough to read. */
const SUGGESTED = 10;

/**
 * GET /Admin/colleges.json?q=… : the colleges whose name contains what an admin typed, for the
 * college picker of the branch, course and placement forms (components/admin/college-picker.tsx).
 * Staff only, and never kept by a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json(
    { colleges: await findCollegeOptions(dbFrom(context), q, SUGGESTED) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

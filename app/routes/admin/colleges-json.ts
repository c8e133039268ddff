import { requireAdmin } from "#app/features/admins/auth.server";
import { courseNamesOf, findCollegeOptions } from "#app/features/colleges/college-options.server";
import { parseId } from "#app/utils/ids";
import { dbFrom } from "#app/utils/context.server";
import type { Route } from "./+types/colleges-json";

/** How many colleges the picker lists as you type: enough to choose from, few enough to read. */
const SUGGESTED = 10;

/**
 * GET /Admin/colleges.json?q=… : the colleges whose name contains what an admin typed, for the
 * college picker of the branch, course and placement forms (components/admin/college-picker.tsx);
 * GET /Admin/colleges.json?courses_of=<id> : that college's course names, for a new application.
 * Staff only, and never kept by a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const headers = { "Cache-Control": "private, no-store" };
  // ?courses_of=<id>: the college's course names, for the application form's Course (lead page).
  const coursesOf = parseId(params.get("courses_of"));
  if (coursesOf) return Response.json({ courses: await courseNamesOf(dbFrom(context), coursesOf) }, { headers });
  const q = params.get("q") ?? "";
  return Response.json({ colleges: await findCollegeOptions(dbFrom(context), q, SUGGESTED) }, { headers });
}

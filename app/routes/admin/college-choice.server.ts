import type { CollegeChoice } from "#app/components/admin/college-picker";
import type { DB } from "#app/db/db.server";
import { collegeOptionById, findCollegeOptions } from "#app/features/catalogue/colleges/college-options.server";
import { parseId } from "#app/utils/ids";

/** Most colleges a search without JavaScript lists in its drop-down. */
const FOUND_WITHOUT_SCRIPT = 50;

/**
 * What a form with the college picker needs from its loader: the matches of a search made without
 * JavaScript (`?college_q=`), and the college already chosen (`currentId`, an edit screen's).
 */
export async function collegeChoice(db: DB, request: Request, currentId?: string): Promise<CollegeChoice> {
  const query = (new URL(request.url).searchParams.get("college_q") ?? "").trim();
  const id = parseId(currentId);
  const [found, current] = await Promise.all([
    query ? findCollegeOptions(db, query, FOUND_WITHOUT_SCRIPT) : null,
    id ? collegeOptionById(db, id) : undefined,
  ]);
  return { query, found, current: current ?? null };
}

import type { CollegeChoice } from "#app/components/admin/college-picker";
import type { DB } from "#app/db/db.server";
import { collegeOptionById, findCollegeOptions } from "#app/features/colleges/college-options.server";
import { parseId } from "#app/utils/ids";

/** Most colleges a search without JavaScript lists in its drop-down. */
const FOUND_WITHOUT_SCRIPT = 50;

/**
 * What the branch, course and placement forms offer to choose: their college, with the picker.
 * It needs the matches of a search made without JavaScript (`?college_q=`), and the college
 * already chosen (`current.college_id`, an edit screen's value); never the whole catalogue.
 */
export async function collegeChoices(
  db: DB,
  request: Request,
  current?: { college_id?: unknown },
): Promise<{ collegeChoice: CollegeChoice }> {
  const query = (new URL(request.url).searchParams.get("college_q") ?? "").trim();
  const id = parseId(current?.college_id);
  const [found, chosen] = await Promise.all([
    query ? findCollegeOptions(db, query, FOUND_WITHOUT_SCRIPT) : null,
    id ? collegeOptionById(db, id) : undefined,
  ]);
  return { collegeChoice: { query, found, current: chosen ?? null } };
}

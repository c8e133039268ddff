import type { DB } from "#app/db/db.server";
import { collegeOptionByName, courseNamesOf } from "#app/features/colleges/college-options.server";
import { parseId } from "#app/utils/ids";
import { collegeChoices } from "../catalogue/college-choice.server";

/**
 * What "Add an application" starts from (issue 43, item 8): the college the student enquired
 * about, when the catalogue has it, chosen already; and the courses of the chosen college, for
 * the Course drop-down. Without JavaScript the form's "Find" and "Show its courses" buttons send
 * it back here by GET: `college_q` searches, and `college_id` is the college chosen meanwhile.
 */
export async function applicationChoice(
  db: DB,
  request: Request,
  lead: { college_name: string | null; course: string | null },
) {
  const chosenId = parseId(new URL(request.url).searchParams.get("college_id"));
  const enquired = chosenId ? undefined : await collegeOptionByName(db, lead.college_name);
  const collegeId = chosenId ?? enquired?.value;
  const { collegeChoice } = await collegeChoices(db, request, { college_id: collegeId });
  const courses = collegeChoice.current ? await courseNamesOf(db, collegeChoice.current.value) : [];
  // The course they enquired about, when the college lists it by that name.
  const wanted = lead.course?.trim().toLowerCase();
  const course = courses.find((name) => name.toLowerCase() === wanted) ?? "";
  return { collegeChoice, applicationCourses: { courses, course } };
}

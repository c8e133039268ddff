import { listCategories } from "#app/features/categories/categories.server";
import { getCollegeById, listCollegeDetails, listColleges } from "#app/features/colleges/colleges.server";
import { listCourses } from "#app/features/colleges/courses/courses.server";
import { parseId } from "#app/utils/ids";
import { ApiError, answer, assertMethod, json, readCall, type CallArgs } from "./http.server";
import { BODY_LIMIT, readJsonObject } from "./request-body.server";
import { specCategory, specCollege, specCourse } from "./spec-fields.server";

/**
 * The original product's catalogue reads (docs/api.md), answered with an ETag, and the one write a
 * visitor sends: a college's view.
 */

/** An optional ?college_id= filter; anything but a positive whole number is refused, naming it. */
function collegeIdFilter(url: URL): number | undefined {
  const raw = url.searchParams.get("college_id");
  if (raw === null || raw === "") return undefined;
  const id = parseId(raw);
  if (!id) throw new ApiError(400, "college_id must be a positive whole number.", "college_id");
  return id;
}

/** /CatagoryGet: [{cat_id, catagory_name}]. */
export const categoryList = readCall(async (db) => (await listCategories(db)).map(specCategory));

/** /DetailsGet: [{college_id, name}]. */
export const collegeOptionList = readCall(async (db) =>
  (await listColleges(db)).map((college) => ({ college_id: college.id, name: college.name })),
);

/** /CourceGet and college_course.php: courses in the spec's fields, optionally of one college. */
export const courseList = readCall(async (db, url) =>
  (await listCourses(db, { collegeId: collegeIdFilter(url) })).map(specCourse),
);

/**
 * getCollege.php: every college with every college field (docs/original-contract.md#payload-field-names),
 * or one, with ?college_id=.
 */
export const collegeList = readCall(async (db, url) => {
  const collegeId = collegeIdFilter(url);
  if (collegeId !== undefined) {
    const college = await getCollegeById(db, collegeId);
    return college ? [specCollege(college)] : [];
  }
  return (await listCollegeDetails(db)).map(specCollege);
});

/**
 * collegedetails.php: {college_id} when a visitor follows a college link. It only counts the view
 * (no session needed: visitors send it); the page navigates whatever the answer. Views are
 * counted in memory and written every few seconds (features/colleges/college-views.server.ts).
 */
export function recordCollegeViewCall(args: CallArgs) {
  return answer(args, async () => {
    assertMethod(args.request, "POST");
    const body = await readJsonObject(args.request, BODY_LIMIT);
    const id = parseId(body.college_id);
    if (!id) {
      throw new ApiError(400, "college_id must be a positive whole number.", "college_id");
    }
    if (!(await args.context.collegeViews.record(id))) {
      throw new ApiError(404, "No college has this college_id.", "college_id");
    }
    return json({ success: true, message: "View recorded" });
  });
}

import type { z } from "zod";
import { BranchFormSchema } from "#app/features/colleges/branches/branch-schema";
import { createBranch } from "#app/features/colleges/branches/branches.server";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { createCategory } from "#app/features/categories/categories.server";
import { collegeLogoPath } from "#app/features/colleges/college-logo-path";
import { CollegeFormSchema } from "#app/features/colleges/college-schema";
import { createCollege } from "#app/features/colleges/colleges.server";
import { CourseFormSchema } from "#app/features/colleges/courses/course-schema";
import { createCourse } from "#app/features/colleges/courses/courses.server";
import { ExamFormSchema } from "#app/features/exams/exam-schema";
import { createExam } from "#app/features/exams/exams.server";
import { PlacementFormSchema } from "#app/features/colleges/placements/placement-schema";
import { createPlacement } from "#app/features/colleges/placements/placements.server";
import type { DB } from "#app/db/db.server";
import { dbFrom } from "#app/utils/context.server";
import { requireApiAdmin } from "./admin-calls.server";
import { answer, assertMethod, json, type CallArgs, type errorBody } from "./http.server";
import { BODY_LIMIT, readJsonObject } from "./request-body.server";
import {
  BRANCH_FIELDS,
  CATEGORY_FIELDS,
  COLLEGE_API_FIELDS,
  COURSE_FIELDS,
  EXAM_FIELDS,
  PLACEMENT_FIELDS,
  specCategory,
  specCourse,
  specName,
  toOurFields,
  validateWith,
  type FieldMap,
} from "./spec-fields.server";

/**
 * The original product's catalogue writes (docs/original-contract.md#api-calls, each call in
 * docs/api.md), one definition per call, over the same schemas and services as the admin
 * screens. Route modules beside this file only bind these to their paths.
 */

/** Add College carries eight long texts of up to 5,000 characters each (up to 4 bytes a character in UTF-8). */
const COLLEGE_BODY_LIMIT = 256 * 1024;

interface CatalogueWrite<S extends z.ZodType, Row> {
  fields: FieldMap;
  schema: S;
  bodyLimit?: number;
  create(db: DB, values: z.output<S>, call: CallArgs & { body: Record<string, unknown> }): Promise<Row>;
  created(row: Row): Record<string, unknown>;
  /** Add College's client reads `details` on failure. */
  decorateError?: (body: ReturnType<typeof errorBody>) => object;
}

/** A catalogue write: POST, an admin session, a JSON body in the spec's fields, the shared schema, then the service. */
function catalogueWrite<S extends z.ZodType, Row>(call: CatalogueWrite<S, Row>) {
  return (args: CallArgs) =>
    answer(
      args,
      async () => {
        assertMethod(args.request, "POST");
        await requireApiAdmin(args);
        const body = await readJsonObject(args.request, call.bodyLimit ?? BODY_LIMIT);
        const values = validateWith(call.schema, call.fields, toOurFields(call.fields, body));
        const row = await call.create(dbFrom(args.context), values, { ...args, body });
        return json({ success: true, ...call.created(row) }, { status: 201 });
      },
      { specField: (ours) => specName(call.fields, ours), decorateError: call.decorateError },
    );
}

/** college_catagory.php and the dashboard's /Category: {catagory_name} → {message}. */
export const addCategory = catalogueWrite({
  fields: CATEGORY_FIELDS,
  schema: CategoryFormSchema,
  create: (db, values) => createCategory(db, values),
  created: (category) => ({ message: `Category "${category.name}" saved.`, ...specCategory(category) }),
});

/**
 * /details: every college field plus cat_id → {message}. The optional `logo` never refuses a
 * college: a path on this site is kept (see collegeLogoPath), anything else is stored as no logo.
 */
export const addCollege = catalogueWrite({
  fields: COLLEGE_API_FIELDS,
  schema: CollegeFormSchema,
  bodyLimit: COLLEGE_BODY_LIMIT,
  create: (db, values, { body, request }) =>
    createCollege(db, { ...values, logo_path: collegeLogoPath(body.logo, new URL(request.url).origin) }),
  created: (college) => ({
    message: "Your data is submitted",
    college_id: college.id,
    slug: college.slug,
    logo: college.logo_path,
  }),
  decorateError: (body) => ({ ...body, details: body.message }),
});

/** /Addmission: {exam_name, exam_date, catagoryId} → {message}. */
export const addExam = catalogueWrite({
  fields: EXAM_FIELDS,
  schema: ExamFormSchema,
  create: (db, values) => createExam(db, values),
  created: (exam) => ({ message: `Exam "${exam.name}" added.`, exam_id: exam.id }),
});

/** /CollegeBranch: {branch_name, college_id} → {message}. */
export const addBranch = catalogueWrite({
  fields: BRANCH_FIELDS,
  schema: BranchFormSchema,
  create: (db, values) => createBranch(db, values),
  created: (branch) => ({ message: `Branch "${branch.name}" added.`, branch_id: branch.id }),
});

/** /CollegeCourse: five fields → 201 {message}; failures carry `error`. */
export const addCourse = catalogueWrite({
  fields: COURSE_FIELDS,
  schema: CourseFormSchema,
  create: (db, values) => createCourse(db, values),
  created: (course) => ({ message: "Course added successfully", ...specCourse(course) }),
});

/** /CollegePlacement: {company_name, college_id} → {message}. */
export const addPlacement = catalogueWrite({
  fields: PLACEMENT_FIELDS,
  schema: PlacementFormSchema,
  create: (db, values) => createPlacement(db, values),
  created: (placement) => ({ message: `"${placement.company_name}" added.`, placement_id: placement.id }),
});

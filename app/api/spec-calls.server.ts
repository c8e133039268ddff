import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { LoginSchema, RegistrationSchema } from "#app/features/admins/admin-schema";
import { CategoryFormSchema } from "#app/features/catalogue/categories/category-schema";
import {
  listAdminNames,
  registerAdmin,
  registrationRefusal,
  registrationRefused,
  type RegistrationRefusal,
} from "#app/features/admins/admins.server";
import { SETUP_PARAM, setupLinkRequired } from "#app/features/admins/first-admin-setup";
import { signIn } from "#app/features/admins/sign-in.server";
import { INVALID_CREDENTIALS, SIGN_IN_REFUSALS } from "#app/features/admins/sign-in-refusals";
import { BranchFormSchema } from "#app/features/catalogue/branches/branch-schema";
import { createBranch } from "#app/features/catalogue/branches/branches.server";
import { createCategory, listCategories } from "#app/features/catalogue/categories/categories.server";
import { collegeLogoPath } from "#app/features/catalogue/colleges/college-logo-path";
import { CollegeFormSchema } from "#app/features/catalogue/colleges/college-schema";
import {
  createCollege,
  getCollegeById,
  listCollegeDetails,
  listColleges,
} from "#app/features/catalogue/colleges/colleges.server";
import { CourseFormSchema } from "#app/features/catalogue/courses/course-schema";
import { createCourse, listCourses } from "#app/features/catalogue/courses/courses.server";
import { ExamFormSchema } from "#app/features/catalogue/exams/exam-schema";
import { createExam } from "#app/features/catalogue/exams/exams.server";
import { PlacementFormSchema } from "#app/features/catalogue/placements/placement-schema";
import { createPlacement } from "#app/features/catalogue/placements/placements.server";
import type { DB } from "#app/db/db.server";
import { getAdmin, readSessionToken, sessionCookie } from "#app/features/admins/auth.server";
import { dbFrom } from "#app/utils/context.server";
import { clientIpHash } from "#app/utils/ip-hash.server";
import { parseId } from "#app/utils/ids";
import {
  ApiError,
  answer,
  assertMethod,
  cachedJson,
  json,
  readFormObject,
  readJsonObject,
  type errorBody,
} from "./http.server";
import {
  BRANCH_FIELDS,
  CATEGORY_FIELDS,
  COLLEGE_API_FIELDS,
  COURSE_FIELDS,
  EXAM_FIELDS,
  LOGIN_FIELDS,
  PLACEMENT_FIELDS,
  REGISTRATION_FIELDS,
  specCategory,
  specCollege,
  specCourse,
  specName,
  toOurFields,
  validateWith,
  type FieldMap,
} from "./spec-fields.server";

/**
 * The original product's HTTP API (docs/original-contract.md#api-calls, each call in
 * docs/api.md), one definition per call, over the same schemas and services as the admin
 * screens. Route modules under routes/api/ only bind these to their paths.
 */

interface CallArgs {
  request: Request;
  context: AppLoadContext;
}

/** Small bodies: every field of every call fits in this with room to spare. */
const BODY_LIMIT = 16 * 1024;
/** Add College carries eight long texts of up to 5,000 characters each (up to 4 bytes a character in UTF-8). */
const COLLEGE_BODY_LIMIT = 256 * 1024;

async function requireApiAdmin({ request, context }: CallArgs) {
  const admin = await getAdmin(request, context);
  if (!admin) throw new ApiError(401, "Sign in as an admin first (POST /narayanaApi/adminLogin.php).");
  return admin;
}

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

/** A refused registration as the API answers it: the same words and status as the page. */
function registrationApiError(reason: RegistrationRefusal | "email-taken"): ApiError {
  const refusal = registrationRefused(reason);
  return new ApiError(refusal.status ?? 403, refusal.message, refusal.field);
}

/**
 * adminRegister.php: multipart {name, email, password, mobile} → {success, message}. Open while no
 * admin exists (in production only with the start log's `?setup=` token); after that only a
 * signed-in admin may add one (the rule lives in registerAdmin).
 */
export function registerAdminCall(args: CallArgs) {
  return answer(
    args,
    async () => {
      assertMethod(args.request, "POST");
      const db = dbFrom(args.context);
      const options = {
        bySignedInAdmin: (await getAdmin(args.request, args.context))?.role === "owner",
        setupTokenRequired: setupLinkRequired(args.context.env),
        setupToken: new URL(args.request.url).searchParams.get(SETUP_PARAM),
      };
      // Refused is the answer a stranger gets, whatever they sent.
      const refusal = await registrationRefusal(db, options);
      if (refusal) throw registrationApiError(refusal);
      const body = await readFormObject(args.request, BODY_LIMIT);
      const values = validateWith(RegistrationSchema, REGISTRATION_FIELDS, toOurFields(REGISTRATION_FIELDS, body));
      const result = await registerAdmin(db, values, options);
      if (!result.ok) throw registrationApiError(result.reason);
      return json({ success: true, message: "Registration successful. You can now log in." }, { status: 201 });
    },
    { specField: (ours) => specName(REGISTRATION_FIELDS, ours) },
  );
}

/** adminLogin.php: JSON {email, password} → 200 {message} and the session cookie; 401, 429 or 503 otherwise. */
export function loginCall(args: CallArgs) {
  return answer(args, async () => {
    assertMethod(args.request, "POST");
    const db = dbFrom(args.context);
    const body = await readJsonObject(args.request, BODY_LIMIT);
    const values = validateWith(LoginSchema, LOGIN_FIELDS, toOurFields(LOGIN_FIELDS, body));
    const result = await signIn(db, {
      ...values,
      ipHash: clientIpHash(args.context),
      previousToken: readSessionToken(args.request, args.context),
    });
    if (!result.ok && result.reason !== "invalid") {
      const refusal = SIGN_IN_REFUSALS[result.reason];
      throw new ApiError(refusal.status, refusal.message(result.retryAfterSeconds), undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    }
    if (!result.ok) throw new ApiError(401, INVALID_CREDENTIALS);
    return json(
      { success: true, message: "Login successful!", admin: { id: result.admin.id, name: result.admin.name } },
      { headers: { "Set-Cookie": sessionCookie(args.context, result.token, result.expiresAt) } },
    );
  });
}

/** A read: GET only, answered with an ETag and 304 when the caller's copy is current. */
function catalogueRead(
  load: (db: DB, url: URL, args: CallArgs) => Promise<unknown>,
  options: { private?: boolean } = {},
) {
  return (args: CallArgs) =>
    answer(args, async () => {
      const body = await load(dbFrom(args.context), new URL(args.request.url), args);
      return cachedJson(args.request, body, options);
    });
}

/** An optional ?college_id= filter; anything but a positive whole number is refused, naming it. */
function collegeIdFilter(url: URL): number | undefined {
  const raw = url.searchParams.get("college_id");
  if (raw === null || raw === "") return undefined;
  const id = parseId(raw);
  if (!id) throw new ApiError(400, "college_id must be a positive whole number.", "college_id");
  return id;
}

/** getAdmin.php: [{id, name}], for signed-in admins only (names of staff are not public). */
export const adminList = catalogueRead(
  async (db, _url, args) => {
    await requireApiAdmin(args);
    return listAdminNames(db);
  },
  { private: true },
);

/** /CatagoryGet: [{cat_id, catagory_name}]. */
export const categoryList = catalogueRead(async (db) => (await listCategories(db)).map(specCategory));

/** /DetailsGet: [{college_id, name}]. */
export const collegeOptionList = catalogueRead(async (db) =>
  (await listColleges(db)).map((college) => ({ college_id: college.id, name: college.name })),
);

/** /CourceGet and college_course.php: courses in the spec's fields, optionally of one college. */
export const courseList = catalogueRead(async (db, url) =>
  (await listCourses(db, { collegeId: collegeIdFilter(url) })).map(specCourse),
);

/**
 * getCollege.php: every college with every college field (docs/original-contract.md#payload-field-names),
 * or one, with ?college_id=.
 */
export const collegeList = catalogueRead(async (db, url) => {
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
 * counted in memory and written every few seconds (features/catalogue/colleges/college-views.server.ts).
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

import type { z } from "zod";
import type { Category, College, Course } from "#app/db/schema";
import { hasUnreadableText } from "#app/utils/form-data.server";
import { ApiError } from "./http.server";

/**
 * The original product's field names (`catagory_name`, `catagoryId`, `college_structure`, ...;
 * docs/original-contract.md#payload-field-names) mapped to ours, in one place. Requests are
 * renamed on the way in, answers and error fields on the way out; the services and tables only
 * ever see our spelling.
 */
interface FieldRule {
  ours: string;
  /** "text" takes a JSON string; "number" takes a JSON number or a string of digits (HTML forms send strings). */
  kind: "text" | "number";
}

export type FieldMap = Record<string, FieldRule>;

const text = (ours: string): FieldRule => ({ ours, kind: "text" });
const number = (ours: string): FieldRule => ({ ours, kind: "number" });

export const REGISTRATION_FIELDS: FieldMap = {
  name: text("name"),
  email: text("email"),
  password: text("password"),
  mobile: text("mobile"),
};

export const LOGIN_FIELDS: FieldMap = { email: text("email"), password: text("password") };

export const CATEGORY_FIELDS: FieldMap = { catagory_name: text("name") };

/** A college in the spec's API spelling (the college form lays out its own fields: COLLEGE_FIELDS). */
export const COLLEGE_API_FIELDS: FieldMap = {
  name: text("name"),
  location: text("location"),
  address: text("address"),
  cities: text("cities"),
  state: text("state"),
  university: text("university"),
  verified_by: text("verified_by"),
  college_website: text("website"),
  study_mode: text("study_mode"),
  cat_id: number("category_id"),
  about_college: text("about"),
  college_ranking: text("ranking"),
  college_admission: text("admission"),
  college_placement: text("placement"),
  college_structure: text("fee_structure"),
  college_course: text("courses_overview"),
  college_hostel: text("hostel"),
  college_campus: text("campus"),
};

export const EXAM_FIELDS: FieldMap = {
  exam_name: text("name"),
  exam_date: text("exam_date"),
  catagoryId: number("category_id"),
  // Ours, not the original's (issue 46): optional, so the original's Add Exam calls stay valid.
  registration_opens: text("registration_opens"),
  registration_closes: text("registration_closes"),
  admit_card_date: text("admit_card_date"),
  exam_last_date: text("exam_last_date"),
  result_date: text("result_date"),
  official_site: text("official_site"),
};

export const BRANCH_FIELDS: FieldMap = { branch_name: text("name"), college_id: number("college_id") };

export const COURSE_FIELDS: FieldMap = {
  college_id: number("college_id"),
  course_name: text("name"),
  course_duration: text("duration"),
  course_fee: number("fee_inr"),
  sem_no: number("semesters"),
};

export const PLACEMENT_FIELDS: FieldMap = { company_name: text("company_name"), college_id: number("college_id") };

/** Our field name back in the spec's spelling (unknown names pass through). */
export function specName(map: FieldMap, ours: string): string {
  for (const [spec, rule] of Object.entries(map)) if (rule.ours === ours) return spec;
  return ours;
}

/**
 * A request body in our spelling, as the strings the shared form schemas read. A field of the
 * wrong JSON type is refused here, naming it: the schemas coerce, and `true` or `[1]` must not
 * quietly become the number 1. A missing or null field reads as empty, so the schema reports it with the form's message.
 */
export function toOurFields(map: FieldMap, body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [spec, rule] of Object.entries(map)) {
    const value = body[spec];
    // Missing reads as an empty field, as an HTML form sends it, so the schema's own message answers.
    if (value === undefined || value === null) values[rule.ours] = "";
    else if (typeof value === "string") {
      if (hasUnreadableText(value)) throw new ApiError(400, `${spec} holds a character no field may contain.`, spec);
      values[rule.ours] = value;
    } else if (rule.kind === "number" && typeof value === "number" && Number.isFinite(value)) {
      values[rule.ours] = String(value);
    } else {
      throw new ApiError(400, `${spec} must be ${rule.kind === "number" ? "a number" : "text"}.`, spec);
    }
  }
  return values;
}

/** Validates with the same schema the admin form uses; the first problem answers, every problem is listed. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  map: FieldMap,
  values: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[specName(map, String(issue.path[0] ?? ""))] ??= issue.message;
  const [field, message] = Object.entries(errors)[0] ?? ["", "Check the fields and try again."];
  throw new ApiError(400, message, field || undefined, {}, errors);
}

/** Renames one of our rows to the spec's fields, using the same map as the requests. */
function toSpec(map: FieldMap, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [spec, rule] of Object.entries(map)) out[spec] = row[rule.ours] ?? null;
  return out;
}

export const specCategory = (category: Category) => ({ cat_id: category.id, catagory_name: category.name });

/** A college in the spec's fields, plus its slug (its page is /{slug}); `logo` is a path on this server. */
export const specCollege = (college: College) => ({
  college_id: college.id,
  ...toSpec(COLLEGE_API_FIELDS, college as unknown as Record<string, unknown>),
  logo: college.logo_path,
  slug: college.slug,
});

export const specCourse = (course: Course) => ({
  course_id: course.id,
  ...toSpec(COURSE_FIELDS, course as unknown as Record<string, unknown>),
});

import type { z } from "zod";
import type { DB } from "#app/db/db.server";
import { BranchFormSchema } from "#app/features/catalogue/branches/branch-schema";
import { getBranchById, updateBranch } from "#app/features/catalogue/branches/branches.server";
import { CategoryFormSchema } from "#app/features/catalogue/categories/category-schema";
import { getCategoryById, listCategories, updateCategory } from "#app/features/catalogue/categories/categories.server";
import {
  COLLEGE_DISCOVERY_FIELDS,
  COLLEGE_FIELDS,
  COLLEGE_LONG_TEXT_FIELDS,
  CollegeFormSchema,
  type CollegeFormValues,
} from "#app/features/catalogue/colleges/college-schema";
import { getCollegeById, updateCollege } from "#app/features/catalogue/colleges/colleges.server";
import { CourseFormSchema } from "#app/features/catalogue/courses/course-schema";
import { getCourseById, updateCourse } from "#app/features/catalogue/courses/courses.server";
import { ExamFormSchema } from "#app/features/catalogue/exams/exam-schema";
import { getExamById, listExams, updateExam } from "#app/features/catalogue/exams/exams.server";
import { examIdsOfCollege } from "#app/features/catalogue/exams/college-exams.server";
import { PlacementFormSchema } from "#app/features/catalogue/placements/placement-schema";
import { getPlacementById, updatePlacement } from "#app/features/catalogue/placements/placements.server";

interface EditField {
  name: string;
  label: string;
  /** "college": the college picker, which asks the server as you type (never a list of every college). */
  kind: "text" | "textarea" | "select" | "date" | "number" | "url" | "checkboxes" | "college";
  options?: { value: number; label: string }[];
  hint?: string;
}

export interface EditConfig {
  label: string;
  /** The row's current values as strings, or undefined when it does not exist. */
  load(db: DB, id: number): Promise<Record<string, string | string[]> | undefined>;
  fields(db: DB): Promise<EditField[]>;
  schema: z.ZodType;
  save(db: DB, id: number, values: never): Promise<unknown>;
}

function strings(row: object | undefined): Record<string, string> | undefined {
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? "" : String(value)]));
}

const categorySelect = async (db: DB) => (await listCategories(db)).map((c) => ({ value: c.id, label: c.name }));

/** How each catalogue entity is edited: its fields, its schema (shared with the add forms) and its service. */
export const EDIT: Record<string, EditConfig> = {
  colleges: {
    label: "College",
    load: async (db, id) => {
      const college = strings(await getCollegeById(db, id));
      return college && { ...college, exam_ids: (await examIdsOfCollege(db, id)).map(String) };
    },
    fields: async (db) => {
      const [categories, exams] = await Promise.all([categorySelect(db), listExams(db)]);
      const original: EditField[] = COLLEGE_FIELDS.map(([name, label]) => ({
        name,
        label,
        kind:
          name === "category_id"
            ? "select"
            : COLLEGE_LONG_TEXT_FIELDS.has(name)
              ? "textarea"
              : name === "website"
                ? "url"
                : "text",
        options: name === "category_id" ? categories : undefined,
      }));
      return [
        ...original,
        { name: "short_names", kind: "text", ...COLLEGE_DISCOVERY_FIELDS.short_names },
        {
          name: "exam_ids",
          kind: "checkboxes",
          label: COLLEGE_DISCOVERY_FIELDS.exam_ids.label,
          options: exams.map((exam) => ({ value: exam.id, label: `${exam.name} (${exam.exam_date})` })),
        },
      ];
    },
    schema: CollegeFormSchema,
    // No tick sent is no exam accepted (an unticked box sends nothing).
    save: (db, id, values: CollegeFormValues) => updateCollege(db, id, { ...values, exam_ids: values.exam_ids ?? [] }),
  },
  categories: {
    label: "Category",
    load: async (db, id) => strings(await getCategoryById(db, id)),
    fields: async () => [{ name: "name", label: "Category Name", kind: "text" }],
    schema: CategoryFormSchema,
    save: (db, id, values) => updateCategory(db, id, values),
  },
  branches: {
    label: "Branch",
    load: async (db, id) => strings(await getBranchById(db, id)),
    fields: async () => [
      { name: "name", label: "Branch Name", kind: "text" },
      { name: "college_id", label: "College", kind: "college" },
    ],
    schema: BranchFormSchema,
    save: (db, id, values) => updateBranch(db, id, values),
  },
  courses: {
    label: "Course",
    load: async (db, id) => strings(await getCourseById(db, id)),
    fields: async () => [
      { name: "college_id", label: "College", kind: "college" },
      { name: "name", label: "Course Name", kind: "text" },
      { name: "duration", label: "Course Duration", kind: "text" },
      { name: "fee_inr", label: "Course Fee", kind: "number" },
      { name: "semesters", label: "Semesters", kind: "number" },
    ],
    schema: CourseFormSchema,
    save: (db, id, values) => updateCourse(db, id, values),
  },
  exams: {
    label: "Entrance exam",
    load: async (db, id) => strings(await getExamById(db, id)),
    fields: async (db) => [
      { name: "name", label: "Exam Name", kind: "text" },
      { name: "exam_date", label: "Exam Date", kind: "date" },
      { name: "category_id", label: "Category", kind: "select", options: await categorySelect(db) },
    ],
    schema: ExamFormSchema,
    save: (db, id, values) => updateExam(db, id, values),
  },
  placements: {
    label: "Placement company",
    load: async (db, id) => strings(await getPlacementById(db, id)),
    fields: async () => [
      { name: "company_name", label: "Company Name", kind: "text" },
      { name: "college_id", label: "College", kind: "college" },
    ],
    schema: PlacementFormSchema,
    save: (db, id, values) => updatePlacement(db, id, values),
  },
};

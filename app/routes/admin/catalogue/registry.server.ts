import type { DB } from "#app/db/db.server";
import { deleteBranch, listBranches } from "#app/features/branches/branches.server";
import { deleteCategory, listCategories } from "#app/features/categories/categories.server";
import { collegeOptions } from "#app/features/colleges/college-options.server";
import { deleteCollege, listColleges } from "#app/features/colleges/colleges.server";
import { deleteCourse, listCourses } from "#app/features/courses/courses.server";
import { deleteExam, listExams } from "#app/features/exams/exams.server";
import { deletePlacement, listPlacements } from "#app/features/placements/placements.server";
import { formatInr } from "#app/utils/format";

/** A catalogue row as the admin list shows it: an id, a title and a few facts. */
export interface CatalogueRow {
  id: number;
  title: string;
  details: string[];
  /** Public page of the row, if it has one. */
  href?: string;
}

export interface CatalogueEntity {
  label: string;
  plural: string;
  rows(db: DB): Promise<CatalogueRow[]>;
  remove(db: DB, id: number): Promise<void>;
}

async function collegeNames(db: DB): Promise<Map<number, string>> {
  return new Map((await collegeOptions(db)).map((option) => [option.value, option.label]));
}

/**
 * Every catalogue entity the admin lists. The catalogue is small (hundreds of rows), so lists
 * are read whole and searched and paged in memory; each entity's rules stay in its service.
 */
export const CATALOGUE: Record<string, CatalogueEntity> = {
  colleges: {
    label: "College",
    plural: "Colleges",
    async rows(db) {
      return (await listColleges(db)).map((c) => ({
        id: c.id,
        title: c.name,
        details: [`${c.cities}, ${c.state}`, c.university],
        href: `/${c.slug}`,
      }));
    },
    remove: deleteCollege,
  },
  categories: {
    label: "Category",
    plural: "Categories",
    async rows(db) {
      return (await listCategories(db)).map((c) => ({ id: c.id, title: c.name, details: [] }));
    },
    remove: deleteCategory,
  },
  branches: {
    label: "Branch",
    plural: "Branches",
    async rows(db) {
      const names = await collegeNames(db);
      return (await listBranches(db)).map((b) => ({
        id: b.id,
        title: b.name,
        details: [names.get(b.college_id) ?? ""],
      }));
    },
    remove: deleteBranch,
  },
  courses: {
    label: "Course",
    plural: "Courses",
    async rows(db) {
      const names = await collegeNames(db);
      return (await listCourses(db)).map((c) => ({
        id: c.id,
        title: c.name,
        details: [
          names.get(c.college_id) ?? "",
          c.duration,
          `${formatInr(c.fee_inr)} a year`,
          `${c.semesters} semesters`,
        ],
      }));
    },
    remove: deleteCourse,
  },
  exams: {
    label: "Entrance exam",
    plural: "Entrance exams",
    async rows(db) {
      const categories = new Map((await listCategories(db)).map((c) => [c.id, c.name]));
      return (await listExams(db)).map((e) => ({
        id: e.id,
        title: e.name,
        details: [e.exam_date, categories.get(e.category_id) ?? ""],
      }));
    },
    remove: deleteExam,
  },
  placements: {
    label: "Placement company",
    plural: "Placement companies",
    async rows(db) {
      const names = await collegeNames(db);
      return (await listPlacements(db)).map((p) => ({
        id: p.id,
        title: p.company_name,
        details: [names.get(p.college_id) ?? ""],
      }));
    },
    remove: deletePlacement,
  },
};

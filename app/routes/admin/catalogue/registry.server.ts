import type { DB } from "#app/db/db.server";
import { deleteBranch } from "#app/features/catalogue/branches/branches.server";
import type { CatalogueEntityName } from "#app/features/catalogue/catalogue-list.server";
import { deleteCategory } from "#app/features/catalogue/categories/categories.server";
import { deleteCollege } from "#app/features/catalogue/colleges/colleges.server";
import { deleteCourse } from "#app/features/catalogue/courses/courses.server";
import { deleteExam } from "#app/features/catalogue/exams/exams.server";
import { deletePlacement } from "#app/features/catalogue/placements/placements.server";

export interface CatalogueEntity {
  name: CatalogueEntityName;
  label: string;
  plural: string;
  remove(db: DB, id: number): Promise<void>;
}

/**
 * Every catalogue entity the admin lists: its names and its delete. The lists themselves are read
 * a page at a time by app/features/catalogue/catalogue-list.server.ts; each rule stays in its service.
 */
export const CATALOGUE: Record<CatalogueEntityName, CatalogueEntity> = {
  colleges: { name: "colleges", label: "College", plural: "Colleges", remove: deleteCollege },
  categories: { name: "categories", label: "Category", plural: "Categories", remove: deleteCategory },
  branches: { name: "branches", label: "Branch", plural: "Branches", remove: deleteBranch },
  courses: { name: "courses", label: "Course", plural: "Courses", remove: deleteCourse },
  exams: { name: "exams", label: "Entrance exam", plural: "Entrance exams", remove: deleteExam },
  placements: {
    name: "placements",
    label: "Placement company",
    plural: "Placement companies",
    remove: deletePlacement,
  },
};

import { data, type AppLoadContext } from "react-router";
import type { DB } from "#app/db/db.server";
import { requireAdmin } from "#app/features/admins/auth.server";
import { deleteBranch } from "#app/features/colleges/branches/branches.server";
import type { CatalogueEntityName } from "#app/features/colleges/catalogue-list.server";
import { deleteCategory } from "#app/features/categories/categories.server";
import { deleteCollege } from "#app/features/colleges/colleges.server";
import { deleteCourse } from "#app/features/colleges/courses/courses.server";
import { deleteExam } from "#app/features/exams/exams.server";
import { deletePlacement } from "#app/features/colleges/placements/placements.server";
import { parseId } from "#app/utils/ids";
import { ownEntry } from "#app/utils/own-entry";
import { branchEditor } from "./branch-editor.server";
import { categoryEditor } from "./category-editor.server";
import { collegeEditor } from "./college-editor.server";
import { courseEditor } from "./course-editor.server";
import { examEditor } from "./exam-editor.server";
import { placementEditor } from "./placement-editor.server";

interface CatalogueEntity {
  name: CatalogueEntityName;
  label: string;
  plural: string;
  remove(db: DB, id: number): Promise<void>;
  editor: { entity: CatalogueEntityName };
}

/**
 * Every catalogue entity the admin lists and edits: its names, its delete and its editor (the
 * form its add screen shows too). The lists are read a page at a time by
 * app/features/colleges/catalogue-list.server.ts; each rule stays in its service.
 */
export const CATALOGUE = {
  colleges: { name: "colleges", label: "College", plural: "Colleges", remove: deleteCollege, editor: collegeEditor },
  categories: {
    name: "categories",
    label: "Category",
    plural: "Categories",
    remove: deleteCategory,
    editor: categoryEditor,
  },
  branches: { name: "branches", label: "Branch", plural: "Branches", remove: deleteBranch, editor: branchEditor },
  courses: { name: "courses", label: "Course", plural: "Courses", remove: deleteCourse, editor: courseEditor },
  exams: { name: "exams", label: "Entrance exam", plural: "Entrance exams", remove: deleteExam, editor: examEditor },
  placements: {
    name: "placements",
    label: "Placement company",
    plural: "Placement companies",
    remove: deletePlacement,
    editor: placementEditor,
  },
} as const satisfies Record<CatalogueEntityName, CatalogueEntity>;

interface CatalogueArgs {
  request: Request;
  context: AppLoadContext;
  params: { entity?: string; id?: string };
}

/**
 * The entity a catalogue address names (`/Admin/catalogue/:entity`). One it does not name is a
 * 404, but only for a signed-in admin: anyone else is sent to sign in first, whatever the address.
 */
export async function catalogueEntity({ request, context, params }: CatalogueArgs) {
  return ownEntry(CATALOGUE, params.entity ?? "") ?? notFound(request, context);
}

/** The entity and the row an edit address names (`/Admin/catalogue/:entity/:id`), on the same terms. */
export async function catalogueItem(args: CatalogueArgs) {
  const entity = await catalogueEntity(args);
  const id = parseId(args.params.id) ?? (await notFound(args.request, args.context));
  return { entity, id };
}

async function notFound(request: Request, context: AppLoadContext): Promise<never> {
  await requireAdmin(request, context);
  throw data("Not found", { status: 404 });
}

import type { DB } from "#app/db/db.server";
import { CategoryFormSchema } from "#app/features/categories/category-schema";
import { getCategoryById, listCategories, updateCategory } from "#app/features/categories/categories.server";
import { catalogueEditor, fieldValues } from "./catalogue-editor.server";

export const categoryEditor = catalogueEditor({
  entity: "categories",
  schema: CategoryFormSchema,
  choices: async () => ({}),
  current: async (db, id) => fieldValues(CategoryFormSchema, await getCategoryById(db, id)),
  update: updateCategory,
});

/** The categories as a form's drop-down offers them (the college and exam editors). */
export async function categoryOptions(db: DB) {
  return (await listCategories(db)).map((category) => ({ value: category.id, label: category.name }));
}

import type { DB } from "#app/db/db.server";
import { CatalogueError } from "#app/utils/catalogue-error";

/**
 * For the features whose rows name a category (colleges, exams): like assertCollegeExists
 * (features/colleges/college-exists.server.ts), a message naming the field instead of a foreign key error.
 */
export async function assertCategoryExists(db: DB, categoryId: number, field = "category_id"): Promise<void> {
  const found = await db.selectFrom("categories").select("id").where("id", "=", categoryId).executeTakeFirst();
  if (!found) throw new CatalogueError("invalid-reference", "Choose a category that exists.", field);
}

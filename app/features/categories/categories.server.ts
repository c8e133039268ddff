import type { DB } from "#app/db/db.server";
import type { Category } from "#app/db/schema";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";

import type { CategoryInput } from "./category-schema";

const columns = ["id", "name", "created_at"] as const;

export async function listCategories(db: DB): Promise<Category[]> {
  return db.selectFrom("categories").select(columns).orderBy("name").execute();
}

export async function getCategoryById(db: DB, id: number): Promise<Category | undefined> {
  return db.selectFrom("categories").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function getCategoryByName(db: DB, name: string): Promise<Category | undefined> {
  return db.selectFrom("categories").select(columns).where("name", "=", name.trim()).executeTakeFirst();
}

export async function createCategory(db: DB, input: CategoryInput): Promise<Category> {
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    await assertNameFree(trx, name);
    return trx
      .insertInto("categories")
      .values({ name, created_at: now() })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updateCategory(db: DB, id: number, input: CategoryInput): Promise<Category> {
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    await assertNameFree(trx, name, id);
    const row = await trx
      .updateTable("categories")
      .set({ name })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This category no longer exists.");
    return row;
  });
}

/**
 * For the rows that name a category (colleges, exams): like assertCollegeExists, a message naming
 * the field instead of a foreign key error.
 */
export async function assertCategoryExists(db: DB, categoryId: number, field = "category_id"): Promise<void> {
  const found = await db.selectFrom("categories").select("id").where("id", "=", categoryId).executeTakeFirst();
  if (!found) throw new CatalogueError("invalid-reference", "Choose a category that exists.", field);
}

/** Refused while a college or an exam still belongs to the category. */
export async function deleteCategory(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { colleges } = await trx
      .selectFrom("colleges")
      .select((eb) => eb.fn.countAll<number>().as("colleges"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    const { exams } = await trx
      .selectFrom("exams")
      .select((eb) => eb.fn.countAll<number>().as("exams"))
      .where("category_id", "=", id)
      .executeTakeFirstOrThrow();
    if (Number(colleges) > 0 || Number(exams) > 0) {
      throw new CatalogueError(
        "in-use",
        `This category still has ${Number(colleges)} college(s) and ${Number(exams)} exam(s). Move or delete them first.`,
      );
    }
    const result = await trx.deleteFrom("categories").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new CatalogueError("not-found", "This category no longer exists.");
  });
}

async function assertNameFree(db: DB, name: string, exceptId?: number): Promise<void> {
  // Compared here, not with SQL lower(): SQLite's lower() folds ASCII letters only, so "Ärzte"
  // and "ärzte" would pass as different names. There are only ever a few dozen categories.
  const key = name.toLocaleLowerCase("en-IN");
  const taken = (await db.selectFrom("categories").select(["id", "name"]).execute()).some(
    (row) => row.id !== exceptId && row.name.toLocaleLowerCase("en-IN") === key,
  );
  if (taken) {
    throw new CatalogueError("duplicate", `A category named "${name}" already exists.`, "name");
  }
}

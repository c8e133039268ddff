import type { DB } from "#app/db/db.server";
import { CatalogueError } from "#app/utils/catalogue-error";

/**
 * For the features whose rows name a college (branches, courses, placements). Foreign keys would
 * refuse a dangling reference too, but with an engine-specific error. Checking first inside the
 * same transaction gives the person at the form a message naming the field.
 */
export async function assertCollegeExists(db: DB, collegeId: number, field = "college_id"): Promise<void> {
  const found = await db.selectFrom("colleges").select("id").where("id", "=", collegeId).executeTakeFirst();
  if (!found) throw new CatalogueError("invalid-reference", "Choose a college that exists.", field);
}

import type { DB } from "#app/db/db.server";
import { assertCollegeExists } from "#app/features/colleges/colleges.server";
import type { PlacementCompany } from "#app/db/schema";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";

export interface PlacementInput {
  college_id: number;
  company_name: string;
}

const columns = ["id", "college_id", "company_name", "created_at"] as const;

export async function listPlacements(db: DB, options: { collegeId?: number } = {}): Promise<PlacementCompany[]> {
  let query = db.selectFrom("placement_companies").select(columns).orderBy("college_id").orderBy("company_name");
  if (options.collegeId !== undefined) query = query.where("college_id", "=", options.collegeId);
  return query.execute();
}

export async function getPlacementById(db: DB, id: number): Promise<PlacementCompany | undefined> {
  return db.selectFrom("placement_companies").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function createPlacement(db: DB, input: PlacementInput): Promise<PlacementCompany> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    return trx
      .insertInto("placement_companies")
      .values({ college_id: input.college_id, company_name: input.company_name.trim(), created_at: now() })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updatePlacement(db: DB, id: number, input: PlacementInput): Promise<PlacementCompany> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    const row = await trx
      .updateTable("placement_companies")
      .set({ college_id: input.college_id, company_name: input.company_name.trim() })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This placement company no longer exists.");
    return row;
  });
}

export async function deletePlacement(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom("placement_companies").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new CatalogueError("not-found", "This placement company no longer exists.");
  }
}

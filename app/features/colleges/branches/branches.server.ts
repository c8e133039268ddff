import type { DB } from "#app/db/db.server";
import { assertCollegeExists } from "#app/features/colleges/colleges.server";
import type { Branch } from "#app/db/schema";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";

export interface BranchInput {
  college_id: number;
  name: string;
}

const columns = ["id", "college_id", "name", "created_at"] as const;

export async function listBranches(db: DB, options: { collegeId?: number } = {}): Promise<Branch[]> {
  let query = db.selectFrom("branches").select(columns).orderBy("college_id").orderBy("name");
  if (options.collegeId !== undefined) query = query.where("college_id", "=", options.collegeId);
  return query.execute();
}

export async function getBranchById(db: DB, id: number): Promise<Branch | undefined> {
  return db.selectFrom("branches").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function createBranch(db: DB, input: BranchInput): Promise<Branch> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    await assertBranchFree(trx, input);
    return trx
      .insertInto("branches")
      .values({ college_id: input.college_id, name: input.name.trim(), created_at: now() })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
}

export async function updateBranch(db: DB, id: number, input: BranchInput): Promise<Branch> {
  return db.transaction().execute(async (trx) => {
    await assertCollegeExists(trx, input.college_id);
    await assertBranchFree(trx, input, id);
    const row = await trx
      .updateTable("branches")
      .set({ college_id: input.college_id, name: input.name.trim() })
      .where("id", "=", id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This branch no longer exists.");
    return row;
  });
}

export async function deleteBranch(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom("branches").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new CatalogueError("not-found", "This branch no longer exists.");
}

async function assertBranchFree(db: DB, input: BranchInput, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom("branches")
    .select("id")
    .where("college_id", "=", input.college_id)
    .where("name", "=", input.name.trim());
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) {
    throw new CatalogueError("duplicate", "This college already has a branch with that name.", "name");
  }
}

import type { DB } from "#app/db/db.server";

/** Every college as an option for a drop-down (branch, course and placement forms). */
export async function collegeOptions(db: DB): Promise<{ value: number; label: string }[]> {
  const rows = await db.selectFrom("colleges").select(["id", "name"]).orderBy("name").execute();
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

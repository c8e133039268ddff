import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { containsPattern } from "#app/db/like-pattern";

/** A college as the branch, course and placement forms offer it. */
export interface CollegeOption {
  value: number;
  label: string;
}

/** Longest text a picker searches for: a college's name is shorter. */
const MAX_QUERY = 100;

/**
 * The colleges whose name contains `text` anywhere (a number such as "04242" included), by name,
 * at most `limit`: the admin college picker asks for a few at a time, so a form never carries the
 * whole catalogue (10,000 colleges made a 1.78 MB page). Empty text finds nothing.
 */
export async function findCollegeOptions(db: DB, text: string, limit: number): Promise<CollegeOption[]> {
  const query = text.trim().slice(0, MAX_QUERY);
  if (!query) return [];
  const rows = await db
    .selectFrom("colleges")
    .select(["id", "name"])
    .where(sql`lower(name)`, "like", containsPattern(query))
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

/** One college as an option (the one an edit screen shows chosen), or undefined. */
export async function collegeOptionById(db: DB, id: number): Promise<CollegeOption | undefined> {
  const row = await db.selectFrom("colleges").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  return row && { value: row.id, label: row.name };
}

/**
 * The college a lead enquired about, by the name its enquiry copied (leads keep a name, so they
 * outlive the college): the catalogue's college of that name, any case, or undefined.
 */
export async function collegeOptionByName(db: DB, name: string | null): Promise<CollegeOption | undefined> {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return undefined;
  const row = await db
    .selectFrom("colleges")
    .select(["id", "name"])
    .where(sql`lower(name)`, "=", wanted)
    .orderBy("id")
    .executeTakeFirst();
  return row && { value: row.id, label: row.name };
}

/** The names of a college's courses, by name: what an application to it may be for. */
export async function courseNamesOf(db: DB, collegeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("courses")
    .select("name")
    .where("college_id", "=", collegeId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return [...new Set(rows.map((row) => row.name))];
}

import type { Kysely } from "kysely";

/**
 * Optional Hindi versions of a college's descriptive fields (issue 26, part 4), edited on the
 * college form under "In Hindi (optional)" and shown on the college's Hindi page (/hi/<slug>).
 * Null: no Hindi yet, and the Hindi page shows the English, marked as English.
 *
 * Frozen in time.
 */
const FIELDS = ["about", "ranking", "admission", "placement", "fee_structure", "courses_overview", "hostel", "campus"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const field of FIELDS) {
    await db.schema.alterTable("colleges").addColumn(`${field}_hi`, "text").execute();
  }
}

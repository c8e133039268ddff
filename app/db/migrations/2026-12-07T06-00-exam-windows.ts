import type { Kysely } from "kysely";

/**
 * An exam's windows (issue 46, item 1; docs/decisions/088-exam-windows-and-facts-in-compare.md): when registration
 * opens and closes, the admit card, the exam's last day (`exam_date` stays its first), the result
 * and the official site. India days (YYYY-MM-DD), each null until staff know it. `is_sample`
 * marks the demo's made-up dates, as the college facts mark theirs; an edit by staff clears it.
 * Nullable columns, and one with a constant default, are added without rewriting the table on
 * both engines; exams' content-version trigger already covers every column.
 *
 * Frozen in time.
 */
const DAYS = ["registration_opens", "registration_closes", "admit_card_date", "exam_last_date", "result_date"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of DAYS) await db.schema.alterTable("exams").addColumn(column, "text").execute();
  await db.schema.alterTable("exams").addColumn("official_site", "text").execute();
  await db.schema
    .alterTable("exams")
    .addColumn("is_sample", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

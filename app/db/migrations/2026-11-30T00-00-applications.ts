import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Applications (issue 24, part 1; docs/decisions/044-applications.md): each college a lead
 * applies to, for one intake, with its course, application number and status. A college with
 * applications is not deleted (restrict); a lead's go with it. Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("lead_applications")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("restrict"))
    .addColumn("course", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("intake", "integer", (c) => c.notNull())
    .addColumn("application_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_applications_lead_idx")
    .on("lead_applications")
    .columns(["lead_id", "id"])
    .execute();
  await db.schema.createIndex("lead_applications_college_idx").on("lead_applications").column("college_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_applications").execute();
}

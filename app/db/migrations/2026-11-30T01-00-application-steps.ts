import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Dated steps of an application and their reminders (issue 24, part 2;
 * docs/decisions/045-application-steps-and-reminders.md): `application_steps` (an India day and
 * an optional India time; they go with their application), `outbox.due_at` (a reminder's due
 * time, from which its retry window counts). Frozen in time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("application_steps")
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("application_id", "integer", (c) => c.notNull().references("lead_applications.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("on_date", "text", (c) => c.notNull())
    .addColumn("at_time", "text")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_steps_application_idx")
    .on("application_steps")
    .columns(["application_id", "on_date"])
    .execute();
  await db.schema.createIndex("application_steps_date_idx").on("application_steps").column("on_date").execute();
  await db.schema.alterTable("outbox").addColumn("due_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("due_at").execute();
  await db.schema.dropTable("application_steps").execute();
}

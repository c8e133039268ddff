import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The facts students compare on (issue 46, item 1; docs/decisions/085-college-facts.md): NIRF
 * ranks, NAAC and NBA accreditation, intake, placements per year and cut-offs, each row with its
 * source, its year and whether it is the demo's sample. A college's facts go with it (on delete
 * cascade). The unique keys are what an import matches a row on, so importing a file twice
 * changes nothing; `cutoffs_predictor_idx` serves "which seats close at or beyond this rank".
 *
 * A public page shows them, so each write bumps the content version (the page cache's clock), as
 * the catalogue tables' triggers do (the content-version migration). Frozen in time.
 */
const TABLES = ["nirf_rankings", "college_accreditations", "college_intake", "college_placement_stats", "cutoffs"];

const BUMP = "update content_version set version = version + 1 where id = 1";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A fact table's first columns: its id and its college. */
function factTable(db: AnyDb, name: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn("id", "integer", (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("cascade"));
}

/** The columns every fact table ends with: where the figure comes from, whether it is the demo's, when stored. */
function withProvenance<C extends string>(table: CreateTableBuilder<string, C>) {
  return table
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("is_sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull());
}

export async function up(db: AnyDb): Promise<void> {
  await withProvenance(
    factTable(db, "nirf_rankings")
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("rank", "integer", (c) => c.check(sql`rank >= 1`))
      .addColumn("rank_band", "text")
      .addUniqueConstraint("nirf_rankings_key", ["college_id", "category", "year"]),
  ).execute();
  await withProvenance(
    factTable(db, "college_accreditations")
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("grade", "text")
      .addColumn("cycle", "integer")
      .addColumn("programme", "text")
      .addColumn("valid_until", "text")
      .addColumn("year", "integer", (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex("college_accreditations_college_idx")
    .on("college_accreditations")
    .column("college_id")
    .execute();
  await withProvenance(
    factTable(db, "college_intake")
      .addColumn("programme", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("seats", "integer", (c) => c.notNull().check(sql`seats >= 1`))
      .addUniqueConstraint("college_intake_key", ["college_id", "programme", "year"]),
  ).execute();
  await withProvenance(
    factTable(db, "college_placement_stats")
      .addColumn("programme", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("students_eligible", "integer", (c) => c.notNull())
      .addColumn("students_placed", "integer", (c) => c.notNull())
      .addColumn("median_package_inr", "integer")
      .addColumn("highest_package_inr", "integer")
      .addUniqueConstraint("college_placement_stats_key", ["college_id", "programme", "year"])
      .addCheckConstraint("college_placement_stats_placed", sql`students_placed between 0 and students_eligible`),
  ).execute();
  await withProvenance(
    factTable(db, "cutoffs")
      .addColumn("exam", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("branch", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("quota", "text", (c) => c.notNull())
      .addColumn("pool", "text", (c) => c.notNull())
      .addColumn("opening_rank", "integer", (c) => c.notNull())
      .addColumn("closing_rank", "integer", (c) => c.notNull())
      .addUniqueConstraint("cutoffs_key", [
        "college_id",
        "exam",
        "year",
        "round",
        "branch",
        "category",
        "quota",
        "pool",
      ])
      .addCheckConstraint("cutoffs_ranks", sql`opening_rank >= 1 and opening_rank <= closing_rank`),
  ).execute();
  await db.schema
    .createIndex("cutoffs_predictor_idx")
    .on("cutoffs")
    .columns(["exam", "year", "category", "quota", "pool", "closing_rank"])
    .execute();
  await contentVersionTriggers(db);
}

async function contentVersionTriggers(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql
        .raw(
          `create trigger ${table}_content_version after insert or update or delete on ${table} for each statement execute function bump_content_version()`,
        )
        .execute(db);
      continue;
    }
    // SQLite has row-level triggers only, one per event.
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(`create trigger ${table}_content_${event} after ${event} on ${table} begin ${BUMP}; end`)
        .execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute();
}

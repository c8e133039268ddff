import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Discovery (docs/decisions/024-search-index.md): a college's short names and aliases, which the
 * search matches like its name ("IIT Bombay, IITB"), and which entrance exams a college accepts,
 * for the exam calendar, the college page and the compare page. Frozen in time.
 *
 * The college content trigger names its columns (content-version migration): it is recreated here
 * with short_names, so editing them empties the page cache. college_exams bumps the version too.
 */
const COLLEGE_CONTENT_COLUMNS = [
  "slug",
  "name",
  "logo_path",
  "location",
  "address",
  "cities",
  "state",
  "university",
  "verified_by",
  "website",
  "study_mode",
  "category_id",
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
  "is_sample_data",
  "updated_at",
  "short_names",
];

const BUMP = "update content_version set version = version + 1 where id = 1";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("colleges")
    .addColumn("short_names", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("college_exams")
    .addColumn("college_id", "integer", (c) => c.notNull().references("colleges.id").onDelete("cascade"))
    .addColumn("exam_id", "integer", (c) => c.notNull().references("exams.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("college_exams_pk", ["college_id", "exam_id"])
    .execute();
  await db.schema
    .createIndex("college_exams_exam_idx")
    .on("college_exams")
    .columns(["exam_id", "college_id"])
    .execute();

  const collegeColumns = COLLEGE_CONTENT_COLUMNS.join(", ");
  if (isPostgres(db)) {
    await sql.raw("drop trigger colleges_content_version on colleges").execute(db);
    await sql
      .raw(
        `create trigger colleges_content_version after insert or delete or update of ${collegeColumns} on colleges for each statement execute function bump_content_version()`,
      )
      .execute(db);
    await sql
      .raw(
        "create trigger college_exams_content_version after insert or update or delete on college_exams for each statement execute function bump_content_version()",
      )
      .execute(db);
    return;
  }
  await sql.raw("drop trigger colleges_content_update").execute(db);
  await sql
    .raw(`create trigger colleges_content_update after update of ${collegeColumns} on colleges begin ${BUMP}; end`)
    .execute(db);
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(`create trigger college_exams_content_${event} after ${event} on college_exams begin ${BUMP}; end`)
      .execute(db);
  }
}

import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { isPostgres } from "#app/db/dialect";
import { slugify } from "#app/utils/slug";
import { now } from "#app/utils/clock";
import { demoColleges, demoCollegesHindi } from "./demo-colleges";
import { demoCategories, demoExams } from "./demo-exams";
import { demoFacts } from "./demo-facts";
import { addCollegeFacts } from "#app/features/college-facts/college-facts.server";

const MARKER_KEY = "database_initialised";
/** Any fixed number: the advisory lock that serialises first-start initialisation on PostgreSQL. */
const INIT_LOCK_ID = 7_243_001;

/**
 * Runs once in the life of a database: the first start marks it initialised and, unless
 * DEMO_DATA=0, loads the demo catalogue in the same transaction. Later starts do nothing, so
 * deleting demo colleges is permanent and DEMO_DATA=0 keeps a database empty for good.
 * Safe from two processes at once: the marker insert takes the write lock (SQLite) and an
 * advisory lock serialises the check (PostgreSQL). Never creates an admin account.
 */
export async function initialiseDatabase(
  db: DB,
  options: { demoData: boolean },
): Promise<"demo-loaded" | "empty" | "already"> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${INIT_LOCK_ID})`.execute(trx);
    const created_at = now();
    const marked = await trx
      .insertInto("site_settings")
      .values({ key: MARKER_KEY, value: JSON.stringify({ demoData: options.demoData }), updated_at: created_at })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0n) === 0) return "already";
    if (!options.demoData) return "empty";
    await loadDemoCatalogue(trx, created_at);
    return "demo-loaded";
  });
}

async function loadDemoCatalogue(db: DB, created_at: string): Promise<void> {
  const categories = await db
    .insertInto("categories")
    .values(demoCategories.map((name) => ({ name, created_at })))
    .returning(["id", "name"])
    .execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const exams = await db
    .insertInto("exams")
    .values(
      demoExams.map((exam) => ({
        name: exam.name,
        exam_date: exam.date,
        category_id: categoryId.get(exam.stream)!,
        ...exam.windows,
        is_sample: 1,
        created_at,
      })),
    )
    .returning(["id", "name"])
    .execute();
  const examId = new Map(exams.map((e) => [e.name, e.id]));

  // Each college's sample facts are worked out from its place in its stream's list (demo-facts.ts).
  const places = new Map<string, number>();
  for (const college of demoColleges) {
    const place = places.get(college.stream) ?? 0;
    places.set(college.stream, place + 1);
    const id = await insertDemoCollege(db, college, { categoryId, examId, created_at });
    await addCollegeFacts(db, id, demoFacts(college, place));
  }
}

/** One demo college with its branches, courses, placements and exams. */
async function insertDemoCollege(
  db: DB,
  college: (typeof demoColleges)[number],
  {
    categoryId,
    examId,
    created_at,
  }: { categoryId: Map<string, number>; examId: Map<string, number>; created_at: string },
): Promise<number> {
  const hindi = demoCollegesHindi[college.name];
  const { id } = await db
    .insertInto("colleges")
    .values({
      slug: slugify(college.name),
      name: college.name,
      logo_path: null,
      location: college.location,
      address: college.address,
      cities: college.cities,
      state: college.state,
      university: college.university,
      verified_by: college.verifiedBy,
      website: college.website,
      study_mode: college.studyMode,
      category_id: categoryId.get(college.stream) ?? null,
      about: college.about,
      ranking: college.ranking,
      admission: college.admission,
      placement: college.placement,
      fee_structure: college.feeStructure,
      courses_overview: college.coursesOverview,
      hostel: college.hostel,
      campus: college.campus,
      // Its Hindi page's texts (null: that page shows the English, and says so).
      about_hi: hindi?.about ?? null,
      ranking_hi: hindi?.ranking ?? null,
      admission_hi: hindi?.admission ?? null,
      placement_hi: hindi?.placement ?? null,
      fee_structure_hi: hindi?.feeStructure ?? null,
      courses_overview_hi: hindi?.coursesOverview ?? null,
      hostel_hi: hindi?.hostel ?? null,
      campus_hi: hindi?.campus ?? null,
      short_names: college.shortNames,
      // Fees and rankings in the demo catalogue are indicative sample data.
      is_sample_data: 1,
      created_at,
      updated_at: created_at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  await db
    .insertInto("branches")
    .values(college.branches.map((name) => ({ college_id: id, name, created_at })))
    .execute();
  await db
    .insertInto("courses")
    .values(
      college.courses.map((course) => ({
        college_id: id,
        name: course.name,
        duration: course.duration,
        fee_inr: course.feeInr,
        semesters: course.semesters,
        is_sample_data: 1,
        created_at,
      })),
    )
    .execute();
  await db
    .insertInto("placement_companies")
    .values(college.placements.map((company_name) => ({ college_id: id, company_name, created_at })))
    .execute();
  await db
    .insertInto("college_exams")
    .values(college.exams.map((name) => ({ college_id: id, exam_id: examId.get(name)! })))
    .execute();
  return id;
}

import type { DB } from "#app/db/db.server";
import type { College } from "#app/db/schema";
import { assertCategoryExists } from "#app/features/categories/categories.server";
import { CatalogueError } from "#app/utils/catalogue-error";
import { now } from "#app/utils/clock";
import { setCollegeExams } from "#app/features/exams/college-exams.server";
import { isReservedSegment } from "#app/utils/route-contract.server";
import { slugify } from "#app/utils/slug";

/** Every editable field of a college (docs/original-contract.md#payload-field-names), in our spelling. */
export interface CollegeInput {
  name: string;
  logo_path?: string | null;
  location: string;
  address: string;
  cities: string;
  state: string;
  university: string;
  verified_by: string;
  website: string;
  study_mode: string;
  category_id: number | null;
  about: string;
  ranking: string;
  admission: string;
  placement: string;
  fee_structure: string;
  courses_overview: string;
  hostel: string;
  campus: string;
  is_sample_data?: number;
  /** Comma-separated short names and aliases; left alone when undefined. */
  short_names?: string;
  /** The descriptive fields in Hindi ("" or null: none); left alone when undefined. */
  about_hi?: string | null;
  ranking_hi?: string | null;
  admission_hi?: string | null;
  placement_hi?: string | null;
  fee_structure_hi?: string | null;
  courses_overview_hi?: string | null;
  hostel_hi?: string | null;
  campus_hi?: string | null;
  /** The entrance exams the college accepts; left alone when undefined. */
  exam_ids?: number[];
}

export type CollegeSummary = Pick<
  College,
  "id" | "slug" | "name" | "logo_path" | "location" | "cities" | "state" | "university" | "category_id"
>;

const summaryColumns = [
  "id",
  "slug",
  "name",
  "logo_path",
  "location",
  "cities",
  "state",
  "university",
  "category_id",
] as const;

const allColumns = [
  ...summaryColumns,
  "address",
  "verified_by",
  "website",
  "study_mode",
  "about",
  "ranking",
  "admission",
  "placement",
  "fee_structure",
  "courses_overview",
  "hostel",
  "campus",
  "about_hi",
  "ranking_hi",
  "admission_hi",
  "placement_hi",
  "fee_structure_hi",
  "courses_overview_hi",
  "hostel_hi",
  "campus_hi",
  "short_names",
  "is_sample_data",
  "view_count",
  "created_at",
  "updated_at",
] as const;

export interface ListCollegesOptions {
  categoryId?: number;
  limit?: number;
  offset?: number;
}

export async function listColleges(db: DB, options: ListCollegesOptions = {}): Promise<CollegeSummary[]> {
  let query = db.selectFrom("colleges").select(summaryColumns).orderBy("name").orderBy("id");
  if (options.categoryId !== undefined) query = query.where("category_id", "=", options.categoryId);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query.execute();
}

/** Every college with every field, by name (the spec's getCollege.php). */
export async function listCollegeDetails(db: DB): Promise<College[]> {
  return db.selectFrom("colleges").select(allColumns).orderBy("name").orderBy("id").execute();
}

export async function getCollegeById(db: DB, id: number): Promise<College | undefined> {
  return db.selectFrom("colleges").select(allColumns).where("id", "=", id).executeTakeFirst();
}

export async function getCollegeBySlug(db: DB, slug: string): Promise<College | undefined> {
  return db.selectFrom("colleges").select(allColumns).where("slug", "=", slug.toLowerCase()).executeTakeFirst();
}

export async function createCollege(db: DB, input: CollegeInput): Promise<College> {
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlugFor(trx, input.name);
    if (input.category_id !== null) await assertCategoryExists(trx, input.category_id);
    const timestamp = now();
    const college = await trx
      .insertInto("colleges")
      .values({ ...clean(input), slug, created_at: timestamp, updated_at: timestamp })
      .returning(allColumns)
      .executeTakeFirstOrThrow();
    if (input.exam_ids !== undefined) await setCollegeExams(trx, college.id, input.exam_ids);
    return college;
  });
}

/** Renaming a college changes its slug (its address). */
export async function updateCollege(db: DB, id: number, input: CollegeInput): Promise<College> {
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlugFor(trx, input.name, id);
    if (input.category_id !== null) await assertCategoryExists(trx, input.category_id);
    const row = await trx
      .updateTable("colleges")
      .set({ ...clean(input), slug, updated_at: now() })
      .where("id", "=", id)
      .returning(allColumns)
      .executeTakeFirst();
    if (!row) throw new CatalogueError("not-found", "This college no longer exists.");
    if (input.exam_ids !== undefined) await setCollegeExams(trx, id, input.exam_ids);
    return row;
  });
}

/** Refused while branches, courses or placement companies still belong to the college. */
export async function deleteCollege(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counts = await Promise.all(
      (["branches", "courses", "placement_companies"] as const).map(async (table) => {
        const row = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("college_id", "=", id)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }),
    );
    const [branches, courses, placements] = counts as [number, number, number];
    if (branches + courses + placements > 0) {
      throw new CatalogueError(
        "in-use",
        `This college still has ${branches} branch(es), ${courses} course(s) and ${placements} placement company(ies). Delete them first.`,
      );
    }
    // A lead's application names the college (features/admissions): the record of where someone applied stays.
    const applied = await trx
      .selectFrom("lead_applications")
      .select("id")
      .where("college_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (applied) {
      throw new CatalogueError("in-use", "Leads have applications to this college, so it stays in the catalogue.");
    }
    // A commission outlives its application (an erasure): the consultancy's figures name the college.
    const commission = await trx
      .selectFrom("application_commissions")
      .select("id")
      .where("college_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (commission) {
      throw new CatalogueError("in-use", "Commission from this college is on the books, so it stays in the catalogue.");
    }
    const result = await trx.deleteFrom("colleges").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new CatalogueError("not-found", "This college no longer exists.");
  });
}

/** The spec's collegedetails call: a visitor followed a link to this college. */
export async function recordCollegeView(db: DB, id: number): Promise<boolean> {
  const result = await db
    .updateTable("colleges")
    .set((eb) => ({ view_count: eb("view_count", "+", 1) }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function collegeExists(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom("colleges").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * For the rows that name a college (branches, courses, placements). Foreign keys would refuse a
 * dangling reference too, but with an engine-specific error. Checking first inside the same
 * transaction gives the person at the form a message naming the field.
 */
export async function assertCollegeExists(db: DB, collegeId: number, field = "college_id"): Promise<void> {
  if (!(await collegeExists(db, collegeId))) {
    throw new CatalogueError("invalid-reference", "Choose a college that exists.", field);
  }
}

/**
 * Adds views counted in memory (college id to views) in one transaction. Returns the ids that
 * matched no college (deleted since they were counted); their views are dropped.
 */
export async function addCollegeViews(db: DB, views: ReadonlyMap<number, number>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const gone: number[] = [];
    for (const [id, count] of views) {
      const result = await trx
        .updateTable("colleges")
        .set((eb) => ({ view_count: eb("view_count", "+", count) }))
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) gone.push(id);
    }
    return gone;
  });
}

/** The row to write. A logo_path left out is left alone: the edit form does not carry the logo. */
function clean(input: CollegeInput) {
  const { is_sample_data, logo_path, exam_ids: _examIds, ...rest } = input;
  const trimmed = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => {
      const text = typeof value === "string" ? value.trim() : value;
      // An empty Hindi version is none: the Hindi page then shows the English.
      return [key, key.endsWith("_hi") && text === "" ? null : text];
    }),
  ) as Omit<CollegeInput, "is_sample_data" | "logo_path" | "exam_ids">;
  return { ...trimmed, ...(logo_path === undefined ? {} : { logo_path }), is_sample_data: is_sample_data ?? 0 };
}

async function freeSlugFor(db: DB, name: string, exceptId?: number): Promise<string> {
  const slug = slugify(name);
  if (!slug) throw new CatalogueError("invalid-reference", "The name needs at least one letter or digit.", "name");
  // A college is at /{slug}: a slug that is a page of the site (or would shadow one) is refused.
  if (await isReservedSegment(slug)) {
    throw new CatalogueError("reserved", `"${name}" would clash with a page of the site. Choose another name.`, "name");
  }
  let query = db.selectFrom("colleges").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) {
    throw new CatalogueError("duplicate", `A college with the address /${slug} already exists.`, "name");
  }
  return slug;
}

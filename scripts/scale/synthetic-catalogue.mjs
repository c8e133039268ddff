// The synthetic catalogue of `npm run seed:scale`: made-up colleges for benchmarks, written into a
// migrated database through Kysely (so one code path serves SQLite and PostgreSQL, and the tests
// can hand it their own database). Every college is named "Synthetic …", has a slug starting
// "synthetic-" and is_sample_data = 1, and a site_settings row marks the whole database synthetic;
// it refuses a database that holds any college it did not make. The generator is deterministic
// (a seeded PRNG), so two runs with the same count give the same catalogue.
import fs from "node:fs";
import { PostgresAdapter, sql } from "kysely";
import { insertInChunks, readSetting, writeSetting } from "./site-rows.mjs";

/** The site_settings row that marks a database as holding the synthetic catalogue. */
export const SYNTHETIC_MARKER_KEY = "synthetic_catalogue";
/** The app's own marker (app/db/seed/seed.server.ts): set once a server has initialised the database. */
const APP_INITIALISED_KEY = "database_initialised";
/** Every synthetic college's slug starts with this (its name starts "Synthetic "). */
const SYNTHETIC_SLUG_PREFIX = "synthetic-";
const COURSES_PER_COLLEGE = 10;

/** Colleges per transaction: a few hundred keeps each statement well under SQLite's 32,766 parameters. */
const COLLEGES_PER_BATCH = 500;
/**
 * Cut-offs per college (issue 46, item 5): 5 seats (branch and quota) x 5 categories x 2 years,
 * so 10,000 colleges hold the 500,000 rows the predictor is timed at.
 */
export const CUTOFFS_PER_COLLEGE = 50;
const CUTOFF_EXAM = "JEE Main";
const CUTOFF_BRANCHES = ["Computer Science", "Electronics", "Electrical", "Mechanical", "Civil"];
/** A category's closing rank against the Open one: reserved lists are shorter. */
const CATEGORY_SHARE = { open: 1, ews: 0.3, "obc-ncl": 0.6, sc: 0.15, st: 0.08 };
/** All timestamps fall between these, so the data is the same whenever it is made. */
const FIRST_DAY = Date.UTC(2025, 0, 6);
const LAST_DAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;

/**
 * The words the catalogue is made of (scripts/scale/synthetic-vocabulary.json):
 * - cities: ~70 [city, state] pairs, by their current names;
 * - degrees: [degree, duration, semesters, lowest and highest yearly fee in thousands of rupees];
 *   a course gets those of the degree its name starts with (the longest that fits: "BBA LLB", not "BBA");
 * - streams: category names as the demo catalogue spells them, each with its share of the colleges
 *   (weight), the kinds of college, its courses (at least COURSES_PER_COLLEGE), branches and exams;
 * - recruiters: made-up placement companies (no real company is named).
 */
const VOCABULARY = JSON.parse(fs.readFileSync(new URL("./synthetic-vocabulary.json", import.meta.url), "utf8"));
const { cities: CITIES, degrees: DEGREES, streams: STREAMS, recruiters: RECRUITERS } = VOCABULARY;

/** A course's duration, semesters and fee range, from DEGREES. */
function courseTemplate(name) {
  const degree = DEGREES.filter(([key]) => name === key || name.startsWith(`${key} `)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  if (!degree) throw new Error(`no degree for the course "${name}"`);
  const [, duration, semesters, low, high] = degree;
  return { duration, semesters, low: low * 1000, high: high * 1000 };
}

/** Every course name of the streams with its template, worked out once. */
const COURSE_TEMPLATES = new Map(
  STREAMS.flatMap((stream) => stream.courses).map((name) => [name, courseTemplate(name)]),
);

/** xorshift32: small, fast and deterministic; ample for spreading test data. */
function prng(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** `count` distinct items of `items`, in a random order. */
function pick(random, items, count) {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const iso = (ms) => new Date(Math.min(ms, LAST_DAY)).toISOString();
/** As app/utils/slug.ts makes slugs, for the plain ASCII names made here. */
const slugOf = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const initials = (words) =>
  words
    .split(/[\s,]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join("");

function streamOf(random) {
  const total = STREAMS.reduce((sum, stream) => sum + stream.weight, 0);
  let roll = random() * total;
  for (const stream of STREAMS) {
    roll -= stream.weight;
    if (roll < 0) return stream;
  }
  return STREAMS[0];
}

/**
 * College n's cut-offs, worked out from n alone (no draw of the random sequence, so the rest of
 * the catalogue is what it was before cut-offs): closing ranks spread over the whole of JEE Main's
 * list, a college's harder branches first; one college in three fills its seats by Home State
 * and Other State quotas (a state's own college), the rest All India.
 */
function syntheticCutoffs(n, count, createdAt) {
  const base = 1 + ((n * 7_919) % count) * Math.max(1, Math.floor(1_000_000 / count));
  const rows = [];
  for (const [year, drift] of [
    [2025, 0.97],
    [2026, 1],
  ]) {
    CUTOFF_BRANCHES.forEach((branch, k) => {
      const quota = n % 3 === 0 ? (k % 2 === 0 ? "home-state" : "other-state") : "all-india";
      for (const [category, share] of Object.entries(CATEGORY_SHARE)) {
        const closing = Math.max(1, Math.round(base * (1 + k * 0.35) * share * drift));
        rows.push({
          exam: CUTOFF_EXAM,
          year,
          round: 6,
          branch,
          category,
          quota,
          pool: "gender-neutral",
          opening_rank: Math.max(1, Math.floor(closing * 0.6)),
          closing_rank: closing,
          source: "Synthetic data",
          is_sample: 1,
          created_at: createdAt,
        });
      }
    });
  }
  return rows;
}

/**
 * The synthetic colleges, one at a time (numbered 1..count), each with its courses, branches,
 * placement companies and the names of the exams it accepts. Long text fields are one sentence.
 */
function* syntheticColleges(count) {
  const random = prng(14);
  const width = Math.max(4, String(count).length);
  for (let n = 1; n <= count; n++) {
    const stream = streamOf(random);
    const [city, state] = CITIES[Math.floor(random() * CITIES.length)];
    const kind = stream.kinds[Math.floor(random() * stream.kinds.length)];
    const number = String(n).padStart(width, "0");
    const name = `Synthetic ${kind} ${number}, ${city}`;
    const short = `S${initials(kind)}`;
    const createdMs = FIRST_DAY + Math.floor(random() * 500) * DAY_MS + between(random, 0, DAY_MS - 1);
    const updatedMs = createdMs + Math.floor(random() * 60) * DAY_MS;
    // One college in five gained something after its last edit: its page changed later than updated_at.
    const laterMs = random() < 0.2 ? updatedMs + between(random, 1, 90) * DAY_MS : undefined;
    const exams = stream.exams.length ? pick(random, stream.exams, between(random, 1, stream.exams.length)) : [];
    const courses = pick(random, stream.courses, COURSES_PER_COLLEGE).map((courseName, index) => {
      const template = COURSE_TEMPLATES.get(courseName);
      return {
        name: courseName,
        duration: template.duration,
        semesters: template.semesters,
        fee_inr: Math.round(between(random, template.low, template.high) / 1000) * 1000,
        created_at: iso(index === 0 && laterMs ? laterMs : createdMs),
      };
    });
    yield {
      stream: stream.name,
      exams: exams.map((exam) => exam.name),
      college: {
        slug: slugOf(name),
        name,
        location: `Sector ${between(random, 1, 60)}, ${city}`,
        address: `${between(random, 1, 400)} Synthetic Road, ${city}, ${state}`,
        cities: city,
        state,
        university: `Synthetic University of ${state}`,
        verified_by: "Synthetic data, not verified",
        website: `https://example.com/synthetic/${number}`,
        study_mode: random() < 0.8 ? "Full time" : "Full time, Part time",
        about: `A made-up ${stream.name.toLowerCase()} college in ${city}, generated for load tests: not a real institution.`,
        ranking: "Synthetic data: this college has no ranking.",
        admission: exams.length
          ? `Synthetic data: admission through ${exams[0].name} or merit.`
          : "Synthetic data: admission on merit in the qualifying exam.",
        placement: "Synthetic data: placement figures are made up.",
        fee_structure: "Synthetic data: the fees are random figures for load tests.",
        courses_overview: `Synthetic data: ${COURSES_PER_COLLEGE} made-up ${stream.name.toLowerCase()} courses.`,
        hostel: "Synthetic data: hostel details are made up.",
        campus: "Synthetic data: campus details are made up.",
        // One college in four has short names, as students type them.
        short_names: random() < 0.25 ? `${short} ${city}, ${short} ${number}` : "",
        is_sample_data: 1,
        created_at: iso(createdMs),
        updated_at: iso(updatedMs),
      },
      courses,
      branches: pick(random, stream.branches, between(random, 3, 5)).map((branch) => ({
        name: branch,
        created_at: iso(createdMs),
      })),
      placements: pick(random, RECRUITERS, between(random, 3, 5)).map((company) => ({
        company_name: company,
        created_at: iso(random() < 0.1 && laterMs ? laterMs : createdMs),
      })),
      cutoffs: syntheticCutoffs(n, count, iso(createdMs)),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The database

const isPostgres = (db) => db.getExecutor().adapter instanceof PostgresAdapter;

async function hasTable(db, name) {
  const { rows } = isPostgres(db)
    ? await sql`select to_regclass(${name}) is not null as found`.execute(db)
    : await sql`select count(*) > 0 as found from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return Boolean(rows[0]?.found);
}

const setting = readSetting;

/** A database this script will not write to, with the reason. */
export class NotSyntheticError extends Error {
  constructor(message) {
    super(message);
    this.name = "NotSyntheticError";
  }
}

/**
 * What the database holds: "new" (no tables, or migrated but never used), or "synthetic" with the
 * marker's value. Throws NotSyntheticError for anything else: a college not made here, or a
 * database a server has initialised (demo catalogue or a real, perhaps still empty, site).
 * Reads only; safe on a database of any schema version.
 */
export async function inspectTarget(db) {
  if (!(await hasTable(db, "colleges")) || !(await hasTable(db, "site_settings"))) return { state: "new" };
  const foreign = await db
    .selectFrom("colleges")
    .select(["name"])
    .where((eb) => eb.or([eb("slug", "not like", `${SYNTHETIC_SLUG_PREFIX}%`), eb("is_sample_data", "!=", 1)]))
    .limit(1)
    .executeTakeFirst();
  if (foreign) {
    throw new NotSyntheticError(
      `This database holds colleges this script did not make (e.g. "${foreign.name}"): refusing to touch it. Use a new database, e.g. DATABASE_URL=file:./data/scale.sqlite.`,
    );
  }
  const marker = await setting(db, SYNTHETIC_MARKER_KEY);
  if (marker) return { state: "synthetic", marker };
  if (await setting(db, APP_INITIALISED_KEY)) {
    throw new NotSyntheticError(
      "This database belongs to a site (a server has initialised it) and is not marked synthetic: refusing to touch it. Use a new database, e.g. DATABASE_URL=file:./data/scale.sqlite.",
    );
  }
  const { n } = await db
    .selectFrom("colleges")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) {
    throw new NotSyntheticError("This database holds colleges but is not marked synthetic: refusing to touch it.");
  }
  return { state: "new" };
}

const writeMarker = (db, value) => writeSetting(db, SYNTHETIC_MARKER_KEY, value);

/** Empties the catalogue of a database inspectTarget found synthetic. */
async function removeSyntheticCatalogue(db) {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      "cutoffs",
      "college_exams",
      "placement_companies",
      "branches",
      "courses",
      "colleges",
      "exams",
    ]) {
      await trx.deleteFrom(table).execute();
    }
  });
}

/** The streams' categories (made when missing) and the synthetic exams: name -> id. */
async function categoriesAndExams(db, createdAt) {
  const existing = await db.selectFrom("categories").select(["id", "name"]).execute();
  const categoryId = new Map(existing.map((row) => [row.name, row.id]));
  const missing = STREAMS.map((stream) => stream.name).filter((name) => !categoryId.has(name));
  if (missing.length > 0) {
    const made = await db
      .insertInto("categories")
      .values(missing.map((name) => ({ name, created_at: createdAt })))
      .returning(["id", "name"])
      .execute();
    for (const row of made) categoryId.set(row.name, row.id);
  }
  const exams = await db
    .insertInto("exams")
    .values(
      STREAMS.flatMap((stream) =>
        stream.exams.map((exam) => ({
          name: exam.name,
          exam_date: exam.date,
          category_id: categoryId.get(stream.name),
          created_at: createdAt,
        })),
      ),
    )
    .returning(["id", "name"])
    .execute();
  return { categoryId, examId: new Map(exams.map((row) => [row.name, row.id])) };
}

/**
 * Fills a migrated database with `count` synthetic colleges (refusing, through inspectTarget, one
 * that holds anything else), COURSES_PER_COLLEGE courses each, branches, placement companies and
 * exam links, in transactions of COLLEGES_PER_BATCH colleges. A database that already holds the
 * synthetic catalogue is emptied first. The marker is written before the first college, so an
 * interrupted run can be run again. `target`: what inspectTarget said before the caller migrated
 * the database (a server's first start, which migrates, also marks it initialised).
 *
 * @param {import("kysely").Kysely<any>} db
 * @param {{ colleges: number, log?: (line: string) => void, target?: { state: "new" | "synthetic", marker?: unknown } }} options
 */
export async function seedSyntheticCatalogue(db, { colleges: count, log = () => {}, target = undefined }) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--colleges must be a whole number of at least 1");
  target ??= await inspectTarget(db);
  if (target.state === "synthetic") await removeSyntheticCatalogue(db);
  const startedAt = new Date().toISOString();
  await writeMarker(db, { state: "seeding", colleges: count, startedAt });
  const { categoryId, examId } = await categoriesAndExams(db, new Date(FIRST_DAY).toISOString());

  const totals = { colleges: 0, courses: 0, branches: 0, placements: 0, examLinks: 0, cutoffs: 0 };
  let batch = [];
  const flush = async () => {
    await db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto("colleges")
        .values(batch.map((entry) => ({ ...entry.college, category_id: categoryId.get(entry.stream) })))
        .returning(["id", "slug"])
        .execute();
      const idOf = new Map(made.map((row) => [row.slug, row.id]));
      const children = (key, extra = {}) =>
        batch.flatMap((entry) =>
          entry[key].map((row) => ({ college_id: idOf.get(entry.college.slug), ...row, ...extra })),
        );
      const courses = children("courses", { is_sample_data: 1 });
      const branches = children("branches");
      const placements = children("placements");
      const cutoffs = children("cutoffs");
      const links = batch.flatMap((entry) =>
        entry.exams.map((name) => ({ college_id: idOf.get(entry.college.slug), exam_id: examId.get(name) })),
      );
      await insertInChunks(trx, "courses", courses);
      await insertInChunks(trx, "branches", branches);
      await insertInChunks(trx, "placement_companies", placements);
      await insertInChunks(trx, "college_exams", links);
      await insertInChunks(trx, "cutoffs", cutoffs);
      totals.colleges += made.length;
      totals.courses += courses.length;
      totals.branches += branches.length;
      totals.placements += placements.length;
      totals.examLinks += links.length;
      totals.cutoffs += cutoffs.length;
    });
    log(`${totals.colleges} of ${count} colleges`);
    batch = [];
  };
  for (const entry of syntheticColleges(count)) {
    batch.push(entry);
    if (batch.length === COLLEGES_PER_BATCH) await flush();
  }
  if (batch.length > 0) await flush();

  const marker = { state: "complete", ...totals, exams: examId.size, startedAt, finishedAt: new Date().toISOString() };
  await writeMarker(db, marker);
  return marker;
}

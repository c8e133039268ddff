// The rank predictor section of `npm run bench` (issue 46, item 5; docs/decisions/087-rank-predictor.md),
// also `node scripts/scale/predictor-bench.mjs` alone (after `npm run build`): the predictor's answer
// page at 10,000 colleges and 500,000 cut-offs, on SQLite and, when BENCH_POSTGRES_URL names a
// database, on PostgreSQL (a database of its own beside it). Target: p95 under 50 ms.
//
// Each engine has a database of its own (./data/predictor-bench.sqlite; predictor_bench), made
// once and reused while it holds the synthetic catalogue with its cut-offs: the app's own
// migrations make the schema (a server start), then seed:scale's catalogue fills it
// (scripts/scale/synthetic-catalogue.mjs: 50 cut-offs a college). The questions are spread over
// the whole rank list, every category and with and without a home state; each is asked over HTTP
// as a visitor would, of a server warmed by as many other questions first, and the p95 is of all
// but the first.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { percentile, request, startServer } from "../soak/lib.mjs";
import { openKysely } from "./open-database.mjs";
import { CUTOFFS_PER_COLLEGE, inspectTarget, seedSyntheticCatalogue } from "./synthetic-catalogue.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const COLLEGES = 10_000;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL;
const TARGET_P95_MS = 50;
const REPEATS = 60;
/** Moves the warm-up's ranks off the measured ones. */
const WARM_UP_SALT = 7_919;
const CATEGORIES = ["open", "ews", "obc-ncl", "sc", "st"];
const STATES = ["", "Karnataka", "Maharashtra", "Tamil Nadu", "Uttar Pradesh", "Delhi"];

/**
 * The questions: ranks from the top of the list to its far end, each category, with and without a
 * home state. `salt` moves every rank: the warm-up asks other questions than the measured ones.
 */
function questions(salt = 0) {
  return Array.from({ length: REPEATS + 1 }, (_, k) => {
    const rank = 1 + ((k * 104_729 + salt) % 1_200_000);
    const params = new URLSearchParams({
      exam: "JEE Main",
      rank: String(rank),
      category: CATEGORIES[k % CATEGORIES.length],
      state: STATES[k % STATES.length],
      pool: "gender-neutral",
    });
    return `/predictor?${params}`;
  });
}

/** The database of one engine: a file of its own, or a database of its own beside BENCH_POSTGRES_URL's (made once). */
async function databaseFor(engine) {
  if (engine === "SQLite") return `file:${path.join(REPO_ROOT, "data", "predictor-bench.sqlite")}`;
  const db = openKysely(POSTGRES_URL);
  try {
    const { rows } = await sql`select 1 from pg_database where datname = 'predictor_bench'`.execute(db);
    if (rows.length === 0) await sql`create database predictor_bench`.execute(db);
  } finally {
    await db.destroy();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = "/predictor_bench";
  return url.toString();
}

const serverFor = (databaseUrl) =>
  startServer({
    databaseUrl,
    label: "bench-predictor",
    readyTimeoutMs: 900_000,
    env: { IP_HASH_SECRET: crypto.randomBytes(32).toString("hex"), DEMO_DATA: "0" },
  });

/** What the database holds before a server start migrates (and marks) it: new, or the synthetic catalogue. */
async function inspect(databaseUrl) {
  const db = openKysely(databaseUrl);
  try {
    return await inspectTarget(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Fills the catalogue unless it already holds COLLEGES synthetic colleges and their cut-offs
 * (`target`: what inspect said before the server's start); the cut-offs held.
 */
async function fill(databaseUrl, target, log) {
  const db = openKysely(databaseUrl);
  try {
    const want = COLLEGES * CUTOFFS_PER_COLLEGE;
    const held = async () =>
      Number(
        (
          await db
            .selectFrom("cutoffs")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    if (target.marker?.state !== "complete" || target.marker.colleges !== COLLEGES || (await held()) !== want) {
      await seedSyntheticCatalogue(db, { colleges: COLLEGES, log, target });
      await sql`analyze`.execute(db);
    }
    return await held();
  } finally {
    await db.destroy();
  }
}

/** p95 (of all but the first) of the predictor's answers on one engine. */
async function timeEngine(engine) {
  const log = (line) => console.log(`[bench:predictor] ${engine}: ${line}`);
  const databaseUrl = await databaseFor(engine);
  const target = await inspect(databaseUrl);
  // The schema first (the app's migrations, run by a server start), then the catalogue.
  await (await serverFor(databaseUrl)).stop();
  const started = performance.now();
  const cutoffs = await fill(databaseUrl, target, log);
  const fillSeconds = (performance.now() - started) / 1000;
  const server = await serverFor(databaseUrl);
  try {
    // A server answers students for days: it is measured warm. Its first answers after a start
    // (code not yet compiled by V8's optimising tiers) took 75-280 ms against 17-45 ms after, and
    // made the p95 of 60 answers a measure of the start rather than of the predictor. So it first
    // answers 60 other questions (other ranks: nothing the measured ones could reuse), unmeasured.
    const warmup = performance.now();
    for (const question of questions(WARM_UP_SALT)) await request(`${server.url}${question}`);
    const warmupMs = performance.now() - warmup;
    const ms = [];
    let listed = 0;
    for (const question of questions()) {
      const answer = await request(`${server.url}${question}`);
      if (answer.status !== 200) throw new Error(`${engine}: ${question} answered ${answer.status}`);
      listed += (answer.body?.match(/<tr><th scope="row">/g) ?? []).length;
      ms.push(answer.ms);
    }
    // The same server's exam calendar, rendered for each request as the answer is: what any page
    // costs on this machine at this moment, so a busy machine is told from a slow query.
    const calendar = [];
    for (let k = 0; k <= REPEATS; k++) calendar.push((await request(`${server.url}/exams`)).ms);
    const result = {
      calendarP95: percentile(calendar.slice(1), 95),
      engine,
      cutoffs,
      fillSeconds,
      first: ms[0],
      warmupMs,
      p50: percentile(ms.slice(1), 50),
      p95: percentile(ms.slice(1), 95),
      listed,
    };
    log(`p95 ${result.p95.toFixed(1)} ms over ${REPEATS} questions (first ${result.first.toFixed(0)} ms)`);
    return result;
  } finally {
    await server.stop();
  }
}

/** Runs the predictor benchmark; returns what to print and the targets missed. */
export async function benchPredictor() {
  const engines = POSTGRES_URL ? ["SQLite", "PostgreSQL"] : ["SQLite"];
  const results = [];
  for (const engine of engines) results.push(await timeEngine(engine));
  const failures = results
    .filter((result) => result.p95 >= TARGET_P95_MS)
    .map((result) => `${result.engine}: the predictor's p95 ${result.p95.toFixed(0)} ms`);
  return {
    failures,
    print() {
      console.log(
        `\nThe rank predictor at ${COLLEGES.toLocaleString("en-IN")} colleges (target p95 < ${TARGET_P95_MS} ms)`,
      );
      if (!POSTGRES_URL) console.log("  PostgreSQL: not run (set BENCH_POSTGRES_URL to a database of its own)");
      for (const r of results) {
        console.log(
          `  ${r.engine.padEnd(10)} ${r.cutoffs.toLocaleString("en-IN")} cut-offs (written or checked in ${r.fillSeconds.toFixed(1)} s): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, after ${REPEATS + 1} other answers to warm up (${(r.warmupMs / 1000).toFixed(1)} s); ${r.listed} seats listed over ${REPEATS + 1} answers; /exams p95 ${r.calendarP95.toFixed(1)} ms beside it`,
        );
      }
    },
  };
}

// `node scripts/scale/predictor-bench.mjs`: this section alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchPredictor();
  result.print();
  if (result.failures.length > 0) {
    console.log(`\nMissed: ${result.failures.join("; ")}`);
    process.exitCode = 1;
  }
}

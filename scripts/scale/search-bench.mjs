// The inbox search section of `npm run bench` (issue 45, item 4; docs/decisions/084-trigram-lead-search.md),
// also `npm run bench:search` alone: a counsellor's search for part of a phone number, of a name
// and of an e-mail, timed at 10,000 and at 1,000,000 leads in the same run, on SQLite and, when
// BENCH_POSTGRES_URL names a database, on PostgreSQL (a database per size beside it).
// Targets: p95 under 300 ms at a million, and at most 3x the same search at 10,000.
//
// Each size has a database of its own (./data/search-bench-N.sqlite; search_bench_N), made once
// and reused while it holds N leads: the app's own migrations make the schema (a server start),
// then the leads are written by the database itself in a few statements (a recursive CTE on
// SQLite, generate_series on PostgreSQL), a million in a minute or two rather than the full
// synthetic inbox's (seed:scale) quarter of an hour. They are only what the search reads: a name
// of 16 x 16 (first, last), an e-mail with the lead's number, and a ten-digit mobile number
// spread over the whole range. Each search is asked REPEATS + 1 times over HTTP by a signed-in
// owner, each time for another lead's part, and the p95 is of all but the first.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { insertSession } from "../lib/staff-session.mjs";
import { percentile, request, startServer } from "../soak/lib.mjs";
import { openKysely } from "./open-database.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SIZES = [10_000, Number(process.env.BENCH_SEARCH_LEADS ?? 1_000_000)];
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL;
const TARGET_P95_MS = 300;
const TARGET_RATIO = 3;
const REPEATS = 30;
const ROWS_PER_STATEMENT = 100_000;
const SESSION_COOKIE = "__Host-admin_session";
const OWNER_EMAIL = "owner@search-bench.example.in";
const FIRST = ["Aarav", "Diya", "Ishaan", "Ananya", "Kabir", "Meera", "Rohan", "Saanvi"];
const FIRST_MORE = ["Arjun", "Nisha", "Vikram", "Pooja", "Aditya", "Kavya", "Rahul", "Sneha"];
const LAST = ["Sharma", "Iyer", "Reddy", "Patil", "Das", "Nair", "Gupta", "Khan"];
const LAST_MORE = ["Singh", "Menon", "Joshi", "Bose", "Kulkarni", "Rao", "Verma", "Pillai"];
const FIRST_NAMES = [...FIRST, ...FIRST_MORE];
const LAST_NAMES = [...LAST, ...LAST_MORE];
/** The leads' enquiries fall over the 300 days before this (inside any retention period). */
const LAST_SECOND = Math.floor(Date.UTC(2026, 10, 27) / 1000);

/** Lead i's details, as the SQL below writes them (the searches are made from these). */
function leadDetails(i) {
  const first = FIRST_NAMES[i % 16];
  const last = LAST_NAMES[Math.floor(i / 16) % 16];
  // 48271 is prime to 10^9: every lead a number of its own, spread over the whole range.
  const phone = `9${String((i * 48_271) % 1_000_000_000).padStart(9, "0")}`;
  return { first, last, phone, email: `${first}.${last}.${i}@bench.example.in`.toLowerCase() };
}

/** The three searches, each REPEATS + 1 times over leads spread through the database. */
function searches(size) {
  const lead = (k) => 1 + ((k * 7_919 * 37) % size);
  const each = (make) => Array.from({ length: REPEATS + 1 }, (_, k) => make(leadDetails(lead(k)), lead(k)));
  return [
    // The last six digits, as a student reads them out.
    ["part of a phone number", each(({ phone }) => phone.slice(4))],
    // Part of a first name and the start of a surname: 1 lead in 256 has that pair.
    ["part of a name", each(({ first, last }) => `${first.slice(1)} ${last.slice(0, 3)}`)],
    ["part of an e-mail", each(({ email }, i) => email.slice(2, email.indexOf("@") - String(i).length + 3))],
  ];
}

const nameTable = (names) => sql.join(names.map((name, k) => sql`(${sql.lit(k)}, ${sql.lit(name)})`));

/** Leads from..to (ids), written by one statement of the database's own. */
async function insertLeads(db, postgres, from, to) {
  const numbers = postgres
    ? sql`select i from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as g(i)`
    : sql`with recursive g(i) as (select ${sql.lit(from)} union all select i + 1 from g where i < ${sql.lit(to)}) select i from g`;
  const digits = postgres
    ? sql`lpad(((n.i * 48271) % 1000000000)::text, 9, '0')`
    : sql`substr('000000000' || ((n.i * 48271) % 1000000000), -9)`;
  const second = sql`(${sql.lit(LAST_SECOND)} - (n.i * 26) % 25920000)`;
  const at = postgres
    ? sql`to_char(to_timestamp(${second}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${second}, 'unixepoch')`;
  const email = sql`lower(f.v || '.' || l.v || '.' || n.i || '@bench.example.in')`;
  await sql`with n(i) as (${numbers}),
      f(k, v) as (values ${nameTable(FIRST_NAMES)}),
      l(k, v) as (values ${nameTable(LAST_NAMES)})
    insert into leads (id, form, page, name, email, email_key, phone, consent_at, consent_purposes,
      applicant, last_enquiry_at, created_at, updated_at)
    select n.i, 'banner', '/', f.v || ' ' || l.v, ${email}, ${email}, '9' || ${digits}, ${at}, '["contact"]',
      'adult', ${at}, ${at}, ${at}
    from n join f on f.k = n.i % 16 join l on l.k = (n.i / 16) % 16`.execute(db);
}

/**
 * This connection's settings for writing a million rows: on SQLite a page cache that holds the
 * leads' indexes (its default 2 MB sent every random phone-index insert to the disk) and no fsync
 * per statement (a bench database, rebuilt if lost); on PostgreSQL a larger GIN pending list, so
 * the trigram indexes take their entries in fewer, bigger merges.
 */
async function forBulkWrites(db, postgres) {
  if (postgres) {
    await sql`set gin_pending_list_limit = '64MB'`.execute(db);
    await sql`set maintenance_work_mem = '256MB'`.execute(db);
    await sql`set synchronous_commit = off`.execute(db);
  } else {
    await sql`pragma cache_size = -400000`.execute(db);
    await sql`pragma synchronous = off`.execute(db);
  }
}

/** Makes the database hold exactly `size` bench leads (kept when it does already), and an owner. */
async function fill(databaseUrl, size, log) {
  const db = openKysely(databaseUrl);
  const postgres = databaseUrl.startsWith("postgres");
  try {
    const { count } = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    const { max } = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    // A run that stopped part-way (ids 1..count) is carried on; anything else starts again.
    const carryOn = Number(count) === Number(max ?? 0) && Number(count) <= size;
    if (Number(count) !== size) {
      if (!carryOn) await db.deleteFrom("leads").execute();
      await forBulkWrites(db, postgres);
      for (let from = carryOn ? Number(count) + 1 : 1; from <= size; from += ROWS_PER_STATEMENT) {
        await insertLeads(db, postgres, from, Math.min(size, from + ROWS_PER_STATEMENT - 1));
        log(`${Math.min(size, from + ROWS_PER_STATEMENT - 1).toLocaleString("en-IN")} leads`);
      }
      if (!postgres) await sql`analyze`.execute(db);
    }
    // PostgreSQL: the GIN indexes' pending lists merged into the indexes, as autovacuum would
    // within a minute or so: until then each search reads the whole list (seconds at a million).
    if (postgres) await sql`vacuum analyze leads`.execute(db);
    let owner = await db.selectFrom("admins").select("id").where("email", "=", OWNER_EMAIL).executeTakeFirst();
    if (!owner) {
      await db
        .insertInto("admins")
        .values({
          name: "Bench Owner",
          email: OWNER_EMAIL,
          role: "owner",
          mobile: "9000000000",
          // No hash: nobody signs in with a password; the bench writes a session.
          password_hash: "scrypt$not-used",
          created_at: new Date().toISOString(),
        })
        .execute();
      owner = await db.selectFrom("admins").select("id").where("email", "=", OWNER_EMAIL).executeTakeFirstOrThrow();
    }
    return `${SESSION_COOKIE}=${await insertSession(db, owner.id)}`;
  } finally {
    await db.destroy();
  }
}

/**
 * The database of one size: a file of its own, or a database of its own beside BENCH_POSTGRES_URL's
 * (made once). Not a schema chosen by the URL's `options`: those replace the app's own connection
 * options (`-c jit=off`, ADR 056), and with JIT on PostgreSQL spent seconds compiling the search.
 */
async function databaseFor(engine, size) {
  if (engine === "SQLite") return `file:${path.join(REPO_ROOT, "data", `search-bench-${size}.sqlite`)}`;
  const name = `search_bench_${size}`;
  const db = openKysely(POSTGRES_URL);
  try {
    const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(db);
    if (rows.length === 0) await sql`create database ${sql.id(name)}`.execute(db);
  } finally {
    await db.destroy();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const serverFor = (databaseUrl, size) =>
  startServer({
    databaseUrl,
    label: `bench-search-${size}`,
    // The first start after a new migration builds its indexes over every lead.
    readyTimeoutMs: 900_000,
    env: { IP_HASH_SECRET: crypto.randomBytes(32).toString("hex"), DEMO_DATA: "0" },
  });

/** p95 (of all but the first) of each search on one database. */
async function timeSize(engine, size) {
  const log = (line) => console.log(`[bench:search] ${engine} ${size.toLocaleString("en-IN")}: ${line}`);
  const databaseUrl = await databaseFor(engine, size);
  // The schema first (the app's migrations, run by a server start), then the leads.
  await (await serverFor(databaseUrl, size)).stop();
  const started = performance.now();
  const cookie = await fill(databaseUrl, size, log);
  const fillSeconds = (performance.now() - started) / 1000;
  const server = await serverFor(databaseUrl, size);
  try {
    const times = {};
    for (const [name, queries] of searches(size)) {
      const ms = [];
      for (const q of queries) {
        const answer = await request(`${server.url}/Admin/leads?q=${encodeURIComponent(q)}`, { headers: { cookie } });
        if (answer.status !== 200) throw new Error(`${engine}: /Admin/leads?q=${q} answered ${answer.status}`);
        ms.push(answer.ms);
      }
      times[name] = { first: ms[0], p95: percentile(ms.slice(1), 95) };
      log(`${name} p95 ${times[name].p95.toFixed(0)} ms (first ${ms[0].toFixed(0)} ms)`);
    }
    return { fillSeconds, times };
  } finally {
    await server.stop();
  }
}

/** Runs the search benchmark; returns what to print and the targets missed. */
export async function benchSearch() {
  const engines = POSTGRES_URL ? ["SQLite", "PostgreSQL"] : ["SQLite"];
  const results = [];
  for (const engine of engines) {
    const [small, large] = [await timeSize(engine, SIZES[0]), await timeSize(engine, SIZES[1])];
    results.push({ engine, small, large });
  }
  const failures = [];
  const rows = results.flatMap(({ engine, small, large }) =>
    Object.keys(large.times).map((name) => {
      const [p95Small, p95Large] = [small.times[name].p95, large.times[name].p95];
      const ratio = p95Large / p95Small;
      if (p95Large >= TARGET_P95_MS) failures.push(`${engine}: search by ${name} p95 ${p95Large.toFixed(0)} ms`);
      if (ratio > TARGET_RATIO) failures.push(`${engine}: search by ${name} ${ratio.toFixed(1)}x at ${SIZES[1]}`);
      return { engine, name, p95Small, p95Large, ratio };
    }),
  );
  return {
    failures,
    print() {
      const [small, large] = SIZES.map((size) => size.toLocaleString("en-IN"));
      console.log(
        `\nThe inbox's search at ${small} and ${large} leads (target p95 < ${TARGET_P95_MS} ms at ${large}, at most ${TARGET_RATIO}x)`,
      );
      if (!POSTGRES_URL) console.log("  PostgreSQL: not run (set BENCH_POSTGRES_URL to a database of its own)");
      for (const result of results) {
        const seconds = [result.small, result.large].map((r) => r.fillSeconds.toFixed(1));
        console.log(`  ${result.engine} (leads written or checked in ${seconds.join(" s and ")} s)`);
      }
      for (const row of rows) {
        console.log(
          `    ${row.engine.padEnd(10)} ${row.name.padEnd(24)} p95 ${row.p95Small.toFixed(0).padStart(4)} ms at ${small}   ${row.p95Large.toFixed(0).padStart(4)} ms at ${large}   ${row.ratio.toFixed(2)}x`,
        );
      }
    },
  };
}

// `npm run bench:search`: this section alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchSearch();
  result.print();
  if (result.failures.length > 0) {
    console.log(`\nMissed: ${result.failures.join("; ")}`);
    process.exitCode = 1;
  }
}

// `npm run seed:scale -- --colleges 10000 [--fresh]`: a database of synthetic colleges for
// benchmarks (scripts/scale/synthetic-catalogue.mjs says what they are). DATABASE_URL picks it:
// file:/path/x.sqlite or postgres://…; unset, ./data/scale.sqlite (never the site's ./data/app.db).
// A database that already holds the same number of synthetic colleges is left as it is, unless
// --fresh. Any other college in it, or a database a site uses, and the script refuses (exit 2).
//
// The schema comes from the app's own migrations, run by its production bundle: startApp (what
// `node server.js` calls before it listens) migrates and marks the database initialised with
// DEMO_DATA=0, so no demo college ever lands in it; close() then stops its timers. That is the
// one code path that makes a site's schema, with no port to pick and no child process to watch,
// and these plain .mjs scripts cannot import the TypeScript migrations themselves. So the
// script needs a build: `npm run seed:scale` makes one first if the sources changed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { NotSyntheticError, inspectTarget, seedSyntheticCatalogue } from "./scale/synthetic-catalogue.mjs";

const DEFAULT_DATABASE_URL = "file:./data/scale.sqlite";
const DEFAULT_COLLEGES = 10_000;
const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/server/index.js");

const log = (line) => console.log(`[seed:scale] ${line}`);

/** A mistake the user can fix: one line, no stack trace. */
class UsageError extends Error {}

function parseArgs(argv) {
  let colleges = DEFAULT_COLLEGES;
  let fresh = false;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split("=", 2);
    if (name === "--fresh") fresh = true;
    else if (name === "--colleges") {
      const raw = inline ?? argv[++i];
      colleges = Number(raw);
      if (!Number.isInteger(colleges) || colleges < 1 || colleges > 1_000_000) {
        throw new UsageError(`--colleges must be a whole number from 1 to 1,000,000 (got "${raw}")`);
      }
    } else throw new UsageError(`unknown option ${argv[i]} (use --colleges N and --fresh)`);
  }
  return { colleges, fresh };
}

function openKysely(databaseUrl) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
    });
  }
  if (!databaseUrl.startsWith("file:"))
    throw new UsageError("DATABASE_URL must be file:/path/to/x.sqlite or postgres://…");
  const filename = databaseUrl.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const connection = new SQLite(filename);
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  return new Kysely({ dialect: new SqliteDialect({ database: connection }) });
}

async function withDatabase(databaseUrl, work) {
  const db = openKysely(databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function migrate(databaseUrl) {
  if (!fs.existsSync(BUNDLE))
    throw new UsageError("no production build: run `npm run build` first (npm run seed:scale does)");
  const { startApp, createLogger } = await import(BUNDLE);
  const started = await startApp(
    {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "0",
      // Not "production": that would print a first-admin link for a database no one will sign in to.
      NODE_ENV: "development",
      // A throwaway key, so no ip-hash.key file is written beside the database by this step.
      IP_HASH_SECRET: crypto.randomBytes(32).toString("hex"),
    },
    // The app's own lines (migrations applied), readable: this is a tool for a terminal.
    createLogger({ pretty: true }),
  );
  await started.close();
}

async function main() {
  const { colleges, fresh } = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  const target = await withDatabase(databaseUrl, inspectTarget);
  const marker = target.marker;
  if (!fresh && marker?.state === "complete" && marker.colleges === colleges) {
    log(`${databaseUrl} already holds ${colleges} synthetic colleges; nothing to do (--fresh makes them again).`);
    return;
  }
  const started = performance.now();
  await migrate(databaseUrl);
  const made = await withDatabase(databaseUrl, (db) => seedSyntheticCatalogue(db, { colleges, log, target }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `${databaseUrl}: ${made.colleges} colleges, ${made.courses} courses, ${made.branches} branches, ` +
      `${made.placements} placement companies, ${made.exams} exams (${made.examLinks} links) in ${seconds} s.`,
  );
}

try {
  await main();
} catch (error) {
  const refused = error instanceof NotSyntheticError;
  const expected = refused || error instanceof UsageError;
  console.error(`[seed:scale] ${expected ? error.message : (error.stack ?? error)}`);
  process.exitCode = refused ? 2 : 1;
}

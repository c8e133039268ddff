// `npm run seed:scale -- --colleges 10000 [--fresh]`: a database of synthetic colleges for
// benchmarks (scripts/scale/synthetic-catalogue.mjs says what they are). DATABASE_URL picks it:
// file:/path/x.sqlite or postgres://…; unset, ./data/scale.sqlite (never the site's ./data/app.db).
// `npm run seed:scale -- --leads 1000000`: a database of its own (unset DATABASE_URL:
// ./data/scale-leads.sqlite) with LEADS_CATALOGUE synthetic colleges and that many synthetic
// leads over three seasons (scripts/scale/synthetic-leads.mjs); a run that stopped is carried on.
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
import { UsageError, openKysely } from "./scale/open-database.mjs";
import { NotSyntheticError, inspectTarget, seedSyntheticCatalogue } from "./scale/synthetic-catalogue.mjs";
import { inspectLeads, markLeadsStarted, seedSyntheticLeads } from "./scale/synthetic-leads.mjs";

const DEFAULT_DATABASE_URL = "file:./data/scale.sqlite";
const DEFAULT_LEADS_DATABASE_URL = "file:./data/scale-leads.sqlite";
const DEFAULT_COLLEGES = 10_000;
/** The colleges a leads database gets: enough for applications to spread over. */
const LEADS_CATALOGUE = 500;
const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/server/index.js");

const log = (line) => console.log(`[seed:scale] ${line}`);

function parseArgs(argv) {
  let colleges = DEFAULT_COLLEGES;
  let leads;
  let fresh = false;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split("=", 2);
    if (name === "--fresh") fresh = true;
    else if (name === "--leads") {
      const raw = inline ?? argv[++i];
      leads = Number(raw);
      if (!Number.isInteger(leads) || leads < 1 || leads > 5_000_000) {
        throw new UsageError(`--leads must be a whole number from 1 to 5,000,000 (got "${raw}")`);
      }
    } else if (name === "--colleges") {
      const raw = inline ?? argv[++i];
      colleges = Number(raw);
      if (!Number.isInteger(colleges) || colleges < 1 || colleges > 1_000_000) {
        throw new UsageError(`--colleges must be a whole number from 1 to 1,000,000 (got "${raw}")`);
      }
    } else throw new UsageError(`unknown option ${argv[i]} (use --colleges N, --leads N and --fresh)`);
  }
  return { colleges, leads, fresh };
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

/** `--leads N`: the catalogue (if the database has none yet), then the leads up to N. */
async function seedLeads(databaseUrl, leads) {
  const before = await withDatabase(databaseUrl, async (db) => {
    const target = await inspectTarget(db);
    // A new database has no tables yet (or was never used): no leads to look at.
    return { target, ...(target.state === "new" ? { marker: undefined, leads: 0 } : await inspectLeads(db)) };
  });
  if (before.marker?.state === "complete" && before.marker.leads === leads) {
    log(`${databaseUrl} already holds ${leads} synthetic leads; nothing to do.`);
    return;
  }
  // Leads that no run of this script made, or more than asked for: refuse rather than mix or cut.
  if (before.leads > 0 && (!before.marker || before.leads > leads)) {
    throw new NotSyntheticError(
      `${databaseUrl} holds ${before.leads} leads this script did not make (or more than ${leads}): use a database of its own`,
    );
  }
  const started = performance.now();
  await migrate(databaseUrl);
  const made = await withDatabase(databaseUrl, async (db) => {
    if (before.target.state === "new")
      await seedSyntheticCatalogue(db, { colleges: LEADS_CATALOGUE, log, target: before.target });
    await markLeadsStarted(db, leads);
    return seedSyntheticLeads(db, { leads, log });
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `${databaseUrl}: ${made.leads} leads (${made.enquiries} enquiries, ${made.events} events, ` +
      `${made.applications} applications added by this run) in ${seconds} s.`,
  );
}

async function main() {
  const { colleges, leads, fresh } = parseArgs(process.argv.slice(2));
  if (leads !== undefined) {
    await seedLeads(process.env.DATABASE_URL?.trim() || DEFAULT_LEADS_DATABASE_URL, leads);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  const target = await withDatabase(databaseUrl, inspectTarget);
  const marker = target.marker;
  // A catalogue made before cut-offs were (issue 46) is made again, with them.
  if (!fresh && marker?.state === "complete" && marker.colleges === colleges && marker.cutoffs > 0) {
    log(`${databaseUrl} already holds ${colleges} synthetic colleges; nothing to do (--fresh makes them again).`);
    return;
  }
  const started = performance.now();
  await migrate(databaseUrl);
  const made = await withDatabase(databaseUrl, (db) => seedSyntheticCatalogue(db, { colleges, log, target }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `${databaseUrl}: ${made.colleges} colleges, ${made.courses} courses, ${made.branches} branches, ` +
      `${made.placements} placement companies, ${made.exams} exams (${made.examLinks} links), ${made.cutoffs} cut-offs in ${seconds} s.`,
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

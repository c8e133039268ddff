// `npm run soak`: four reliability scenarios against the production build, on loopback, then one
// table of what was lost. Exit code 1 if any scenario lost something or missed a target.
//
//   node scripts/soak/run.mjs [--quick] [--only=load,crash,outage,scale-out] [--skip-pg]
//   SOAK_DURATION=60 SOAK_SKIP_PG=1 SOAK_CONNECTIONS=200 SOAK_OUTAGE_SECONDS=10 SOAK_CRASH_CYCLES=3
//
// See docs/reliability.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCrash } from "./crash.mjs";
import { APP_DIR, fmtMs, log, onCleanup, parseOptions, row, runCleanups, tempDir } from "./lib.mjs";
import { runLoad } from "./load.mjs";
import { runOutage } from "./outage.mjs";
import { ThrowawayCluster, pgAvailability } from "./pg-cluster.mjs";
import { runScaleOut } from "./scale-out.mjs";

const options = parseOptions();
const started = Date.now();
const TIME_LIMIT_MS = Number(process.env.SOAK_TIME_LIMIT ?? 20 * 60) * 1000;

if (!fs.existsSync(path.join(APP_DIR, "build/server/index.js"))) {
  console.error(`No production build in ${APP_DIR}: run \`npm run build\` first (\`npm run soak\` does it for you).`);
  process.exit(1);
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping servers and removing the throwaway cluster`);
    await runCleanups();
    process.exit(130);
  });
}
const watchdog = setTimeout(async () => {
  log(`time limit of ${TIME_LIMIT_MS / 1000} s reached: stopping`);
  await runCleanups();
  process.exit(2);
}, TIME_LIMIT_MS);
watchdog.unref();

const pg = options.skipPg ? { ok: false, reason: "SOAK_SKIP_PG=1" } : pgAvailability(options.pgVersion);
let cluster;
async function pgCluster() {
  if (!cluster) {
    cluster = new ThrowawayCluster({ version: pg.version, preferredPort: options.pgPort });
    onCleanup(() => cluster.drop());
    await cluster.create();
  }
  return cluster;
}

async function databaseFor(engine, scenario) {
  if (engine === "sqlite") return `file:${tempDir(scenario)}/app.db`;
  return (await pgCluster()).createDatabase(`soak_${scenario.replace("-", "_")}`);
}

function skipped(scenario, engine, reason) {
  const r = row({ scenario, engine });
  r.skipped = reason;
  return r;
}

/** A scenario that throws is a failed row, not a crashed run. */
async function guarded(scenario, engine, work) {
  const t0 = Date.now();
  const loadBefore = os.loadavg()[0];
  let result;
  try {
    result = await work();
  } catch (error) {
    result = row({ scenario, engine });
    result.failures.push(`scenario aborted: ${String(error.message ?? error).split("\n")[0]}`);
    result.details.error = String(error.stack ?? error);
    console.error(error);
  }
  result.seconds = (Date.now() - t0) / 1000;
  // Other work on the machine changes latency and throughput a lot: say how busy it was.
  result.loadavg = { before: loadBefore, after: os.loadavg()[0] };
  result.notes.push(
    `${Math.round(result.seconds)} s; machine load average (1 min) ${loadBefore.toFixed(1)} before, ${result.loadavg.after.toFixed(1)} after, on ${os.availableParallelism?.() ?? os.cpus().length} CPU(s)`,
  );
  return result;
}

const ENGINES = {
  load: ["sqlite", "postgres"],
  crash: ["sqlite", "postgres"],
  outage: ["postgres"],
  "scale-out": ["postgres"],
};
const RUNNERS = {
  load: (engine, databaseUrl) => runLoad({ engine, databaseUrl, options }),
  crash: (engine, databaseUrl) => runCrash({ engine, databaseUrl, options }),
  outage: async (engine, databaseUrl) => runOutage({ engine, databaseUrl, options, cluster: await pgCluster() }),
  "scale-out": (engine, databaseUrl) => runScaleOut({ engine, databaseUrl, options }),
};

log(
  `soak run: ${options.only.join(", ")}${options.quick ? " (quick)" : ""}; load ${options.duration} s × ${options.connections} connections; ` +
    `PostgreSQL ${pg.ok ? `${pg.version} (throwaway cluster)` : `skipped: ${pg.reason}`}; node ${process.version}, ${os.availableParallelism?.() ?? os.cpus().length} CPU(s)`,
);

const rows = [];
try {
  for (const scenario of options.only) {
    for (const engine of ENGINES[scenario]) {
      if (engine === "postgres" && !pg.ok) {
        rows.push(skipped(scenario, engine, pg.reason));
        continue;
      }
      log(`── ${scenario} [${engine}]`);
      const result = await guarded(scenario, engine, async () =>
        RUNNERS[scenario](engine, await databaseFor(engine, scenario)),
      );
      rows.push(result);
      log(`${scenario} [${engine}]: ${verdict(result)}${reason(result) ? ` (${reason(result)})` : ""}`);
    }
  }
} finally {
  await runCleanups();
}

function verdict(r) {
  if (r.skipped) return "SKIP";
  return r.failures.length === 0 ? "PASS" : "FAIL";
}

function reason(r) {
  if (r.skipped) return r.skipped;
  return r.failures.length > 0 ? r.failures.join("; ") : "";
}

function printTable(results) {
  const header = ["scenario", "engine", "requests", "errors", "p99", "leads ack", "stored", "lost", "result"];
  const lines = results.map((r) => [
    r.scenario,
    r.engine,
    r.skipped ? "-" : String(r.requests),
    r.skipped ? "-" : String(r.errors),
    r.skipped ? "-" : fmtMs(r.p99),
    r.skipped ? "-" : String(r.acknowledged),
    r.skipped ? "-" : String(r.stored),
    r.skipped ? "-" : String(r.lost),
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i >= 2 && i <= 7 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ");
  console.log("");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log("");
  for (const r of results) {
    const label = `${r.scenario} [${r.engine}]`;
    if (r.skipped) {
      console.log(`${label} SKIP: ${r.skipped}`);
      continue;
    }
    console.log(`${label} ${verdict(r)}${r.failures.length ? `: ${r.failures.join("; ")}` : ""}`);
    for (const note of r.notes) console.log(`    ${note}`);
  }
}

printTable(rows);
const failed = rows.filter((r) => !r.skipped && r.failures.length > 0);
const lost = rows.reduce((sum, r) => sum + (r.lost ?? 0), 0);
console.log("");
console.log(
  `${failed.length === 0 ? "PASS" : "FAIL"}: ${lost} acknowledged lead(s) lost; ${failed.length} of ${rows.length} row(s) failed; ` +
    `${rows.filter((r) => r.skipped).length} skipped; ${Math.round((Date.now() - started) / 1000)} s in all.`,
);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.availableParallelism?.() ?? os.cpus().length,
  options,
  rows,
};
const reportPath = options.json ?? path.join(os.tmpdir(), `soak-report-${Date.now()}.json`);
fs.writeFileSync(reportPath, JSON.stringify(report, null, 2));
console.log(`Full report: ${reportPath}`);
process.exit(failed.length === 0 ? 0 : 1);

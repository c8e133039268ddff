// The leads section of `npm run bench` (issue 25): the admin screens a consultancy lives in, on a
// database of a million synthetic leads (`npm run seed:scale -- --leads N`, reused when it holds
// them), on SQLite and, when BENCH_POSTGRES_URL names a database of its own, on PostgreSQL.
//
// Each screen is asked for one at a time by a signed-in owner or counsellor (sessions written
// straight into the database: the synthetic staff have no passwords): the first request alone
// (cold), then REPEATS more, each a different address where the screen takes one (a phone search
// for another phone), so the p95 is of real work. The target is p95 under 300 ms.
// The CSV export of every lead is downloaded once while the server's resident memory is sampled:
// it must stream, so its memory stays flat: no higher in the second half than in the first.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { insertSession } from "../lib/staff-session.mjs";
import { openKysely } from "./open-database.mjs";
import { percentile, request, startServer } from "../soak/lib.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const SQLITE_URL = process.env.BENCH_LEADS_DATABASE_URL ?? `file:${path.join(REPO_ROOT, "data", "scale-leads.sqlite")}`;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL;
const TARGET_P95_MS = 300;
const REPEATS = 30;
const SESSION_COOKIE = "__Host-admin_session";
/** A month inside the synthetic seasons (they end on 2026-11-27). */
const REPORT_MONTH = { from: "2026-10-01", to: "2026-10-31" };

function seed(databaseUrl) {
  const seeded = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, "scripts/seed-scale.mjs"), "--leads", String(LEADS)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: "inherit",
    },
  );
  if (seeded.status !== 0) throw new Error(`seed:scale --leads failed (exit ${seeded.status}) on ${databaseUrl}`);
}

/** A session for the synthetic owner and one for a counsellor, as a sign-in would write them. */
async function staffCookies(databaseUrl) {
  const db = openKysely(databaseUrl);
  try {
    const staff = await db
      .selectFrom("admins")
      .select(["id", "email"])
      .where("email", "in", ["owner@synthetic.example.in", "counsellor01@synthetic.example.in"])
      .execute();
    const cookies = {};
    for (const person of staff) {
      const token = await insertSession(db, person.id);
      cookies[person.email.startsWith("owner") ? "owner" : "counsellor"] = `${SESSION_COOKIE}=${token}`;
    }
    const phones = (
      await db
        .selectFrom("leads")
        .select("phone")
        .where("id", "in", [7, 4_242, 99_999, 500_001, LEADS - 3])
        .execute()
    ).map((row) => row.phone);
    return { ...cookies, phones };
  } finally {
    await db.destroy();
  }
}

async function timeScreen(url, cookie, paths) {
  const times = [];
  let failed = 0;
  for (const target of paths) {
    const answer = await request(`${url}${target}`, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
    if (answer.status !== 200) failed++;
    times.push(answer.ms);
  }
  return {
    first: times[0],
    p50: percentile(times.slice(1), 50),
    p95: percentile(times.slice(1), 95),
    failed,
    status: undefined,
  };
}

/**
 * Target: the server's resident memory at its highest in the export's second half is less than
 * this above its highest in the first half. A streamed export's memory rises and falls with the
 * garbage collector (on PostgreSQL between about 145 and 215 MB all the way through) and its
 * peaks stay level; one that keeps what it has sent climbs with every megabyte (ADR 058: from 170
 * to 398 MB over 263 MB of CSV).
 */
const EXPORT_GROWTH_LIMIT_MB = 32;

/**
 * Downloads the whole export, reading it as it comes (nothing kept here), while sampling the
 * server's resident memory (VmRSS) every 50 ms with how far the download had got.
 */
async function exportMemory(server, cookie) {
  const rss = () => {
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  const before = rss();
  let bytes = 0;
  const samples = [];
  const sampler = setInterval(() => samples.push({ bytes, rss: rss() }), 50);
  const started = performance.now();
  const status = await new Promise((resolve, reject) => {
    http
      .get(`${server.url}/Admin/leads.csv`, { headers: { cookie } }, (response) => {
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(response.statusCode));
        response.on("error", reject);
      })
      .on("error", reject);
  });
  clearInterval(sampler);
  samples.push({ bytes, rss: rss() });
  const highest = (list) => Math.max(before, ...list.map((sample) => sample.rss));
  return {
    status,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / 1e6,
    before,
    firstHalf: highest(samples.filter((sample) => sample.bytes <= bytes / 2)),
    secondHalf: highest(samples.filter((sample) => sample.bytes > bytes / 2)),
  };
}

async function benchEngine(engine, databaseUrl) {
  const seedStarted = performance.now();
  seed(databaseUrl);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { owner, counsellor, phones } = await staffCookies(databaseUrl);
  const server = await startServer({
    databaseUrl,
    label: `bench-leads-${engine}`,
    // The first start after new migrations builds their indexes over a million leads.
    readyTimeoutMs: 900_000,
    env: { IP_HASH_SECRET: crypto.randomBytes(32).toString("hex"), DEMO_DATA: "0" },
  });
  try {
    const repeat = (target) => Array(REPEATS + 1).fill(target);
    const phoneSearches = Array.from({ length: REPEATS + 1 }, (_, i) => `/Admin/leads?q=${phones[i % phones.length]}`);
    const report = `/Admin/reports?from=${REPORT_MONTH.from}&to=${REPORT_MONTH.to}`;
    const hasReport = (await request(`${server.url}${report}`, { headers: { cookie: owner } })).status === 200;
    const screens = [
      ["the inbox's first page", owner, repeat("/Admin/leads")],
      ["a phone search", owner, phoneSearches],
      ["a counsellor's queue", counsellor, repeat("/Admin/queue")],
      ["the dashboard", owner, repeat("/Admin/Desboard")],
      ...(hasReport ? [["the funnel report for a month", owner, repeat(report)]] : []),
    ];
    const rows = [];
    for (const [name, cookie, paths] of screens) {
      const row = { name, ...(await timeScreen(server.url, cookie, paths)) };
      console.log(`[bench:leads] ${engine}: ${name} p95 ${row.p95.toFixed(0)} ms (first ${row.first.toFixed(0)} ms)`);
      rows.push(row);
    }
    const csv = await exportMemory(server, owner);
    return { engine, seedSeconds, rows, csv, hasReport };
  } finally {
    await server.stop();
  }
}

/** Runs the leads benchmarks; returns what to print and the targets missed. */
export async function benchLeads() {
  const failures = [];
  const results = [await benchEngine("SQLite", SQLITE_URL)];
  if (POSTGRES_URL) results.push(await benchEngine("PostgreSQL", POSTGRES_URL));
  for (const result of results) {
    for (const row of result.rows) {
      if (row.p95 >= TARGET_P95_MS)
        failures.push(`${result.engine}: ${row.name} p95 ${row.p95.toFixed(0)} ms at ${LEADS} leads`);
      if (row.failed > 0) failures.push(`${result.engine}: ${row.name} answered other than 200 ${row.failed} times`);
    }
    if (!result.hasReport) failures.push(`${result.engine}: no funnel report at /Admin/reports to time`);
    if (result.csv.status !== 200) failures.push(`${result.engine}: the CSV export answered ${result.csv.status}`);
    const growth = result.csv.secondHalf - result.csv.firstHalf;
    if (growth >= EXPORT_GROWTH_LIMIT_MB)
      failures.push(
        `${result.engine}: the server's memory grew by ${growth.toFixed(0)} MB from the CSV export's first half to its second (limit ${EXPORT_GROWTH_LIMIT_MB} MB)`,
      );
  }
  return {
    failures,
    print() {
      console.log(
        `\nLeads at scale: ${LEADS.toLocaleString("en-IN")} synthetic leads (target p95 < ${TARGET_P95_MS} ms)`,
      );
      if (!POSTGRES_URL) console.log("  PostgreSQL: not run (set BENCH_POSTGRES_URL to a database of its own)");
      for (const result of results) {
        console.log(`  ${result.engine} (seeded or checked in ${result.seedSeconds.toFixed(1)} s)`);
        for (const row of result.rows) {
          console.log(
            `    ${row.name.padEnd(32)} first ${row.first.toFixed(0).padStart(5)} ms   p50 ${row.p50.toFixed(0).padStart(4)} ms   p95 ${row.p95.toFixed(0).padStart(4)} ms`,
          );
        }
        const { csv } = result;
        console.log(
          `    CSV export of every lead: ${csv.megabytes.toFixed(0)} MB in ${csv.seconds.toFixed(1)} s; server memory ${csv.before.toFixed(0)} MB before, at most ${csv.firstHalf.toFixed(0)} MB in the first half and ${csv.secondHalf.toFixed(0)} MB in the second (growth limit ${EXPORT_GROWTH_LIMIT_MB} MB)`,
        );
      }
    },
  };
}

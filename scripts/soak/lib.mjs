// Shared helpers for the soak scenarios: options, production servers, HTTP, leads and the database.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import pg from "pg";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The checkout whose production build is served (`node server.js` runs there). */
export const APP_DIR = process.env.SOAK_APP_DIR ? path.resolve(process.env.SOAK_APP_DIR) : REPO_ROOT;

/** The first admin every soak server is started with. */
export const ADMIN = { email: "soak.admin@example.com", password: "soak-admin-password-1", name: "Soak Admin" };

/** A short tag that makes this run's lead ids unique even on a reused database. */
export const RUN_TAG = crypto.randomBytes(3).toString("hex");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(line) {
  const stamp = new Date().toISOString().slice(11, 19);
  console.log(`[soak ${stamp}] ${line}`);
}

// ---------------------------------------------------------------------------------------------
// Options

function flag(argv, name) {
  const hit = argv.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (hit === undefined) return undefined;
  return hit.includes("=") ? hit.slice(hit.indexOf("=") + 1) : "1";
}

function truthy(value) {
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

function positiveNumber(name, raw, fallback) {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

const SCENARIOS = ["load", "crash", "outage", "scale-out"];

/** Flags win over environment variables; `--quick` shortens every scenario for development. */
export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const quick = truthy(flag(argv, "quick") ?? env.SOAK_QUICK);
  const only = (flag(argv, "only") ?? env.SOAK_ONLY ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of only) {
    if (!SCENARIOS.includes(name))
      throw new Error(`--only: unknown scenario "${name}" (one of ${SCENARIOS.join(", ")})`);
  }
  return {
    quick,
    only: only.length > 0 ? only : SCENARIOS,
    skipPg: truthy(flag(argv, "skip-pg") ?? env.SOAK_SKIP_PG),
    /** Seconds of load per engine. */
    duration: positiveNumber("SOAK_DURATION", flag(argv, "duration") ?? env.SOAK_DURATION, quick ? 10 : 60),
    connections: positiveNumber("SOAK_CONNECTIONS", flag(argv, "connections") ?? env.SOAK_CONNECTIONS, 200),
    /** Seconds a load request may take before it counts as a timeout (autocannon's default). */
    timeout: positiveNumber("SOAK_TIMEOUT", flag(argv, "timeout") ?? env.SOAK_TIMEOUT, 10),
    /** Seconds the database stays down in the outage scenario. */
    outageSeconds: positiveNumber("SOAK_OUTAGE_SECONDS", flag(argv, "outage-seconds") ?? env.SOAK_OUTAGE_SECONDS, 10),
    /** SIGKILLs per engine in the crash scenario. */
    crashCycles: positiveNumber(
      "SOAK_CRASH_CYCLES",
      flag(argv, "crash-cycles") ?? env.SOAK_CRASH_CYCLES,
      quick ? 2 : 3,
    ),
    pgVersion: env.SOAK_PG_VERSION,
    pgPort: env.SOAK_PG_PORT ? Number(env.SOAK_PG_PORT) : 5433,
    json: flag(argv, "json") ?? env.SOAK_JSON,
  };
}

// ---------------------------------------------------------------------------------------------
// Processes started by this run, so an interrupted run leaves none behind.

const children = new Set();
const cleanups = [];

export function onCleanup(fn) {
  cleanups.push(fn);
}

function killEverything() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}

export async function runCleanups() {
  killEverything();
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      log(`clean-up failed: ${error.message}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Servers

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function tempDir(label = "run") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `edu-soak-${label}-`));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const OUTPUT_LIMIT = 256 * 1024;

/**
 * Starts `node server.js` as `npm start` does after its build (NODE_ENV=production, loopback,
 * demo catalogue, a first admin, the lead limit off unless `env` says otherwise) and waits for
 * /healthz. `port` may be given to restart on the same address; `node`, another Node binary and
 * its flags (scripts/ci/node24-smoke.mjs).
 */
export async function startServer({
  databaseUrl,
  port,
  env = {},
  label = "server",
  readyTimeoutMs = 60_000,
  node = [process.execPath],
}) {
  port ??= await freePort();
  const uploads = tempDir("uploads");
  const [binary, ...flags] = node;
  const child = spawn(binary, [...flags, "server.js"], {
    cwd: APP_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LEADS_PER_IP_PER_HOUR: "0",
      UPLOAD_DIR: uploads,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  let dropped = 0;
  const collect = (chunk) => {
    output += chunk;
    if (output.length > OUTPUT_LIMIT) {
      dropped += output.length - OUTPUT_LIMIT / 2;
      output = output.slice(-OUTPUT_LIMIT / 2);
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (!alive())
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    const answer = await request(`${url}/healthz`, { timeoutMs: 2_000, agent: false });
    if (answer.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${label} did not answer /healthz within ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    label,
    url,
    port,
    child,
    exited,
    alive,
    output: () => (dropped > 0 ? `[${dropped} earlier characters dropped]\n` : "") + output,
    kill(signal = "SIGKILL") {
      if (alive()) child.kill(signal);
      return exited;
    },
    /** SIGTERM, as a process manager would; SIGKILL if it has not exited after `graceMs`. */
    async stop(graceMs = 20_000) {
      if (!alive()) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => alive() && child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * Lines a server printed that report faults: its JSON log lines at level error (50) or fatal
 * (docs/operations.md), and any other line that looks like one (a stack trace Node printed itself).
 */
export function faultLines(output) {
  return output.split("\n").filter((line) => {
    if (line.startsWith("{")) return (logEntry(line)?.level ?? 0) >= 50;
    return /\b(Error|error|Unhandled|FATAL|uncaught)\b/.test(line);
  });
}

/** A JSON log line of the server, parsed; undefined for any other line. */
export function logEntry(line) {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

/**
 * One request with node:http. Never rejects: resolves with { status, headers, body, ms } or
 * { error, ms }. A compressed body (if Accept-Encoding was sent) is decoded.
 */
export function request(url, { method = "GET", headers = {}, body, timeoutMs = 30_000, agent } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let timer;
    let timedOut = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: performance.now() - started, startedAt: started });
    };
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(url, {
      method,
      agent,
      headers: payload ? { "content-length": payload.length, ...headers } : headers,
    });
    // A deadline for the whole answer, not an idle timer: a trickling stream still times out.
    timer = setTimeout(() => {
      timedOut = true;
      req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: "TIMEOUT" }));
    }, timeoutMs);
    req.on("response", (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        let raw = Buffer.concat(chunks);
        try {
          raw = decode(raw, response.headers["content-encoding"]);
        } catch (error) {
          return finish({ error: `BAD_ENCODING: ${error.message}` });
        }
        finish({ status: response.statusCode, headers: response.headers, body: raw.toString("utf8") });
      });
      response.on("error", (error) => finish({ error: timedOut ? "TIMEOUT" : (error.code ?? error.message) }));
      response.on("close", () => finish({ error: timedOut ? "TIMEOUT" : "ABORTED" }));
    });
    req.on("error", (error) => finish({ error: timedOut ? "TIMEOUT" : (error.code ?? error.message) }));
    req.end(payload);
  });
}

function decode(raw, encoding) {
  if (!encoding || encoding === "identity" || raw.length === 0) return raw;
  if (encoding === "gzip") return zlib.gunzipSync(raw);
  if (encoding === "deflate") return zlib.inflateSync(raw);
  if (encoding === "br") return zlib.brotliDecompressSync(raw);
  throw new Error(`unknown content-encoding ${encoding}`);
}

/** What a browser sends with every request: compressed answers are welcome. */
export const BROWSER_ENCODINGS = "gzip, deflate, br";

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function countBy(items, key) {
  const counts = {};
  for (const item of items) {
    const value = key(item);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

export function describeCounts(counts) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return "none";
  return entries
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, n]) => `${value}×${n}`)
    .join(" ");
}

/** The public pages of the load mix: home, a stream list, a college, a search, the FAQ. */
export const PAGES = [
  "/",
  "/top-engineering-colleges-in-india",
  "/rv-college-of-engineering",
  "/colleges-course?q=iit",
  "/FaqDetail",
];

// ---------------------------------------------------------------------------------------------
// Leads

/** The Contact form as a browser without JavaScript posts it. */
export function contactLeadBody(id) {
  return new URLSearchParams({
    form: "contact",
    submission_id: id,
    name: leadName(id),
    email: "soak.lead@example.com",
    mobile: "9845012399",
    course: "B.Com",
    applicant: "adult",
  }).toString();
}

function leadName(id) {
  return `Soak ${id}`;
}

/** The answer a visitor sees when the lead was taken: a 200 page thanking them by name. */
function isAcknowledged(id, status, body) {
  return status === 200 && typeof body === "string" && body.includes(`Thank you, ${leadName(id)}.`);
}

/**
 * Every lead a scenario sends, and what the server answered: acknowledged (200 "Thank you"),
 * refused (any other answer), or no answer at all (socket error, timeout, cut off).
 */
export class LeadLedger {
  constructor(prefix) {
    this.prefix = prefix;
    this.seq = 0;
    this.entries = new Map();
  }

  /** A new unique submission id, registered as sent. */
  send(meta = {}) {
    const id = `${this.prefix}-${++this.seq}`;
    this.entries.set(id, { id, outcome: "pending", ...meta });
    return id;
  }

  answer(id, status, body, extra = {}) {
    const entry = this.entries.get(id);
    if (!entry) return;
    Object.assign(entry, extra, { status, outcome: isAcknowledged(id, status, body) ? "acknowledged" : "refused" });
  }

  fail(id, error, extra = {}) {
    const entry = this.entries.get(id);
    if (!entry) return;
    Object.assign(entry, extra, { error, outcome: "no-answer" });
  }

  all() {
    return [...this.entries.values()];
  }

  ids(outcome, filter = () => true) {
    return this.all()
      .filter((entry) => entry.outcome === outcome && filter(entry))
      .map((entry) => entry.id);
  }

  get size() {
    return this.entries.size;
  }
}

/** Posts one Contact lead and records the outcome in the ledger. */
export async function submitLead(baseUrl, ledger, { agent, meta = {}, timeoutMs = 30_000, path = "/Contact" } = {}) {
  const id = ledger.send(meta);
  const answer = await request(`${baseUrl}${path}`, {
    method: "POST",
    agent,
    timeoutMs,
    // As a browser without JavaScript posts the form (and so it is answered like one: compressed).
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      "accept-encoding": BROWSER_ENCODINGS,
    },
    body: contactLeadBody(id),
  });
  if (answer.error) ledger.fail(id, answer.error, { ms: answer.ms });
  else ledger.answer(id, answer.status, answer.body, { ms: answer.ms, retryAfter: answer.headers["retry-after"] });
  return { id, ...answer, acknowledged: ledger.entries.get(id).outcome === "acknowledged" };
}

/** Compares the ledger with the rows in the database. */
export function reconcile(ledger, stored) {
  const acknowledged = ledger.ids("acknowledged");
  const lost = acknowledged.filter((id) => !stored.has(id));
  const refusedButStored = ledger.ids("refused").filter((id) => stored.has(id));
  const unanswered = ledger.ids("no-answer").concat(ledger.ids("pending"));
  const unansweredStored = unanswered.filter((id) => stored.has(id));
  const unknown = [...stored].filter((id) => !ledger.entries.has(id));
  return {
    sent: ledger.size,
    acknowledged: acknowledged.length,
    stored: [...stored].filter((id) => ledger.entries.has(id)).length,
    lost,
    refused: ledger.ids("refused").length,
    refusedButStored,
    unanswered: unanswered.length,
    unansweredStored: unansweredStored.length,
    unknown,
  };
}

// ---------------------------------------------------------------------------------------------
// The database, read directly (not through the app)

/** Submission ids (without the "contact:" prefix) of the stored leads whose id starts with `prefix`. */
export async function storedLeadIds(databaseUrl, prefix) {
  const pattern = `contact:${prefix}-%`;
  let rows;
  if (databaseUrl.startsWith("file:")) {
    const connection = new Database(databaseUrl.slice("file:".length), { fileMustExist: true });
    try {
      rows = connection.prepare("select submission_id from leads where submission_id like ?").all(pattern);
    } finally {
      connection.close();
    }
  } else {
    rows = await pgQuery(databaseUrl, "select submission_id from leads where submission_id like $1", [pattern]);
  }
  return new Set(rows.map((row) => row.submission_id.slice("contact:".length)));
}

export async function pgQuery(url, text, values = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** PRAGMA integrity_check on a SQLite file: "ok" when the file is sound. */
export function sqliteIntegrity(databaseUrl) {
  const connection = new Database(databaseUrl.slice("file:".length), { fileMustExist: true });
  try {
    return connection
      .prepare("pragma integrity_check")
      .all()
      .map((row) => row.integrity_check)
      .join("; ");
  } finally {
    connection.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * One table row: a scenario on one engine. `failures` empty means pass; `notes` explain the
 * numbers (what was expected to be cut off, for example).
 */
export function row({
  scenario,
  engine,
  requests = 0,
  errors = 0,
  p99 = null,
  acknowledged = 0,
  stored = 0,
  lost = 0,
}) {
  return { scenario, engine, requests, errors, p99, acknowledged, stored, lost, failures: [], notes: [], details: {} };
}

export function fmtMs(ms) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return "-";
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

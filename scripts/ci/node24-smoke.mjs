// CI (.ci/run): the production server starts on PostgreSQL under another Node, serves, and stops
// cleanly; better-sqlite3 is hidden from it, as on a Node it could not be built for.
//
//   node scripts/ci/node24-smoke.mjs "$(npx -y node@24 -p process.execPath)"
//
// Needs the production build (npm test has made it by then) and TEST_DATABASE_URL, a PostgreSQL
// role that may create databases: the server gets a new database of its own, dropped at the end.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { pgQuery, request, runCleanups, startServer } from "../soak/lib.mjs";

const HIDE_BETTER_SQLITE3 = path.resolve("scripts/ci/without-better-sqlite3.mjs");
const STOPPED_WITHIN_MS = 15_000;

const [node] = process.argv.slice(2);
const base = process.env.TEST_DATABASE_URL;
if (!node || !base) {
  console.error('Usage: TEST_DATABASE_URL=postgres://… node scripts/ci/node24-smoke.mjs "<path to node>"');
  process.exit(2);
}

/** Starts, checks /readyz and the home page, stops with SIGTERM; throws what went wrong. */
async function smoke(databaseUrl) {
  const started = Date.now();
  const server = await startServer({
    databaseUrl,
    node: [node, "--import", HIDE_BETTER_SQLITE3],
    readyTimeoutMs: 30_000,
  });
  const fail = (problem) => new Error(`${problem}\n--- server output ---\n${server.output()}`);
  const ready = await request(`${server.url}/readyz`, { timeoutMs: 5_000 });
  if (ready.body !== "ready") throw fail(`/readyz answered ${ready.status ?? ready.error} "${ready.body ?? ""}"`);
  const readyMs = Date.now() - started;
  const home = await request(`${server.url}/`, { timeoutMs: 5_000 });
  if (home.status !== 200 || !home.body?.includes("</html>")) throw fail(`GET / answered ${home.status ?? home.error}`);
  const { code, signal } = await server.stop(STOPPED_WITHIN_MS);
  if (code !== 0) throw fail(`after SIGTERM the server ended with ${code ?? signal}, not 0`);
  return readyMs;
}

const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
const name = `node_smoke_${crypto.randomBytes(6).toString("hex")}`;
const databaseUrl = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
await pgQuery(base, `create database ${name}`);
try {
  const readyMs = await smoke(databaseUrl);
  console.log(`Node ${version} on PostgreSQL, without better-sqlite3: ready in ${readyMs} ms, / 200, stopped cleanly.`);
} catch (error) {
  console.error(`Node ${version} on PostgreSQL: ${error.message}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
  await pgQuery(base, `drop database if exists ${name} with (force)`);
}

import { testPostgresUrl } from "./postgres-url";

export type Engine = "sqlite" | "postgres";

const ENGINES: readonly Engine[] = ["sqlite", "postgres"];

/**
 * Every engine the database tests run on in this run: SQLite, and PostgreSQL too when
 * TEST_DATABASE_URL names one. TEST_ENGINES (a comma-separated list) narrows that down:
 * `TEST_ENGINES=postgres` leaves SQLite out, for a Node that better-sqlite3 is not built for
 * (CI runs the suite so on Node 24; docs/decisions/026-node-24-and-lazy-sqlite.md).
 */
export function engines(): Engine[] {
  const chosen = process.env.TEST_ENGINES?.trim();
  if (!chosen) return testPostgresUrl() ? ["sqlite", "postgres"] : ["sqlite"];
  const names = chosen.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !ENGINES.includes(name as Engine));
  if (unknown.length > 0) {
    throw new Error(`TEST_ENGINES: unknown engine ${unknown.join(", ")} (sqlite, postgres, or both)`);
  }
  if (names.includes("postgres") && !testPostgresUrl()) {
    throw new Error("TEST_ENGINES names postgres, but there is none to test on: set TEST_DATABASE_URL=postgres://…");
  }
  return ENGINES.filter((engine) => names.includes(engine));
}

/**
 * The engine a whole-server test of a feature runs on: one, SQLite, or PostgreSQL when the run
 * leaves SQLite out. What a feature stores and reads is tested on every engine by the integration
 * tests, and every page is rendered on PostgreSQL by tests/e2e/server/postgres-pages.test.ts; a
 * browser driving the same forms a second time on PostgreSQL tested the engine again at ten times
 * the cost (ADR 072). Files whose subject is the engine — several processes on one database,
 * readiness, pool metrics, values the engines treat differently (SQL metacharacters, NUL, impossible
 * dates, fuzzed fields), floods — keep `engines()`. `TEST_BROWSER_ENGINES=all` runs every
 * whole-server file on every engine, as before.
 */
export function browserEngines(): Engine[] {
  const all = engines();
  if (process.env.TEST_BROWSER_ENGINES?.trim() === "all") return all;
  return all.slice(0, 1);
}

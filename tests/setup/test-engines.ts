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

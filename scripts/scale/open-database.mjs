// A Kysely on a DATABASE_URL for the plain .mjs scripts (seed:scale, the bench): file:/path for
// SQLite (its folder made if need be), postgres://… for PostgreSQL (one connection).
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

/** A mistake the user can fix: one line, no stack trace. */
export class UsageError extends Error {}

export function openKysely(databaseUrl) {
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

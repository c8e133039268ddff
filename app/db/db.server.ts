import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "#app/utils/env.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

export interface AppDatabase {
  db: DB;
  kind: DatabaseConfig["kind"];
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// COUNT(*) and other int8 results come back from pg as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(config: DatabaseConfig, options: { log?: (line: string) => void } = {}): AppDatabase {
  return config.kind === "sqlite" ? openSqlite(config.filename) : openPostgres(config.connectionString, options.log);
}

function openSqlite(filename: string): AppDatabase {
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const connection = new SQLite(filename);
  // WAL lets readers run beside the one writer; FULL sync makes a committed lead survive a power cut;
  // busy_timeout makes a second process wait for the write lock instead of failing at once.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    kind: "sqlite",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

function openPostgres(connectionString: string, log: (line: string) => void = console.error): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query that hangs (a dead server behind a live socket) must not hold a request for ever.
    query_timeout: 15_000,
  });
  // An idle client losing its connection (database restart, network blip) emits 'error' on the
  // pool; without a listener Node would crash the whole process. The pool replaces the client.
  pool.on("error", (error) => log(`PostgreSQL idle client error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

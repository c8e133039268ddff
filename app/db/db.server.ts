import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type MigrationLockOptions } from "kysely";
import type pg from "pg";
import type { Database } from "./schema";
import { contentVersion, contentVersionQuery } from "./content-version.server";
import { isSqliteBusy } from "./db-errors";
import { migrateToLatest } from "./migrate.server";

export type DB = Kysely<Database>;

/** Which database to open: DATABASE_URL as parsed by app/utils/env.server.ts. */
export type DatabaseConfig = { kind: "sqlite"; filename: string } | { kind: "postgres"; connectionString: string };

export interface AppDatabase {
  db: DB;
  kind: DatabaseConfig["kind"];
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** The content version (content-version.server.ts), read on every cached page view, so kept cheap. */
  contentVersion(): Promise<number>;
  /** Brings the schema up to date (migrate.server.ts); the names of the migrations it applied. */
  migrate(): Promise<string[]>;
  /** PostgreSQL's connection pool, for /metrics; SQLite has one connection and no pool. */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig, options: { log?: (line: string) => void } = {}): AppDatabase {
  return config.kind === "sqlite" ? openSqlite(config.filename) : openPostgres(config.connectionString, options.log);
}

/**
 * better-sqlite3 is a native addon built for one Node version. It is loaded here, when SQLite is
 * opened, rather than imported with this module: a server on PostgreSQL then starts (and its tests
 * run) on a Node the addon was not, or could not be, built for
 * (docs/decisions/026-node-24-and-lazy-sqlite.md). A require, not an import(), so that opening a
 * database stays synchronous.
 */
function loadSqlite(): typeof SQLite {
  return createRequire(import.meta.url)("better-sqlite3") as typeof SQLite;
}

/**
 * pg too is loaded when PostgreSQL is opened: a server on SQLite, which every test file starts,
 * then starts without it (about 20 ms of each start).
 */
function loadPostgres(): typeof pg {
  const postgres = createRequire(import.meta.url)("pg") as typeof pg;
  // COUNT(*) and other int8 results come back from pg as strings; our counts fit in a JS number.
  postgres.types.setTypeParser(postgres.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return postgres;
}

/**
 * An SQLite database in memory, opened from a database file's bytes (a copy: the image is not
 * changed). The tests open each test's database so from one migrated image, instead of
 * migrating every one (tests/setup/test-database.ts).
 */
export function openSqliteImage(image: Buffer): AppDatabase {
  return openSqlite(image);
}

function openSqlite(source: string | Buffer): AppDatabase {
  if (typeof source === "string" && source !== ":memory:") {
    fs.mkdirSync(path.dirname(path.resolve(source)), { recursive: true });
  }
  const SQLiteDatabase = loadSqlite();
  const connection = new SQLiteDatabase(source);
  // WAL lets readers run beside the one writer; FULL sync makes a committed lead survive a power cut;
  // busy_timeout makes a second process wait for the write lock instead of failing at once.
  connection.pragma("busy_timeout = 5000");
  switchToWal(connection);
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SerialisedMigrationsSqliteDialect({ database: connection }) });
  // Prepared once (after the migrations made the table), rather than by Kysely on every call.
  const versionQuery = contentVersionQuery(db).compile();
  let versionStatement: SQLite.Statement<unknown[], { version: number }> | undefined;
  return {
    db,
    kind: "sqlite",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async contentVersion() {
      versionStatement ??= connection.prepare(versionQuery.sql);
      return Number(versionStatement.get(...versionQuery.parameters)!.version);
    },
    migrate: () => migrateToLatest(db),
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Switching a new file to WAL needs an exclusive lock. When two processes open a new database at the
 * same moment, SQLite may answer SQLITE_BUSY at once instead of calling the busy handler (it does so
 * when waiting could deadlock), so the switch is retried here for a while before giving up.
 */
function switchToWal(connection: SQLite.Database, deadlineMs = 30_000): void {
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    try {
      connection.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > giveUpAt) throw error;
      // Opening the database is synchronous, so the pause is too: 50 ms, without burning the CPU.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/** The settings every PostgreSQL pool of the site opens with. */
const POSTGRES_POOL = {
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  // No JIT compilation: it pays off for long analytical queries, and it cost our screens, whose
  // queries the planner prices high at a million leads, seconds of compiling for a 150 ms query
  // (docs/decisions/056-a-million-leads.md).
  options: "-c jit=off",
};

/**
 * Migrations on PostgreSQL run on a connection of their own, without the pool's query timeout:
 * filling a new column or making an index again on a million leads takes longer than a request
 * may wait (the funnel facts' migration, 2026-12-04, was cut off at 15 s and the server did not
 * start). The Migrator's advisory lock still keeps two processes from running them together.
 */
async function migratePostgres(connectionString: string): Promise<string[]> {
  const pool = new (loadPostgres().Pool)({ connectionString, max: 1, ...POSTGRES_POOL });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

function openPostgres(connectionString: string, log: (line: string) => void = console.error): AppDatabase {
  const pool = new (loadPostgres().Pool)({
    connectionString,
    max: 10,
    // A query that hangs (a dead server behind a live socket) must not hold a request for ever.
    query_timeout: 15_000,
    ...POSTGRES_POOL,
  });
  // An idle client losing its connection (database restart, network blip) emits 'error' on the
  // pool; without a listener Node would crash the whole process. The pool replaces the client.
  pool.on("error", (error) => log(`PostgreSQL idle client error: ${error.message}`));
  // The pool listens only while a client is idle. A client checked out when the server goes
  // away (shutdown, restart) emits 'error' with no listener, which would end the process: the
  // query in flight fails on its own, and the pool drops the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => log(`PostgreSQL connection lost: ${error.message}`));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    async ping() {
      await sql`select 1`.execute(db);
    },
    contentVersion: () => contentVersion(db),
    migrate: () => migratePostgres(connectionString),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Kysely's SQLite adapter takes no migration lock and runs migrations outside a transaction, so
 * two processes starting on one new file could both run the same migration. Here the lock is
 * a write to the lock row as the transaction's first statement: SQLite then grants the write
 * lock to one process at a time (the other waits, up to busy_timeout) before either has read
 * which migrations are done.
 */
class SerialisedMigrationsAdapter extends SqliteAdapter {
  // SQLite does run DDL inside transactions; Kysely says no only to stay on the safe side.
  // Saying yes makes the Migrator wrap the lock and every migration in one transaction.
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async acquireMigrationLock(db: Kysely<any>, options: MigrationLockOptions): Promise<void> {
    await db.updateTable(options.lockTable).set({ is_locked: 1 }).where("id", "=", options.lockRowId).execute();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async releaseMigrationLock(db: Kysely<any>, options: MigrationLockOptions): Promise<void> {
    await db.updateTable(options.lockTable).set({ is_locked: 0 }).where("id", "=", options.lockRowId).execute();
  }
}

class SerialisedMigrationsSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new SerialisedMigrationsAdapter();
  }
}

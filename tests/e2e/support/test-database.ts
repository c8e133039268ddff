import { createRequire } from "node:module";
import type SQLite from "better-sqlite3";
import {
  Kysely,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { openDatabase, type AppDatabase } from "#app/db/db.server";
import { isSqliteBusy } from "#app/db/db-errors";
import type { Database } from "#app/db/schema";
import { parseDatabaseUrl } from "#app/utils/env.server";

/**
 * The test's own connection to a server's database, to seed rows and read back what a page did.
 *
 * On PostgreSQL, the app's own pool. On SQLite, a connection that never blocks the thread: the
 * servers of a browser test run in the test's own process (tests/e2e/support/server.ts), and
 * better-sqlite3 waits for a lock by sleeping the thread (busy_timeout). A test statement that met
 * the write lock of a server transaction would sleep the very thread that server needs to finish
 * it, and fail with "database is locked" after five seconds (ADR 071, decision 3). So this
 * connection does not wait in SQLite (busy_timeout 0): a statement that finds the database
 * locked is tried again after a pause that lets the event loop run, and so the server.
 */
export function openTestDatabase(url: string): AppDatabase {
  const config = parseDatabaseUrl(url);
  if (config.kind === "postgres") return openDatabase(config);
  const SQLiteDatabase = createRequire(import.meta.url)("better-sqlite3") as typeof SQLite;
  const connection = new SQLiteDatabase(config.filename);
  connection.pragma("busy_timeout = 0");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: retryingWhenBusy(new SqliteDialect({ database: connection })) });
  const unsupported = (what: string) => () =>
    Promise.reject(new Error(`a test's database connection does not ${what}`));
  return {
    db,
    kind: "sqlite",
    ping: async () => void connection.prepare("select 1").get(),
    contentVersion: unsupported("read the content version"),
    migrate: unsupported("migrate: the server does"),
    close: () => db.destroy(),
  };
}

/** How long a statement keeps trying while the database is locked: as long as a server waits. */
const GIVE_UP_AFTER_MS = 5_000;

/** The dialect with every statement tried again, after a macrotask's pause, while SQLite says busy. */
function retryingWhenBusy(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new RetryingDriver(dialect.createDriver()),
  };
}

class RetryingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.inner.acquireConnection());
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as RetryingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

class RetryingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
    for (;;) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

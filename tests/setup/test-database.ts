import crypto from "node:crypto";
import { afterEach, beforeEach, describe } from "vitest";
import pg from "pg";
import { openDatabase, type AppDatabase, type DB } from "#app/db/db.server";
import { migrateToLatest } from "#app/db/migrate.server";
import { testPostgresUrl } from "./postgres-url";
import { engines, type Engine } from "./test-engines";

export { engines, type Engine };

export interface TestDatabase extends AppDatabase {
  /** Drops what the test created (the PostgreSQL schema); closes the connection. */
  dispose(): Promise<void>;
}

/**
 * A new, empty database: SQLite in memory, or a PostgreSQL schema of its own (so test files
 * can run in parallel against one server). `migrate: false` leaves it without tables.
 */
export async function createTestDatabase(engine: Engine, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let database: AppDatabase;
  let dropSchema = async () => {};
  if (engine === "sqlite") {
    database = openDatabase({ kind: "sqlite", filename: ":memory:" });
  } else {
    const url = testPostgresUrl()!;
    const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
    await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    database = openDatabase({ kind: "postgres", connectionString: scoped.toString() });
    dropSchema = () => withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`)).then(() => {});
  }
  if (options.migrate !== false) await migrateToLatest(database.db);
  return {
    ...database,
    async dispose() {
      await database.close();
      await dropSchema();
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Declares the suite once per engine, each test starting from a freshly migrated database.
 * Suite names end in [sqlite] or [postgres], so the output shows where each test ran.
 */
export function describeEachEngine(title: string, suite: (db: () => DB, engine: Engine) => void): void {
  for (const engine of engines()) {
    describe(`${title} [${engine}]`, () => {
      let current: TestDatabase | undefined;
      beforeEach(async () => {
        current = await createTestDatabase(engine);
      });
      afterEach(async () => {
        await current?.dispose();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error("test database not ready");
        return current.db;
      }, engine);
    });
  }
}

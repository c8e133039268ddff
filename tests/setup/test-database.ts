import crypto from "node:crypto";
import { afterEach, beforeEach, describe } from "vitest";
import pg from "pg";
import { sql, type KyselyPlugin } from "kysely";
import { openDatabase, type AppDatabase, type DB } from "#app/db/db.server";
import { migrateToLatest } from "#app/db/migrate.server";
import { testPostgresUrl } from "./postgres-url";
import { browserEngines, engines, type Engine } from "./test-engines";

export { browserEngines, engines, type Engine };

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
  let schema = "";
  if (engine === "sqlite") {
    database = openDatabase({ kind: "sqlite", filename: ":memory:" });
  } else {
    const url = testPostgresUrl()!;
    schema = `test_${crypto.randomBytes(6).toString("hex")}`;
    await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    database = openDatabase({ kind: "postgres", connectionString: scoped.toString() });
    dropSchema = () => withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`)).then(() => {});
  }
  if (options.migrate !== false) await migrateFast(engine, database.db, schema);
  return {
    ...database,
    async dispose() {
      await database.close();
      await dropSchema();
    },
  };
}

/**
 * What migrating a new database runs, recorded the first time in each worker and engine: each
 * statement with its parameters written in, and the schema it ran in. Migrating is a few hundred
 * statements through Kysely's Migrator, 80 ms of the worker's CPU on SQLite and 240 ms on
 * PostgreSQL, for every test; running the recorded statements again costs a fraction of that
 * (ADR 071). The migrations themselves are tested through the Migrator
 * (tests/integration/migrations.test.ts), and the schema the recording makes is compared with the
 * declared types (tests/integration/schema-types.test.ts).
 */
const recordings = new Map<Engine, Promise<{ statements: string[]; schema: string } | undefined>>();

async function migrateFast(engine: Engine, db: DB, schema: string): Promise<void> {
  let recording = recordings.get(engine);
  if (!recording) {
    recording = recordMigration(db, schema);
    recordings.set(engine, recording);
    if (await recording) return;
  }
  const recorded = await recording;
  if (!recorded) {
    await migrateToLatest(db);
    return;
  }
  const statements = recorded.schema
    ? recorded.statements.map((statement) => statement.replaceAll(`"${recorded.schema}"`, `"${schema}"`))
    : recorded.statements;
  // PostgreSQL takes them as one simple query (no parameters); SQLite's driver one at a time.
  if (engine === "postgres") await sql.raw(statements.join(";\n")).execute(db);
  else for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Migrates `db` while recording its statements; undefined (nothing to replay) if one had a parameter it cannot write in. */
async function recordMigration(db: DB, schema: string): Promise<{ statements: string[]; schema: string } | undefined> {
  const statements: string[] = [];
  let writable = true;
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      const written = withParameters(compiled.sql, compiled.parameters);
      if (written === undefined) writable = false;
      else statements.push(written);
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
  await migrateToLatest(db.withPlugin(recorder));
  return writable ? { statements, schema } : undefined;
}

/** The statement with each `$n` (PostgreSQL) or `?` (SQLite) replaced by its value as a literal. */
function withParameters(text: string, parameters: readonly unknown[]): string | undefined {
  if (parameters.length === 0) return text;
  const literals = parameters.map(literal);
  if (literals.some((value) => value === undefined)) return undefined;
  let next = 0;
  return /\$\d/.test(text)
    ? text.replace(/\$(\d+)/g, (_, index: string) => literals[Number(index) - 1]!)
    : text.replace(/\?/g, () => literals[next++]!);
}

function literal(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  return undefined;
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

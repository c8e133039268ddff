import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe } from "vitest";
import pg from "pg";
import { sql, type KyselyPlugin } from "kysely";
import { openDatabase, openSqliteImage, type AppDatabase, type DB } from "#app/db/db.server";
import { migrateToLatest } from "#app/db/migrate.server";
import { testPostgresUrl } from "./postgres-url";
import { browserEngines, engines, type Engine } from "./test-engines";

export { browserEngines, engines, type Engine };

export interface TestDatabase extends AppDatabase {
  /** Drops what the test created (the PostgreSQL schema); closes the connection. */
  dispose(): Promise<void>;
}

/**
 * A new database, migrated unless `migrate: false` (then without tables): SQLite in memory, or a
 * PostgreSQL schema of its own (so test files can run in parallel against one server).
 */
export async function createTestDatabase(engine: Engine, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  if (engine === "postgres") return createPostgresSchema(migrate);
  const database = migrate
    ? openSqliteImage(await migratedSqliteImage())
    : openDatabase({ kind: "sqlite", filename: ":memory:" });
  return { ...database, dispose: () => database.close() };
}

async function createPostgresSchema(migrate: boolean): Promise<TestDatabase> {
  const url = testPostgresUrl()!;
  const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const database = openDatabase({ kind: "postgres", connectionString: scoped.toString() });
  if (migrate) await migratePostgresFast(database.db, schema);
  return {
    ...database,
    async dispose() {
      await database.close();
      await withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

/**
 * A migrated SQLite database's bytes, made once in each worker by Kysely's Migrator: each test's
 * database is opened from them in 0.1 ms of CPU, where migrating it, even by replaying the
 * recorded statements as PostgreSQL does below, took 31 ms, for each of some 700 SQLite tests a
 * run. The migrations themselves are tested through the Migrator
 * (tests/integration/migrations.test.ts).
 */
let sqliteImage: Promise<Buffer> | undefined;

function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const database = openDatabase({ kind: "sqlite", filename: ":memory:" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-image-"));
    const file = path.join(dir, "migrated.db");
    try {
      await migrateToLatest(database.db);
      await sql`vacuum into ${file}`.execute(database.db);
      return fs.readFileSync(file);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

/**
 * What migrating a new PostgreSQL schema runs, recorded the first time in each worker: each
 * statement with its parameters written in, and the schema it ran in. Migrating is a few hundred
 * statements through Kysely's Migrator, 240 ms of the worker's CPU for every test; running the
 * recorded statements again, as one simple query, costs a fraction of that (ADR 071). The schema
 * the recording makes is compared with the declared types (tests/integration/schema-types.test.ts).
 */
let recording: Promise<{ statements: string[]; schema: string } | undefined> | undefined;

async function migratePostgresFast(db: DB, schema: string): Promise<void> {
  if (!recording) {
    recording = recordMigration(db, schema);
    if (await recording) return;
  }
  const recorded = await recording;
  if (!recorded) {
    await migrateToLatest(db);
    return;
  }
  const statements = recorded.statements.map((statement) =>
    statement.replaceAll(`"${recorded.schema}"`, `"${schema}"`),
  );
  await sql.raw(statements.join(";\n")).execute(db);
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

/** The statement with each `$n` replaced by its value as a literal. */
function withParameters(text: string, parameters: readonly unknown[]): string | undefined {
  if (parameters.length === 0) return text;
  const literals = parameters.map(literal);
  if (literals.some((value) => value === undefined)) return undefined;
  return text.replace(/\$(\d+)/g, (_, index: string) => literals[Number(index) - 1]!);
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

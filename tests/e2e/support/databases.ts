import crypto from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import pg from "pg";
import { browserEngines, engines, type Engine } from "../../setup/test-database";
import { testPostgresUrl } from "../../setup/postgres-url";
import { initialiseDemoDatabase } from "./demo-database";
import { tempDir } from "./server";

export { browserEngines, engines, type Engine };

const created: string[] = [];

/**
 * A DATABASE_URL for a brand-new, empty database: a SQLite file in a temp folder, or a new
 * PostgreSQL database (dropped when the test file ends).
 */
export async function newDatabaseUrl(engine: Engine): Promise<string> {
  if (engine === "sqlite") return `file:${tempDir()}/app.db`;
  const url = await createPostgresDatabase();
  created.push(new URL(url).pathname.slice(1));
  return url;
}

/** A new PostgreSQL database, empty or a copy of `template`; its URL. */
async function createPostgresDatabase(template?: string, prefix = "e2e_"): Promise<string> {
  const base = testPostgresUrl()!;
  const name = `${prefix}${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A DATABASE_URL for a new database as a first start with DEMO_DATA=1 leaves it: migrated, with
 * the demo catalogue, and no admin. It is a copy of the run's template of its engine (made once in
 * tests/e2e/global-setup.ts): a SQLite file copied, a PostgreSQL database created from the
 * template database, so neither is migrated and seeded all over again. For tests of the first
 * start itself, use newDatabaseUrl.
 */
export async function demoDatabaseUrl(engine: Engine): Promise<string> {
  if (engine === "sqlite") {
    const file = `${tempDir()}/app.db`;
    fs.copyFileSync(inject("sqliteDemoTemplate"), file);
    return `file:${file}`;
  }
  const url = await createPostgresDatabase(inject("postgresDemoTemplate"));
  created.push(new URL(url).pathname.slice(1));
  return url;
}

/**
 * The run's PostgreSQL demo template: migrated, seeded, vacuumed (so autovacuum, which would hold
 * a connection to it and make a copy wait, has nothing to do) and closed to connections. Returns
 * its name and the function that drops it.
 */
export async function makePostgresDemoTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const base = testPostgresUrl()!;
  const url = await createPostgresDatabase(undefined, "e2e_template_");
  await initialiseDemoDatabase(url);
  await adminQuery(url, "vacuum analyze");
  const name = new URL(url).pathname.slice(1);
  await adminQuery(base, `alter database ${name} with is_template true allow_connections false`);
  return {
    name,
    drop: async () => {
      await adminQuery(base, `alter database ${name} with is_template false`);
      await dropNamed(base, name);
    },
  };
}

/** Drops a database made by newDatabaseUrl, cutting off whoever is connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  await dropNamed(testPostgresUrl()!, new URL(url).pathname.slice(1));
}

/**
 * Drops every database newDatabaseUrl made for this test file (tests/e2e/support/drop-databases.ts
 * calls it after each file: a hook here would be registered only for the first file of a worker).
 */
export async function dropCreatedDatabases(): Promise<void> {
  const base = testPostgresUrl();
  if (!base) return;
  for (const name of created.splice(0)) await dropNamed(base, name);
}

/**
 * FORCE cuts off every session, but PostgreSQL 15 refuses it outright when one of them is an
 * autovacuum worker (it runs as the superuser, error 42501), which a fresh demo database often
 * has. Then our own sessions are cut off and a plain drop is made, which stops autovacuum itself.
 */
async function dropNamed(base: string, name: string): Promise<void> {
  try {
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    await adminQuery(
      base,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${name}' and usename = current_user and pid <> pg_backend_pid()`,
    );
    await adminQuery(base, `drop database if exists ${name}`);
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

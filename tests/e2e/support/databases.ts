import crypto from "node:crypto";
import { afterAll } from "vitest";
import pg from "pg";
import { engines, type Engine } from "../../setup/test-database";
import { testPostgresUrl } from "../../setup/postgres-url";
import { tempDir } from "./server";

export { engines, type Engine };

const created: string[] = [];

/**
 * A DATABASE_URL for a brand-new, empty database: a SQLite file in a temp folder, or a new
 * PostgreSQL database (dropped when the test file ends).
 */
export async function newDatabaseUrl(engine: Engine): Promise<string> {
  if (engine === "sqlite") return `file:${tempDir()}/app.db`;
  const base = testPostgresUrl()!;
  const name = `e2e_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(base, `create database ${name}`);
  created.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by newDatabaseUrl, cutting off whoever is connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await adminQuery(testPostgresUrl()!, `drop database if exists ${name} with (force)`);
}

afterAll(async () => {
  const base = testPostgresUrl();
  if (!base) return;
  for (const name of created.splice(0)) await adminQuery(base, `drop database if exists ${name} with (force)`);
});

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

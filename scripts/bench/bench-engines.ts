// The import benchmarks' engines (lead import, cut-off import): SQLite in a temporary file unless
// skipped, then, given a URL, PostgreSQL in a schema of its own that is dropped afterwards.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type AppDatabase } from "#app/db/db.server";

export async function benchOnEngines(
  bench: (label: string, database: AppDatabase) => Promise<void>,
  options: { skipSqlite: boolean; postgresUrl: string | undefined },
): Promise<void> {
  if (!options.skipSqlite) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-bench-"));
    try {
      const sqlite = openDatabase({ kind: "sqlite", filename: path.join(dir, "bench.sqlite") });
      await bench(`SQLite (${os.cpus().length} cores)`, sqlite);
      await sqlite.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const url = options.postgresUrl;
  if (!url) return;
  const schema = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const postgres = openDatabase({ kind: "postgres", connectionString: scoped.toString() });
  try {
    await bench("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

// Lead import at 50,000 rows (issue 25, part 4): `npm run bench:import`
// (BENCH_IMPORT_SKIP_SQLITE=1: PostgreSQL only). Times the dry run and the import of a 50,000-row file into a fresh
// database, SQLite in a temporary file and, with BENCH_IMPORT_DATABASE_URL=postgres://…, that
// database in a schema of its own, while a reader looks a phone up (an indexed read, as a lead's
// page or a search makes) every 100 ms: the slowest answer shows how long anyone waited on the import. A benchmark,
// not a test: numbers vary with the machine. docs/performance.md records them.
import type { AppDatabase } from "#app/db/db.server";
import { benchOnEngines } from "./bench-engines";
import { migrateToLatest } from "#app/db/migrate.server";
import { guessMapping } from "#app/features/imports/import-columns";
import { startImport } from "#app/features/imports/import-run.server";
import { checkImport, importForPage, uploadImport } from "#app/features/imports/lead-imports.server";
import { TEST_FILE_HEADER, testImportFile } from "../../tests/setup/lead-import-file";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);

async function bench(label: string, database: AppDatabase) {
  const db = database.db;
  await migrateToLatest(db);
  const { id: owner } = await db
    .insertInto("admins")
    .values({
      name: "Owner",
      email: "owner@example.in",
      mobile: "9000000000",
      password_hash: "x",
      role: "owner",
      active: 1,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const name of ["Anil", "Bina", "Chetan"])
    await db
      .insertInto("admins")
      .values({
        name,
        email: `${name}@example.in`,
        mobile: "9000000001",
        password_hash: "x",
        role: "counsellor",
        active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
  const csv = testImportFile({ people: ROWS - 600, repeats: 500, bad: 100 });
  const bytes = new TextEncoder().encode(csv);
  let started = performance.now();
  const { id } = await uploadImport(db, { fileName: "bench.csv", bytes, admin: { id: owner } });
  const report = await checkImport(db, id, guessMapping(TEST_FILE_HEADER.split(",")));
  const dryRunMs = performance.now() - started;

  // The site's side: a phone look-up every 100 ms, for as long as the import runs.
  const waits: number[] = [];
  let running = true;
  const reader = (async () => {
    while (running) {
      const asked = performance.now();
      await db
        .selectFrom("leads")
        .select(["id", "name", "status"])
        .where("phone", "=", String(9_000_000_000 + waits.length))
        .execute();
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  started = performance.now();
  await (
    await startImport(db, id, { id: owner })
  ).finished;
  const importMs = performance.now() - started;
  running = false;
  await reader;
  const page = (await importForPage(db, id))!;
  waits.sort((a, b) => a - b);
  const p = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!.toFixed(0);
  console.log(
    `${label}: ${ROWS.toLocaleString("en-IN")} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB), dry run ${(dryRunMs / 1000).toFixed(1)} s, import ${(importMs / 1000).toFixed(1)} s;` +
      ` new ${page.done.new}, merged ${page.done.merged}, rejected ${page.done.rejected} (dry run: ${report.new}/${report.merged}/${report.rejected});` +
      ` phone look-up during the import: ${waits.length} asked, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`,
  );
}

await benchOnEngines(bench, {
  skipSqlite: process.env.BENCH_IMPORT_SKIP_SQLITE === "1",
  postgresUrl: process.env.BENCH_IMPORT_DATABASE_URL,
});

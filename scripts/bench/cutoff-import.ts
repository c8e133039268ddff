// Cut-off import at 100,000 rows (issue 46, item 2): `npm run bench:cutoffs`
// (BENCH_CUTOFFS_SKIP_SQLITE=1: PostgreSQL only). Times the dry run and the import of a JoSAA-shaped
// 100,000-row file into a fresh database, SQLite in a temporary file and, with
// BENCH_CUTOFFS_DATABASE_URL=postgres://…, that database in a schema of its own, while a reader
// reads one college's cut-offs (as its page does) every 100 ms: the slowest answer shows how long a
// visitor waited on the import. A benchmark, not a test: numbers vary with the machine.
import type { AppDatabase } from "#app/db/db.server";
import { benchOnEngines } from "./bench-engines";
import { migrateToLatest } from "#app/db/migrate.server";
import { guessCutoffMapping } from "#app/features/fact-imports/cutoff-columns";
import {
  checkCutoffImport,
  cutoffImportForPage,
  uploadCutoffImport,
} from "#app/features/fact-imports/cutoff-imports.server";
import { startCutoffImport } from "#app/features/fact-imports/cutoff-run.server";
import { collegeInput } from "../../tests/factories";
import { JOSAA_HEADER, largeCutoffFile } from "../../tests/setup/cutoff-import-file";

const ROWS = Number(process.env.BENCH_CUTOFFS_ROWS ?? 100_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function bench(label: string, database: AppDatabase) {
  const db = database.db;
  await migrateToLatest(db);
  const owner = await db
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
  const { institutes, csv } = largeCutoffFile(ROWS);
  const colleges = [];
  // Straight into the table: the catalogue's createCollege wants the running site's route contract.
  for (const [n, name] of institutes.entries())
    colleges.push(
      await db
        .insertInto("colleges")
        .values({
          ...collegeInput({ name }),
          slug: `scale-${n + 1}`,
          created_at: "2026-12-06",
          updated_at: "2026-12-06",
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
  const bytes = new TextEncoder().encode(csv);
  let started = performance.now();
  const { id } = await uploadCutoffImport(db, { fileName: "bench.csv", bytes, admin: owner });
  const defaults = { exam: "JEE Main", year: 2026, round: 5, source: "JoSAA 2026 round 5" };
  const report = await checkCutoffImport(db, id, guessCutoffMapping(JOSAA_HEADER.split(",")), defaults);
  const dryRunMs = performance.now() - started;

  const waits: number[] = [];
  let running = true;
  // Each wait runs from when the read was due (100 ms after the last answer) to its answer: time
  // spent behind a batch, in the database's queue or the event loop, counts.
  const reader = (async () => {
    while (running) {
      const due = performance.now() + 100;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await db
        .selectFrom("cutoffs")
        .select(["branch", "closing_rank"])
        .where("college_id", "=", colleges[waits.length % colleges.length]!.id)
        .where("category", "=", "open")
        .execute();
      waits.push(performance.now() - due);
    }
  })();
  started = performance.now();
  await (
    await startCutoffImport(db, id, owner)
  ).finished;
  const importMs = performance.now() - started;
  running = false;
  await reader;
  const page = (await cutoffImportForPage(db, id))!;
  waits.sort((a, b) => a - b);
  const p = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!.toFixed(0);
  console.log(
    `${label}: ${ROWS.toLocaleString("en-IN")} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB), dry run ${seconds(dryRunMs)}, import ${seconds(importMs)};` +
      ` added ${page.done.added} (dry run: ${report.added}), rejected ${page.done.rejected};` +
      ` a college's cut-offs read during the import, waits from when due: ${waits.length} asked, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`,
  );
}

await benchOnEngines(bench, {
  skipSqlite: process.env.BENCH_CUTOFFS_SKIP_SQLITE === "1",
  postgresUrl: process.env.BENCH_CUTOFFS_DATABASE_URL,
});

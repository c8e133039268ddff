import { expect, test } from "vitest";
import { createCollege } from "#app/features/colleges/colleges.server";
import { guessCutoffMapping } from "#app/features/fact-imports/cutoff-columns";
import { CUTOFF_BATCH_ROWS } from "#app/features/fact-imports/cutoff-plan.server";
import {
  checkCutoffImport,
  cutoffImportForPage,
  uploadCutoffImport,
} from "#app/features/fact-imports/cutoff-imports.server";
import { startCutoffImport } from "#app/features/fact-imports/cutoff-run.server";
import { collegeInput } from "../factories";
import { JOSAA_HEADER, largeCutoffFile } from "../setup/cutoff-import-file";
import { insertStaff } from "../setup/staff";
import { describeEachEngine } from "../setup/test-database";

/**
 * Issue 46 item 2: a large file lands whole, batch by batch: five whole batches and part of a
 * sixth, each its own transaction, the progress counted across them. The issue's 100,000 rows are
 * `npm run bench:cutoffs`'s, on both engines, with the seconds and the site's reads meanwhile (a
 * test's time depends on the machine and its neighbours); at 100,000 rows this test alone was a
 * quarter of the unit and integration step's CPU.
 */
const ROWS = 5 * CUTOFF_BATCH_ROWS + 7;

describeEachEngine("cut-off import at scale", (db) => {
  test("a file of several batches imports whole", async () => {
    const owner = await insertStaff(db(), { name: "Owner", role: "owner" });
    const { institutes, csv } = largeCutoffFile(ROWS);
    for (const name of institutes) await createCollege(db(), collegeInput({ name }));
    const { id } = await uploadCutoffImport(db(), {
      fileName: "josaa-all.csv",
      bytes: new TextEncoder().encode(csv),
      admin: { id: owner },
    });
    const defaults = { exam: "JEE Main", year: 2026, round: 5, source: "JoSAA 2026 round 5" };
    const report = await checkCutoffImport(db(), id, guessCutoffMapping(JOSAA_HEADER.split(",")), defaults);
    expect(report).toMatchObject({ rows: ROWS, added: ROWS, rejected: 0, unmatchedRows: 0 });
    await (
      await startCutoffImport(db(), id, { id: owner })
    ).finished;
    expect(await cutoffImportForPage(db(), id)).toMatchObject({
      state: "done",
      progress: { total: ROWS, done: ROWS },
      done: { added: ROWS, changed: 0, rejected: 0 },
    });
    const { n } = await db()
      .selectFrom("cutoffs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("exam", "=", "JEE Main")
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(ROWS);
  }, 240_000);
});

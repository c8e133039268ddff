import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { upsertCutoffs } from "#app/features/college-facts/cutoff-upsert.server";
import { now } from "#app/utils/clock";
import { importLeaseUntil } from "#app/utils/import-lease";
import { Refusal } from "#app/utils/refusal";
import { loadCatalogue } from "./cutoff-catalogue.server";
import type { CutoffMapping } from "./cutoff-columns";
import { plannedBatches, type PlannedBatch } from "./cutoff-plan.server";
import type { CutoffDefaults } from "./cutoff-row";

/**
 * Running a cut-off import: the file is streamed in batches (CUTOFF_BATCH_ROWS); each batch is one
 * transaction that stores the seats it adds or changes through college-facts' upsert and moves
 * the progress on; between batches the process turns to its other requests, so the site serves
 * meanwhile. The progress is in the database, so every process shows it; a run whose process
 * stopped is continued from the last committed batch.
 */

/**
 * Starts (or continues, after a restart) a checked import. Resolves once the run has claimed it;
 * `finished` resolves when the last batch is in. Refused when another run holds it.
 */
export async function startCutoffImport(
  db: DB,
  id: number,
  admin: { id: number },
): Promise<{ finished: Promise<void> }> {
  const at = now();
  const claimed = await db
    .updateTable("cutoff_imports")
    .set({ state: "importing", lease_until: importLeaseUntil(), updated_at: at })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("state", "=", "checked"), eb.and([eb("state", "=", "importing"), eb("lease_until", "<", at)])]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Refusal({ code: "imports.not_ready" }, { status: 409 });
  return { finished: runCutoffImport(db, id, admin) };
}

async function runCutoffImport(db: DB, id: number, admin: { id: number }): Promise<void> {
  try {
    const job = await db
      .selectFrom("cutoff_imports")
      .select(["data", "mapping", "defaults", "rows_done"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const input = {
      bytes: new Uint8Array(job.data),
      mapping: JSON.parse(job.mapping ?? "{}") as CutoffMapping,
      defaults: JSON.parse(job.defaults ?? "{}") as CutoffDefaults,
      catalogue: await loadCatalogue(db),
    };
    for await (const batch of plannedBatches(db, input, job.rows_done)) {
      await db.transaction().execute((trx) => storeBatch(trx, id, batch));
      // Let the requests that queued behind this batch have the database before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await finish(db, id, admin);
  } catch (error) {
    await db
      .updateTable("cutoff_imports")
      .set({
        state: "failed",
        error: String((error as Error).message ?? error).slice(0, 500),
        lease_until: null,
        updated_at: now(),
      })
      .where("id", "=", id)
      .execute();
    throw error;
  }
}

async function storeBatch(trx: DB, id: number, batch: PlannedBatch): Promise<void> {
  await upsertCutoffs(trx, batch.writes);
  const count = (verdict: string) => batch.verdicts.filter((v) => v === verdict).length;
  // Refused rows and rows of an institute not matched to a college are both left out.
  const left = batch.outcomes.filter((outcome) => outcome.kind !== "seat").length;
  await trx
    .updateTable("cutoff_imports")
    .set((eb) => ({
      rows_done: batch.read,
      added_count: eb("added_count", "+", count("added")),
      changed_count: eb("changed_count", "+", count("changed")),
      unchanged_count: eb("unchanged_count", "+", count("unchanged")),
      rejected_count: eb("rejected_count", "+", left),
      lease_until: importLeaseUntil(),
      updated_at: now(),
    }))
    .where("id", "=", id)
    .execute();
}

async function finish(db: DB, id: number, admin: { id: number }) {
  const at = now();
  const row = await db
    .updateTable("cutoff_imports")
    .set({ state: "done", finished_at: at, lease_until: null, updated_at: at, rows_done: sql<number>`rows_total` })
    .where("id", "=", id)
    .returning(["added_count", "changed_count", "unchanged_count", "rejected_count"])
    .executeTakeFirstOrThrow();
  await recordAudit(db, {
    actor: admin,
    action: "cutoffs.imported",
    subject: `cutoff-import:${id}`,
    details: {
      added: row.added_count,
      changed: row.changed_count,
      unchanged: row.unchanged_count,
      rejected: row.rejected_count,
    },
  });
}

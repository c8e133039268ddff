import { sql } from "kysely";
import type { DB } from "#app/db/db.server";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { recordAudit } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { importLeaseUntil } from "#app/utils/import-lease";
import { Refusal } from "#app/utils/refusal";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import type { ColumnMapping } from "./import-columns";
import { checkedBatches, rowFingerprint, storedFingerprints } from "./import-plan.server";
import type { CheckedRow, ImportRow } from "./import-row";
import { storeImportedBatch, type ImportedEnquiry } from "./store-imported.server";

/**
 * Running an import: the file is streamed in batches of rows; each batch is one serialised
 * transaction (the lock every enquiry takes, so web enquiries wait at most one batch) that
 * stores its rows through the enquiry's own function and moves the progress on. Between
 * batches the process turns to its other requests. The progress is in the database, so every
 * process shows it; a run whose process stopped is continued from the last committed batch.
 */

/**
 * Starts (or continues, after a restart) a checked import. Resolves once the run has claimed it;
 * `finished` resolves when the last batch is in. Refused when another run holds it.
 */
export async function startImport(db: DB, id: number, admin: { id: number }): Promise<{ finished: Promise<void> }> {
  const at = now();
  const claimed = await db
    .updateTable("lead_imports")
    .set((eb) => ({
      state: "importing",
      lease_until: importLeaseUntil(),
      started_at: eb.fn.coalesce("started_at", eb.val(at)),
      updated_at: at,
    }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("state", "=", "checked"), eb.and([eb("state", "=", "importing"), eb("lease_until", "<", at)])]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new Refusal({ code: "imports.not_ready" }, { status: 409 });
  await recordAudit(db, { actor: admin, action: "leads.import_started", subject: `import:${id}` });
  return { finished: runImport(db, id, admin) };
}

async function runImport(db: DB, id: number, admin: { id: number }): Promise<void> {
  try {
    const job = await db
      .selectFrom("lead_imports")
      .select(["data", "mapping", "rows_done", "file_name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const mapping = JSON.parse(job.mapping ?? "{}") as ColumnMapping;
    const seen = new Set<string>();
    for await (const batch of checkedBatches(new Uint8Array(job.data), mapping, job.rows_done)) {
      await serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
        const counts = await storeBatch(trx, { id, fileName: job.file_name }, batch.rows, seen);
        await trx
          .updateTable("lead_imports")
          .set((eb) => ({
            rows_done: batch.read,
            new_count: eb("new_count", "+", counts.new),
            merged_count: eb("merged_count", "+", counts.merged),
            duplicate_count: eb("duplicate_count", "+", counts.duplicates),
            skipped_count: eb("skipped_count", "+", counts.skipped),
            rejected_count: eb("rejected_count", "+", counts.rejected),
            lease_until: importLeaseUntil(),
            updated_at: now(),
          }))
          .where("id", "=", id)
          .execute();
      });
      // Let the requests that queued behind this batch have the database before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await finish(db, id, admin);
  } catch (error) {
    await db
      .updateTable("lead_imports")
      .set({
        state: "failed",
        error: String((error as Error).message ?? error).slice(0, 500),
        lease_until: null,
        // A stopped import is not run again (the owner uploads the corrected file): no copy is kept.
        data: Buffer.alloc(0),
        updated_at: now(),
      })
      .where("id", "=", id)
      .execute();
    throw error;
  }
}

type BatchCounts = { new: number; merged: number; duplicates: number; skipped: number; rejected: number };

async function storeBatch(
  trx: DB,
  file: { id: number; fileName: string },
  rows: readonly CheckedRow[],
  seen: Set<string>,
): Promise<BatchCounts> {
  const counts: BatchCounts = { new: 0, merged: 0, duplicates: 0, skipped: 0, rejected: 0 };
  const valid = rows.flatMap((row) => (row.ok ? [rowFingerprint(row.lead)] : []));
  const stored = await storedFingerprints(trx, valid);
  const fresh: ImportedEnquiry[] = [];
  for (const row of rows) {
    if (!row.ok) {
      counts.rejected++;
      continue;
    }
    const fingerprint = rowFingerprint(row.lead);
    if (stored.has(fingerprint) || seen.has(fingerprint)) {
      counts.skipped++;
      continue;
    }
    seen.add(fingerprint);
    fresh.push(asEnquiry(row.lead, file, fingerprint));
  }
  if (fresh.length > 0) for (const outcome of await storeImportedBatch(trx, fresh)) counts[outcome]++;
  return counts;
}

/** A row as the enquiry it is: form `import`, the file's name as its page, and as its source unless the row names one. */
function asEnquiry(lead: ImportRow, file: { id: number; fileName: string }, fingerprint: string): ImportedEnquiry {
  return {
    form: "import" as const,
    page: file.fileName,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    course: lead.course,
    college_name: lead.college,
    message: lead.notes,
    utm: { utm_source: lead.source ?? file.fileName, ...(lead.campaign ? { utm_campaign: lead.campaign } : {}) },
    // The person asked to be contacted about this enquiry where the file was made; nothing more is assumed.
    consentPurposes: ["contact"],
    // The row's identity as a submission: a lead and an enquiry are stored once per row.
    submissionId: `import:${fingerprint}`,
    imported: { importId: file.id, fileName: file.fileName, fingerprint, receivedAt: lead.receivedAt },
  };
}

async function finish(db: DB, id: number, admin: { id: number }) {
  const at = now();
  const row = await db
    .updateTable("lead_imports")
    // The file's rows are leads now: its copy goes, so an erasure leaves no trace of a person in it.
    .set({
      state: "done",
      finished_at: at,
      lease_until: null,
      updated_at: at,
      rows_done: sql<number>`rows_total`,
      data: Buffer.alloc(0),
    })
    .where("id", "=", id)
    .returning(["new_count", "merged_count", "duplicate_count", "skipped_count", "rejected_count"])
    .executeTakeFirstOrThrow();
  await recordAudit(db, {
    actor: admin,
    action: "leads.imported",
    subject: `import:${id}`,
    details: {
      new: row.new_count,
      merged: row.merged_count,
      duplicates: row.duplicate_count,
      skipped: row.skipped_count,
      rejected: row.rejected_count,
    },
  });
}

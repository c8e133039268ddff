import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { importStalled } from "#app/utils/import-lease";
import { asOneLine } from "#app/utils/one-line";
import { Refusal } from "#app/utils/refusal";
import { guessMapping, mappingProblem, type ColumnMapping } from "./import-columns";
import { readHeaders, UnreadableCsv } from "./import-file.server";
import { dryRun, TooManyRows, type ImportReport } from "./import-plan.server";
import { type ImportState } from "#app/db/column-values";
export { type ImportState };

/**
 * An import's record (table lead_imports): the uploaded file, its mapping, its dry run and its
 * progress. The import itself runs in import-run.server.ts.
 */

/** Stores an uploaded file with the mapping its header row suggests. Refusals are on the field `file`. */
export async function uploadImport(
  db: DB,
  input: { fileName: string; bytes: Uint8Array; admin: { id: number } },
): Promise<{ id: number }> {
  const headers = await readHeaders(input.bytes);
  const at = now();
  const { id } = await db
    .insertInto("lead_imports")
    .values({
      file_name: asOneLine(input.fileName).slice(0, 200) || "leads.csv",
      file_sha256: crypto.createHash("sha256").update(input.bytes).digest("hex"),
      byte_size: input.bytes.length,
      data: Buffer.from(input.bytes),
      headers: JSON.stringify(headers),
      mapping: JSON.stringify(guessMapping(headers)),
      state: "uploaded",
      created_by: input.admin.id,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id };
}

/** The import as its page shows it; undefined when there is none with this id. */
export async function importForPage(db: DB, id: number) {
  const row = await db
    .selectFrom("lead_imports")
    .select([
      "id",
      "file_name",
      "file_sha256",
      "headers",
      "mapping",
      "report",
      "state",
      "rows_total",
      "rows_done",
      "new_count",
      "merged_count",
      "duplicate_count",
      "skipped_count",
      "rejected_count",
      "error",
      "lease_until",
      "created_at",
      "finished_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const before = await db
    .selectFrom("lead_imports")
    .select(["id", "finished_at"])
    .where("file_sha256", "=", row.file_sha256)
    .where("state", "=", "done")
    .where("id", "<>", id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return {
    id: row.id,
    fileName: row.file_name,
    headers: JSON.parse(row.headers) as string[],
    mapping: JSON.parse(row.mapping ?? "{}") as ColumnMapping,
    report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
    state: row.state,
    stalled: importStalled(row),
    progress: { total: row.rows_total, done: Math.min(row.rows_done, row.rows_total) },
    done: {
      new: row.new_count,
      merged: row.merged_count,
      duplicates: row.duplicate_count,
      skipped: row.skipped_count,
      rejected: row.rejected_count,
    },
    error: row.error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    importedBefore: before ?? null,
  };
}
export type ImportPage = NonNullable<Awaited<ReturnType<typeof importForPage>>>;

/** The newest imports, for the page's list. */
export function recentImports(db: DB, limit = 10) {
  return db
    .selectFrom("lead_imports")
    .leftJoin("admins", "admins.id", "lead_imports.created_by")
    .select([
      "lead_imports.id",
      "lead_imports.file_name",
      "lead_imports.state",
      "lead_imports.rows_total",
      "lead_imports.new_count",
      "lead_imports.merged_count",
      "lead_imports.created_at",
      "admins.name as by",
    ])
    .orderBy("lead_imports.id", "desc")
    .limit(limit)
    .execute();
}

/**
 * Saves the mapping and runs the dry run, whose report the page then shows. Allowed until the
 * import starts; a refusal names what is wrong with the mapping or the file.
 */
export async function checkImport(db: DB, id: number, mapping: ColumnMapping): Promise<ImportReport> {
  const row = await db
    .selectFrom("lead_imports")
    .select(["data", "headers", "state"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal({ code: "imports.not_there" }, { status: 404 });
  if (row.state !== "uploaded" && row.state !== "checked")
    throw new Refusal({ code: "imports.started" }, { status: 409 });
  const columns = (JSON.parse(row.headers) as string[]).length;
  if (Object.values(mapping).some((index) => index >= columns))
    throw new Refusal({ code: "imports.column_not_in_file" });
  const problem = mappingProblem(mapping);
  if (problem) throw new Refusal({ code: "imports.mapping", problem });
  let report: ImportReport;
  try {
    report = await dryRun(db, new Uint8Array(row.data), mapping);
  } catch (error) {
    if (error instanceof UnreadableCsv || error instanceof TooManyRows)
      throw new Refusal({ code: "imports.unreadable", problem: error.message });
    throw error;
  }
  await db
    .updateTable("lead_imports")
    .set({
      mapping: JSON.stringify(mapping),
      report: JSON.stringify(report),
      state: "checked",
      rows_total: report.rows,
      updated_at: now(),
    })
    .where("id", "=", id)
    .where("state", "in", ["uploaded", "checked"])
    .execute();
  return report;
}

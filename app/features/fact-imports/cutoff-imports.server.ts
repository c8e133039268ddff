import crypto from "node:crypto";
import type { DB } from "#app/db/db.server";
import { readHeaders, UnreadableCsv } from "#app/features/imports/import-file.server";
import { now } from "#app/utils/clock";
import { importStalled } from "#app/utils/import-lease";
import { asOneLine } from "#app/utils/one-line";
import { Refusal } from "#app/utils/refusal";
import { loadCatalogue } from "./cutoff-catalogue.server";
import { asWords, cutoffMappingProblem, guessCutoffMapping, type CutoffMapping } from "./cutoff-columns";
import { dryRunCutoffs, TooManyCutoffRows, type CutoffReport } from "./cutoff-plan.server";
import type { CutoffDefaults } from "./cutoff-row";

/**
 * A cut-off import's record (table cutoff_imports): the uploaded file, its mapping and the form's
 * values, its dry run and its progress; and the institutes owners matched to colleges. The run
 * itself is cutoff-run.server.ts.
 */

/** Stores an uploaded file with the mapping its header row suggests. Refusals are on the field `file`. */
export async function uploadCutoffImport(
  db: DB,
  input: { fileName: string; bytes: Uint8Array; admin: { id: number } },
): Promise<{ id: number }> {
  const headers = await readHeaders(input.bytes);
  const at = now();
  return db
    .insertInto("cutoff_imports")
    .values({
      file_name: asOneLine(input.fileName).slice(0, 200) || "cutoffs.csv",
      file_sha256: crypto.createHash("sha256").update(input.bytes).digest("hex"),
      data: Buffer.from(input.bytes),
      headers: JSON.stringify(headers),
      mapping: JSON.stringify(guessCutoffMapping(headers)),
      state: "uploaded",
      created_by: input.admin.id,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The import as its page shows it; undefined when there is none with this id. */
export async function cutoffImportForPage(db: DB, id: number) {
  const row = await db
    .selectFrom("cutoff_imports")
    .select([
      "id",
      "file_name",
      "headers",
      "mapping",
      "defaults",
      "report",
      "state",
      "rows_total",
      "rows_done",
      "added_count",
      "changed_count",
      "unchanged_count",
      "rejected_count",
      "error",
      "lease_until",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const report = row.report ? (JSON.parse(row.report) as CutoffReport) : null;
  return {
    id: row.id,
    fileName: row.file_name,
    headers: JSON.parse(row.headers) as string[],
    mapping: JSON.parse(row.mapping ?? "{}") as CutoffMapping,
    defaults: row.defaults ? (JSON.parse(row.defaults) as CutoffDefaults) : null,
    report,
    collegeNames: report ? await collegeNames(db, report) : {},
    state: row.state,
    stalled: importStalled(row),
    progress: { total: row.rows_total, done: Math.min(row.rows_done, row.rows_total) },
    done: {
      added: row.added_count,
      changed: row.changed_count,
      unchanged: row.unchanged_count,
      rejected: row.rejected_count,
    },
    error: row.error,
  };
}
export type CutoffImportPage = NonNullable<Awaited<ReturnType<typeof cutoffImportForPage>>>;

/** The names of the colleges the report's unknown branches belong to, by id. */
async function collegeNames(db: DB, report: CutoffReport): Promise<Record<number, string>> {
  const ids = [...new Set(report.unknownBranches.map((branch) => branch.collegeId))];
  if (ids.length === 0) return {};
  const rows = await db.selectFrom("colleges").select(["id", "name"]).where("id", "in", ids).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/** The newest imports, for the page's list. */
export function recentCutoffImports(db: DB, limit = 10) {
  return db
    .selectFrom("cutoff_imports")
    .leftJoin("admins", "admins.id", "cutoff_imports.created_by")
    .select([
      "cutoff_imports.id",
      "cutoff_imports.file_name",
      "cutoff_imports.state",
      "cutoff_imports.rows_total",
      "cutoff_imports.added_count",
      "cutoff_imports.created_at",
      "admins.name as by",
    ])
    .orderBy("cutoff_imports.id", "desc")
    .limit(limit)
    .execute();
}

/** The import's file and settings, while it may still be checked (before it starts). */
async function checkable(db: DB, id: number) {
  const row = await db
    .selectFrom("cutoff_imports")
    .select(["data", "headers", "mapping", "defaults", "state"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal({ code: "imports.not_there" }, { status: 404 });
  if (row.state !== "uploaded" && row.state !== "checked")
    throw new Refusal({ code: "imports.started" }, { status: 409 });
  return row;
}

/** Why the form's values cannot stand in for a missing column, or undefined. */
function defaultsProblem(mapping: CutoffMapping, defaults: CutoffDefaults): string | undefined {
  if (mapping.exam === undefined && !defaults.exam) return "Name the exam: this file has no exam column.";
  if (mapping.year === undefined && defaults.year === null) return "Give the year: this file has no year column.";
  if (mapping.round === undefined && defaults.round === null) return "Give the round: this file has no round column.";
  return undefined;
}

/**
 * Saves the mapping and the form's values and runs the dry run, whose report the page then
 * shows. Allowed until the import starts; a refusal names what is wrong.
 */
export async function checkCutoffImport(
  db: DB,
  id: number,
  mapping: CutoffMapping,
  defaults: CutoffDefaults,
): Promise<CutoffReport> {
  const row = await checkable(db, id);
  const columns = (JSON.parse(row.headers) as string[]).length;
  if (Object.values(mapping).some((index) => index >= columns))
    throw new Refusal({ code: "imports.column_not_in_file" });
  const problem = cutoffMappingProblem(mapping);
  if (problem) throw new Refusal({ code: "imports.mapping", problem });
  const missing = defaultsProblem(mapping, defaults);
  if (missing) throw new Refusal({ code: "fact_imports.defaults", problem: missing });
  let report: CutoffReport;
  try {
    const catalogue = await loadCatalogue(db);
    report = await dryRunCutoffs(db, { bytes: new Uint8Array(row.data), mapping, defaults, catalogue });
  } catch (error) {
    if (error instanceof UnreadableCsv || error instanceof TooManyCutoffRows)
      throw new Refusal({ code: "imports.unreadable", problem: error.message });
    throw error;
  }
  await db
    .updateTable("cutoff_imports")
    .set({
      mapping: JSON.stringify(mapping),
      defaults: JSON.stringify(defaults),
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

/**
 * An owner matches an institute's name, as a file writes it, to a catalogue college: remembered
 * for every later import (institute_aliases), and this import's dry run is run again with it.
 */
export async function matchInstitute(
  db: DB,
  input: { importId: number; institute: string; collegeId: number; admin: { id: number } },
): Promise<CutoffReport> {
  const row = await checkable(db, input.importId);
  const college = await db.selectFrom("colleges").select("id").where("id", "=", input.collegeId).executeTakeFirst();
  if (!college) throw new Refusal({ code: "fact_imports.college_not_there" }, { field: "college_id" });
  const name = asOneLine(input.institute).slice(0, 300);
  await db
    .insertInto("institute_aliases")
    .values({ name_key: asWords(name), name, college_id: college.id, created_by: input.admin.id, created_at: now() })
    .onConflict((oc) => oc.column("name_key").doUpdateSet({ college_id: college.id, name }))
    .execute();
  const mapping = JSON.parse(row.mapping ?? "{}") as CutoffMapping;
  const defaults = row.defaults
    ? (JSON.parse(row.defaults) as CutoffDefaults)
    : { exam: "", year: null, round: null, source: "" };
  return checkCutoffImport(db, input.importId, mapping, defaults);
}

/** Catalogue colleges whose name shares a word with the institute's, for the owner to match it to. */
export async function collegeCandidates(db: DB, institute: string, limit = 8) {
  const common = new Set([
    "of",
    "and",
    "the",
    "institute",
    "technology",
    "college",
    "university",
    "national",
    "indian",
  ]);
  const words = asWords(institute)
    .split(" ")
    .filter((word) => word.length > 2 && !common.has(word))
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  if (words.length === 0) return [];
  return db
    .selectFrom("colleges")
    .select(["id", "name"])
    .where((eb) => eb.or(words.map((word) => eb(eb.fn("lower", ["name"]), "like", `%${word}%`))))
    .orderBy("name")
    .limit(limit)
    .execute();
}

import type { DB } from "#app/db/db.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { APPLICATION_STATUSES } from "./application-schema";
import { calendarSteps } from "./application-steps.server";
import type { Viewer } from "./applications.server";

/**
 * The season's figures (issue 24, part 6; docs/decisions/050-season.md):
 * a season is named by its intake, the year classes start. Applications and admissions count by
 * the application's intake; what is due counts from today. A counsellor sees the leads assigned
 * to them, an owner all; erased and merged leads are left out, as everywhere.
 */

/** How many applications the "documents still missing" table lists. */
const MISSING_ROWS = 20;

/** How many days ahead "due soon" looks. */
export const DUE_DAYS = 7;

/**
 * The intake a consultancy is working on today: this year's until September (counselling rounds
 * run into autumn), next year's from October, when the next season's enquiries begin.
 */
export function currentSeason(at = new Date()): number {
  const [year, month] = indiaDay(at).split("-").map(Number) as [number, number];
  return month >= 10 ? year + 1 : year;
}

/** A season's applications on the viewer's leads. */
function seasonApplications(db: DB, viewer: Viewer, intake: number) {
  let query = db
    .selectFrom("lead_applications")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .where("lead_applications.intake", "=", intake)
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null);
  if (viewer.role !== "owner") query = query.where("leads.assignee_id", "=", viewer.id);
  return query;
}

export async function seasonFigures(db: DB, viewer: Viewer, intake: number, at = new Date()) {
  const today = indiaDay(at);
  const [statusRows, admittedRows, dueSoon, missingRows] = await Promise.all([
    seasonApplications(db, viewer, intake)
      .select(["lead_applications.status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("lead_applications.status")
      .execute(),
    seasonApplications(db, viewer, intake)
      .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
      .select(["colleges.id", "colleges.name", (eb) => eb.fn.countAll<number>().as("count")])
      .where("lead_applications.status", "=", "admitted")
      .groupBy(["colleges.id", "colleges.name"])
      .execute(),
    calendarSteps(db, viewer, { from: today, to: addIndiaDays(today, DUE_DAYS) }),
    // Still missing, as the status page counts them: needed, not optional, no file; on
    // applications still in play (not withdrawn or turned down).
    seasonApplications(db, viewer, intake)
      .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
      .innerJoin("application_documents", "application_documents.application_id", "lead_applications.id")
      .leftJoin("document_files", "document_files.document_id", "application_documents.id")
      .select([
        "leads.id as lead_id",
        "leads.name as lead_name",
        "lead_applications.id",
        "lead_applications.course",
        "lead_applications.intake",
        "colleges.name as college",
        (eb) => eb.fn.countAll<number>().as("count"),
      ])
      .where("lead_applications.status", "not in", ["withdrawn", "not_admitted"])
      .where("application_documents.status", "=", "needed")
      .where("application_documents.optional", "=", 0)
      .where("document_files.id", "is", null)
      .groupBy([
        "leads.id",
        "leads.name",
        "lead_applications.id",
        "lead_applications.course",
        "lead_applications.intake",
        "colleges.name",
      ])
      .execute(),
  ]);
  const counted = new Map(statusRows.map((row) => [row.status, Number(row.count)]));
  const byStatus = APPLICATION_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  const admissionsByCollege = admittedRows
    .map((row) => ({ collegeId: row.id, college: row.name, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.college.localeCompare(b.college));
  const missing = missingRows
    .map((row) => ({ ...row, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.lead_name.localeCompare(b.lead_name));
  return {
    intake,
    today,
    documentsMissing: missing.reduce((sum, row) => sum + row.count, 0),
    /** The applications with documents missing, most first (the page shows the first MISSING_ROWS). */
    missingByApplication: missing.slice(0, MISSING_ROWS),
    applicationsMissingDocuments: missing.length,
    byStatus,
    applications: byStatus.reduce((sum, row) => sum + row.count, 0),
    admissions: counted.get("admitted") ?? 0,
    admissionsByCollege,
    dueSoon,
  };
}

export type SeasonFigures = Awaited<ReturnType<typeof seasonFigures>>;

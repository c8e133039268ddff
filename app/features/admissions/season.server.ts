import type { DB } from "#app/db/db.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { APPLICATION_STATUSES } from "./application-schema";
import { calendarSteps } from "./application-steps.server";
import type { Viewer } from "./applications.server";
import { missingItems, onePerKind } from "./document-locker.server";
import type { MissingApplicationRow } from "./missing-documents-table";

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
    seasonMissing(db, viewer, intake),
  ]);
  const counted = new Map(statusRows.map((row) => [row.status, Number(row.count)]));
  const byStatus = APPLICATION_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  const admissionsByCollege = admittedRows
    .map((row) => ({ collegeId: row.id, college: row.name, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.college.localeCompare(b.college));
  const missing = missingRows.sort((a, b) => b.count - a.count || a.lead_name.localeCompare(b.lead_name));
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

/**
 * Documents still missing, as the status page counts them (document-locker.server.ts): each kind
 * once per student, counted on the first application in play (not withdrawn or turned down) that
 * asks for it; an application with none missing is not listed.
 */
async function seasonMissing(db: DB, viewer: Viewer, intake: number) {
  let query = missingItems(db)
    .select(["leads.name as lead_name"])
    .where("lead_applications.intake", "=", intake)
    .where("lead_applications.status", "not in", ["withdrawn", "not_admitted"]);
  if (viewer.role !== "owner") query = query.where("leads.assignee_id", "=", viewer.id);
  const byApplication = new Map<number, MissingApplicationRow>();
  for (const kind of onePerKind(await query.execute())) {
    const row = byApplication.get(kind.id);
    if (row) row.count += 1;
    else byApplication.set(kind.id, { ...kind, count: 1 });
  }
  return [...byApplication.values()];
}

export type SeasonFigures = Awaited<ReturnType<typeof seasonFigures>>;

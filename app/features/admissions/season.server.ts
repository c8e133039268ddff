import type { DB } from "#app/db/db.server";
import { addIndiaDays, indiaDay } from "#app/utils/india-time";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./application-schema";
import { calendarSteps } from "./application-steps.server";
import type { Viewer } from "./applications.server";

/**
 * The season's figures (issue 24, part 6; docs/decisions/050-season.md):
 * a season is named by its intake, the year classes start. Applications and admissions count by
 * the application's intake; what is due counts from today. A counsellor sees the leads assigned
 * to them, an owner all; erased and merged leads are left out, as everywhere.
 */

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
  const [statusRows, admittedRows, dueSoon] = await Promise.all([
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
  ]);
  const counted = new Map(statusRows.map((row) => [row.status as ApplicationStatus, Number(row.count)]));
  const byStatus = APPLICATION_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
  const admissionsByCollege = admittedRows
    .map((row) => ({ collegeId: row.id, college: row.name, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.college.localeCompare(b.college));
  return {
    intake,
    today,
    byStatus,
    applications: byStatus.reduce((sum, row) => sum + row.count, 0),
    admissions: counted.get("admitted") ?? 0,
    admissionsByCollege,
    dueSoon,
  };
}

export type SeasonFigures = Awaited<ReturnType<typeof seasonFigures>>;

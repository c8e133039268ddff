import type { DB } from "#app/db/db.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { refreshFunnelFacts } from "#app/features/leads/funnel-stages.server";
import { moveLeadStatus, visibleLead, touchLead } from "#app/features/leads/lead-work.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { addChecklist } from "./application-checklist.server";
import { applicationLabel, type ApplicationStatus } from "./application-schema";

/**
 * A lead's applications (docs/decisions/044-applications.md): each college the student applies
 * to, for one intake. Who may manage them is who may work on the lead (lead-work.server.ts
 * visibleLead: a counsellor their own leads and the pool's, an owner all); each add and each
 * change of status is an event on the lead's timeline. An application reaching Admitted makes
 * the lead Admitted, in the same transaction, with an event naming the application.
 */

export type Viewer = Parameters<typeof visibleLead>[2];

/** Applications with their college's name, as the page lists them and the timeline names them. */
export function applicationsWithCollege(db: DB) {
  return db
    .selectFrom("lead_applications")
    .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
    .select([
      "lead_applications.id",
      "lead_applications.course",
      "lead_applications.intake",
      "lead_applications.application_number",
      "lead_applications.status",
      "colleges.name as college",
    ]);
}

/** A lead's applications as its page lists them, oldest first. */
export async function leadApplications(db: DB, leadId: number) {
  return applicationsWithCollege(db)
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("lead_applications.id")
    .execute();
}

/** A lead that takes new work: visible to the viewer, not merged, not erased. */
export async function workableLead(trx: DB, leadId: number, viewer: Viewer) {
  const lead = await visibleLead(trx, leadId, viewer);
  if (lead.erased_at) throw new Refusal({ code: "leads.erased_nothing_written" });
  return lead;
}

/**
 * Adds an application to a college of the catalogue; refused on the College field when the
 * college is gone, and on the Course field for a course the college does not list.
 */
export async function addApplication(
  db: DB,
  input: {
    leadId: number;
    collegeId: number;
    course: string;
    intake: number;
    applicationNumber: string;
    status: ApplicationStatus;
  },
  viewer: Viewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const college = await trx
      .selectFrom("colleges")
      .select("name")
      .where("id", "=", input.collegeId)
      .executeTakeFirst();
    if (!college) throw new Refusal({ code: "applications.college_not_there" }, { field: "college_id" });
    await checkCourse(trx, input.collegeId, college.name, input.course);
    const at = now();
    const { id } = await trx
      .insertInto("lead_applications")
      .values({
        lead_id: lead.id,
        college_id: input.collegeId,
        course: input.course,
        intake: input.intake,
        application_number: input.applicationNumber,
        status: input.status,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The documents it needs: the owners' checklist as it is now (features/admissions/documents.server.ts).
    await addChecklist(trx, id, at);
    const application = { id, college: college.name, course: input.course, intake: input.intake };
    await recordStatus(trx, lead, application, { status: input.status, kind: "application_added", viewer, at });
  });
}

/**
 * The course is one of the college's courses in the catalogue, as the form offers them, or none
 * yet; free text only for a college with no courses listed (docs/decisions/077-small-frictions.md).
 */
async function checkCourse(trx: DB, collegeId: number, college: string, course: string): Promise<void> {
  if (!course) return;
  const listed = await trx.selectFrom("courses").select("name").where("college_id", "=", collegeId).execute();
  if (listed.length > 0 && !listed.some((row) => row.name === course))
    throw new Refusal({ code: "applications.course_not_listed", college }, { field: "course" });
}

/** Changes an application's status; the same status again changes nothing and writes no event. */
export async function changeApplicationStatus(
  db: DB,
  input: { leadId: number; applicationId: number; status: ApplicationStatus },
  viewer: Viewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const application = await applicationsWithCollege(trx)
      .where("lead_applications.id", "=", input.applicationId)
      .where("lead_applications.lead_id", "=", lead.id)
      .executeTakeFirst();
    if (!application) throw new Refusal({ code: "applications.not_there" }, { status: 404 });
    if (application.status === input.status) return;
    const at = now();
    await trx
      .updateTable("lead_applications")
      .set({ status: input.status, updated_at: at })
      .where("id", "=", application.id)
      .execute();
    await recordStatus(trx, lead, application, { status: input.status, kind: "application_changed", viewer, at });
  });
}

/**
 * The timeline's record of an application's new status; Admitted also makes the lead Admitted
 * (its "Status changed" event names the application), unless it already is.
 */
async function recordStatus(
  trx: DB,
  lead: { id: number; status: string },
  application: { id: number; college: string; course: string; intake: number },
  change: { status: ApplicationStatus; kind: "application_added" | "application_changed"; viewer: Viewer; at: string },
): Promise<void> {
  const named = applicationLabel(application);
  // Work on the lead: the retention clock (features/privacy) counts from the last of it.
  await touchLead(trx, lead.id, change.at);
  await addLeadEvent(trx, {
    leadId: lead.id,
    kind: change.kind,
    actorId: change.viewer.id,
    at: change.at,
    data: { application: named, applicationId: application.id, applicationStatus: change.status },
  });
  await refreshFunnelFacts(trx, [lead.id]);
  if (change.status !== "admitted") return;
  await moveLeadStatus(trx, lead, {
    status: "converted",
    actorId: change.viewer.id,
    at: change.at,
    because: { admittedTo: named },
  });
}

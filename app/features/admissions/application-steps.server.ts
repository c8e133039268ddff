import type { DB } from "#app/db/db.server";
import { touchLead } from "#app/features/leads/lead-work.server";
import { mailRecipients } from "#app/features/leads/lead-recipients";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { cancelStepReminders, enqueueStepReminders } from "./step-reminder-email.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { applicationLabel } from "./application-schema";
import { stepKindLabel, stepWhen, type StepKind } from "./application-step-schema";
import { applicationsWithCollege, workableLead, type Viewer } from "./applications.server";
import { REMINDER_DAYS_BEFORE, stepReminders } from "./step-reminders";

/**
 * An application's dated steps (docs/decisions/045-application-steps-and-reminders.md): added,
 * marked done and removed by whoever may work on the lead, each on the timeline, each with its
 * reminders written into the outbox in the same transaction (to the counsellor assigned, and to
 * the student while contact is allowed and the lead has an e-mail). Marking a step done or
 * removing it cancels its pending reminders; a done step stays on the application
 * (docs/decisions/077-small-frictions.md).
 */

const STEP_COLUMNS = [
  "application_steps.id",
  "application_steps.application_id",
  "application_steps.kind",
  "application_steps.on_date",
  "application_steps.at_time",
  "application_steps.note",
  "application_steps.done_at",
] as const;

/** A lead's steps, by date, as the lead page lists them under each application; a done one with who did it. */
export async function leadSteps(db: DB, leadId: number) {
  return db
    .selectFrom("application_steps")
    .innerJoin("lead_applications", "lead_applications.id", "application_steps.application_id")
    .leftJoin("admins", "admins.id", "application_steps.done_by")
    .select([...STEP_COLUMNS, "application_steps.amount_paise", "admins.name as done_by_name"])
    .where("lead_applications.lead_id", "=", leadId)
    .orderBy("application_steps.on_date")
    .orderBy("application_steps.at_time")
    .orderBy("application_steps.id")
    .execute();
}

/** The application of the lead's page, with its college's name; a 404 refusal when it is not the lead's. */
async function applicationOf(trx: DB, leadId: number, applicationId: number) {
  const application = await applicationsWithCollege(trx)
    .where("lead_applications.id", "=", applicationId)
    .where("lead_applications.lead_id", "=", leadId)
    .executeTakeFirst();
  if (!application) throw new Refusal({ code: "applications.not_there" }, { status: 404 });
  return application;
}

/** Adds a dated step to an application of the lead, with its reminders. */
export async function addStep(
  db: DB,
  input: {
    leadId: number;
    applicationId: number;
    kind: StepKind;
    onDate: string;
    atTime: string | null;
    note: string;
    /** The amount due (a fee), in paise; its reminders name it. */
    amountPaise?: number | null;
  },
  viewer: Viewer,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const application = await applicationOf(trx, lead.id, input.applicationId);
    const at = now();
    // Every kind keeps its note ("Paper 2 at Centre 14"): Other is named by it, the others carry it beside.
    const step = { kind: input.kind, on_date: input.onDate, at_time: input.atTime, note: input.note };
    const { id } = await trx
      .insertInto("application_steps")
      .values({ application_id: application.id, ...step, amount_paise: input.amountPaise ?? null, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const named = applicationLabel(application);
    const described = `${stepKindLabel(step)} · ${stepWhen(step)}`;
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "step_added",
      actorId: viewer.id,
      at,
      data: { application: named, step: described, stepId: id },
    });
    // Who is reminded is decided again when each reminder is sent (step-reminder-content.server.ts);
    // a contact who may not be e-mailed now, or has no address (lead-recipients.ts), gets no rows at all.
    await enqueueStepReminders(trx, {
      stepId: id,
      leadId: lead.id,
      reminders: stepReminders(step, new Date(at)),
      recipients: ["counsellor", ...mailRecipients(lead).map((to) => to.contact)],
    });
    return { id };
  });
}

/** Removes a step of an application of the lead; its reminders not yet sent go with it. */
export async function removeStep(db: DB, input: { leadId: number; stepId: number }, viewer: Viewer): Promise<void> {
  await changeStep(db, input, viewer, "step_removed", (trx, step) =>
    trx.deleteFrom("application_steps").where("id", "=", step.id).execute(),
  );
}

/**
 * Marks a step of an application of the lead done, now, by the viewer: it stays on the
 * application, and its reminders not yet sent are cancelled. A step already done is left as it was.
 */
export async function markStepDone(db: DB, input: { leadId: number; stepId: number }, viewer: Viewer): Promise<void> {
  await changeStep(db, input, viewer, "step_done", async (trx, step, at) => {
    if (step.done_at) return false;
    await trx
      .updateTable("application_steps")
      .set({ done_at: at, done_by: viewer.id })
      .where("id", "=", step.id)
      .execute();
  });
}

/**
 * One change to a step of the lead (`change`, which answers false when there was nothing to do),
 * then what every change does: its reminders not yet sent are cancelled, and the timeline says so.
 */
async function changeStep(
  db: DB,
  input: { leadId: number; stepId: number },
  viewer: Viewer,
  kind: "step_removed" | "step_done",
  change: (trx: DB, step: StepRow, at: string) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const step = await trx
      .selectFrom("application_steps")
      .innerJoin("lead_applications", "lead_applications.id", "application_steps.application_id")
      .select(STEP_COLUMNS)
      .where("application_steps.id", "=", input.stepId)
      .where("lead_applications.lead_id", "=", lead.id)
      .executeTakeFirst();
    if (!step) throw new Refusal({ code: "applications.step_not_there" }, { status: 404 });
    const application = await applicationOf(trx, lead.id, step.application_id);
    const at = now();
    if ((await change(trx, step, at)) === false) return;
    await cancelStepReminders(trx, step.id, REMINDER_DAYS_BEFORE);
    await touchLead(trx, lead.id, at);
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind,
      actorId: viewer.id,
      at,
      data: {
        application: applicationLabel(application),
        step: `${stepKindLabel(step)} · ${stepWhen(step)}`,
        stepId: step.id,
      },
    });
  });
}

type StepRow = {
  id: number;
  kind: StepKind;
  note: string;
  on_date: string;
  at_time: string | null;
  done_at: string | null;
};

/**
 * The viewer's steps still to do from one India day up to (not including) another (onward without `to`): a
 * counsellor's on the leads assigned to them, an owner's all; never an erased lead's. By date and time.
 */
export async function calendarSteps(db: DB, viewer: Viewer, range: { from: string; to?: string }) {
  return stepsDue(db, { assigneeId: viewer.role === "owner" ? undefined : viewer.id, ...range });
}

/**
 * The steps from one India day up to (not including) another (onward without `to`) on the leads
 * assigned to `assigneeId`, or on everyone's without it; never an erased or merged lead's. By date
 * and time. My day and My calendar (features/agenda) choose whose.
 */
export async function stepsDue(db: DB, options: { assigneeId?: number; from: string; to?: string }) {
  let query = db
    .selectFrom("application_steps")
    .innerJoin("lead_applications", "lead_applications.id", "application_steps.application_id")
    .innerJoin("colleges", "colleges.id", "lead_applications.college_id")
    .innerJoin("leads", "leads.id", "lead_applications.lead_id")
    .select([
      ...STEP_COLUMNS,
      "leads.id as lead_id",
      "leads.name as lead_name",
      "lead_applications.course",
      "lead_applications.intake",
      "colleges.name as college",
    ])
    .where("application_steps.on_date", ">=", options.from)
    // A done step is nothing more to do: it stays on its application, not in the calendar.
    .where("application_steps.done_at", "is", null)
    .where("leads.erased_at", "is", null)
    .where("leads.merged_into", "is", null);
  if (options.to) query = query.where("application_steps.on_date", "<", options.to);
  if (options.assigneeId !== undefined) query = query.where("leads.assignee_id", "=", options.assigneeId);
  return query
    .orderBy("application_steps.on_date")
    .orderBy("application_steps.at_time")
    .orderBy("application_steps.id")
    .execute();
}

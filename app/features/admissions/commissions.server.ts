import type { DB } from "#app/db/db.server";
import { leadSubject, recordAudit } from "#app/features/audit/audit-log.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { workableLead, type Viewer } from "./applications.server";
import { COMMISSION_STATUSES } from "./payment-schema";

/**
 * The commission a college pays the consultancy on an admission
 * (docs/decisions/048-payments-and-receipts.md): what is expected, and when it came and how much.
 * The consultancy's margin is for owners: only they see and record it, and it is not on the
 * lead's timeline (which counsellors read); each change is in the audit log instead.
 */

/** Sets an application's commission: expected, and received (date and amount together); blanks clear them. */
export async function setCommission(
  db: DB,
  input: {
    leadId: number;
    applicationId: number;
    expectedPaise: number | null;
    receivedOn: string | null;
    receivedPaise: number | null;
  },
  viewer: Viewer,
): Promise<void> {
  if (viewer.role !== "owner") throw new Refusal({ code: "commissions.owner_only" }, { status: 403 });
  await db.transaction().execute(async (trx) => {
    const lead = await workableLead(trx, input.leadId, viewer);
    const application = await trx
      .selectFrom("lead_applications")
      .select(["id", "college_id", "intake", "status"])
      .where("id", "=", input.applicationId)
      .where("lead_id", "=", lead.id)
      .executeTakeFirst();
    if (!application) throw new Refusal({ code: "applications.not_there" }, { status: 404 });
    if (!COMMISSION_STATUSES.includes(application.status)) throw new Refusal({ code: "commissions.not_admitted" });
    const at = now();
    const values = {
      expected_paise: input.expectedPaise,
      received_on: input.receivedOn,
      received_paise: input.receivedPaise,
      updated_at: at,
    };
    await trx
      .insertInto("application_commissions")
      .values({
        application_id: application.id,
        college_id: application.college_id,
        intake: application.intake,
        ...values,
      })
      .onConflict((oc) => oc.column("application_id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      actor: { id: viewer.id },
      action: "lead.changed",
      subject: leadSubject(lead.id),
      details: { change: "commission", applicationId: application.id, ...values },
    });
  });
}

/** The commissions on a lead's applications, by application id: for owners only (the page asks only for them). */
export async function leadCommissions(db: DB, leadId: number) {
  const rows = await db
    .selectFrom("application_commissions")
    .innerJoin("lead_applications", "lead_applications.id", "application_commissions.application_id")
    .select([
      "application_commissions.application_id",
      "application_commissions.expected_paise",
      "application_commissions.received_on",
      "application_commissions.received_paise",
    ])
    .where("lead_applications.lead_id", "=", leadId)
    .execute();
  return rows.map((row) => ({ ...row, application_id: row.application_id! }));
}

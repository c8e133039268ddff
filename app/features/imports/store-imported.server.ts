import type { Insertable } from "kysely";
import type { DB } from "#app/db/db.server";
import type { Database } from "#app/db/schema";
import { now } from "#app/utils/clock";
import { nextCounsellors } from "#app/features/admins/counsellor-line.server";
import { PRIVACY_NOTICE_VERSION } from "#app/features/leads/lead-fields";
import { isOwnAddress, reopenedBy } from "#app/features/leads/lead-reopening.server";
import { consentChanges, enquiryColumns, type ImportedFrom, type NewLead } from "#app/features/leads/leads.server";
import { isPlannedLead, PlannedLeads, type PlannedOutcome } from "./import-plan.server";

export type ImportedEnquiry = NewLead & { imported: ImportedFrom };
export type ImportOutcome = "new" | "merged" | "duplicates";

/**
 * Stores a batch of an import's rows as createLead stores an enquiry, in a handful of queries
 * instead of ten per row (50,000 rows in under a minute, on PostgreSQL too): the same identity
 * rules (chooseMatch, through the planner the dry run uses, so both count alike), the same
 * columns, round-robin turns, consent ledger rows and timeline events. What it leaves out on
 * purpose: the alert per lead (to counsellors and the webhook) and the acknowledgement, since
 * nobody in the file wrote to us (docs/decisions/054-lead-import.md).
 *
 * Call it inside a serialised transaction on LEADS_LOCK, as createLead's work is: the
 * planner's view of the open leads must not change under it.
 */
export async function storeImportedBatch(trx: DB, enquiries: readonly ImportedEnquiry[]): Promise<ImportOutcome[]> {
  const planner = new PlannedLeads();
  await planner.load(trx, enquiries);
  const outcomes = enquiries.map((enquiry) => planner.receive(enquiry.phone ?? null, emailKeyOf(enquiry)));
  const at = now();
  const dated = (enquiry: ImportedEnquiry) => enquiry.imported.receivedAt ?? at;

  // The newest enquiry of each lead the batch touches: a file's rows need not be in date order.
  const newest = new Map<number, string>();
  outcomes.forEach((outcome, i) => {
    const leadId = outcome.kind === "same" ? outcome.lead.id : outcome.newId;
    const when = dated(enquiries[i]!);
    if ((newest.get(leadId) ?? "") < when) newest.set(leadId, when);
  });

  const creating = outcomes.flatMap((outcome, i) =>
    outcome.kind === "same" ? [] : [{ outcome, enquiry: enquiries[i]! }],
  );
  const assignees = await nextCounsellors(trx, creating.length);
  const realId = await insertNewLeads(trx, { creating, assignees, newest, dated, at });
  const leadIdOf = (id: number) => (isPlannedLead(id) ? realId.get(id)! : id);

  for (const { outcome } of creating) {
    if (outcome.kind === "look-alike" && isPlannedLead(outcome.leadId))
      await trx
        .updateTable("leads")
        .set({ duplicate_of: leadIdOf(outcome.leadId) })
        .where("id", "=", leadIdOf(outcome.newId))
        .execute();
  }
  await touchStoredLeads(
    trx,
    outcomes.map((outcome, i) => ({ outcome, emailKey: emailKeyOf(enquiries[i]!) })),
    newest,
    at,
  );

  const enquiryRows = await trx
    .insertInto("lead_enquiries")
    .values(
      enquiries.map((enquiry, i) => ({
        ...enquiryColumns(enquiry),
        lead_id: leadIdOf(leadOf(outcomes[i]!)),
        created_at: dated(enquiry),
        import_fingerprint: enquiry.imported.fingerprint,
        import_id: enquiry.imported.importId,
      })),
    )
    .returning(["id", "import_fingerprint"])
    .execute();
  const enquiryId = new Map(enquiryRows.map((row) => [row.import_fingerprint, row.id]));

  const consent = creating.flatMap(({ outcome, enquiry }) =>
    consentChanges(enquiry, { first: true, ownAddress: false }).map((change) => ({
      lead_id: leadIdOf(newIdOf(outcome)),
      purpose: change.purpose,
      state: change.state,
      notice_version: PRIVACY_NOTICE_VERSION,
      source: change.source,
      actor_id: null,
      created_at: at,
    })),
  );
  if (consent.length > 0) await trx.insertInto("consent_records").values(consent).execute();

  const events = enquiries.flatMap((enquiry, i) =>
    timelineRows(enquiry, outcomes[i]!, {
      leadIdOf,
      enquiryId: enquiryId.get(enquiry.imported.fingerprint),
      assignee: outcomes[i]!.kind === "same" ? undefined : assignees[creating.findIndex((c) => c.enquiry === enquiry)],
      at,
    }),
  );
  await trx.insertInto("lead_events").values(events).execute();
  return outcomes.map((outcome) => COUNTED_AS[outcome.kind]);
}

type Creating = { outcome: Exclude<PlannedOutcome, { kind: "same" }>; enquiry: ImportedEnquiry }[];

/** Inserts the batch's new leads in one query; returns the real id of each planned one. */
async function insertNewLeads(
  trx: DB,
  {
    creating,
    assignees,
    newest,
    dated,
    at,
  }: {
    creating: Creating;
    assignees: Awaited<ReturnType<typeof nextCounsellors>>;
    newest: Map<number, string>;
    dated: (enquiry: ImportedEnquiry) => string;
    at: string;
  },
): Promise<Map<number, number>> {
  const realId = new Map<number, number>();
  if (creating.length === 0) return realId;
  const inserted = await trx
    .insertInto("leads")
    .values(
      creating.map(({ outcome, enquiry }, k) => ({
        ...enquiryColumns(enquiry),
        consent_purposes: JSON.stringify(["contact"]),
        email_key: emailKeyOf(enquiry),
        assignee_id: assignees[k]?.id ?? null,
        // A look-alike of a lead this batch creates is pointed at it below, once it has its id.
        duplicate_of: outcome.kind === "look-alike" && !isPlannedLead(outcome.leadId) ? outcome.leadId : null,
        consent_at: dated(enquiry),
        last_enquiry_at: newest.get(newIdOf(outcome))!,
        created_at: dated(enquiry),
        updated_at: at,
      })),
    )
    .returning(["id", "submission_id"])
    .execute();
  const bySubmission = new Map(inserted.map((row) => [row.submission_id, row.id]));
  for (const { outcome, enquiry } of creating) realId.set(newIdOf(outcome), bySubmission.get(enquiry.submissionId!)!);
  return realId;
}

/** A row's timeline events, as createLead writes them: the enquiry, and a new lead's round-robin assignment. */
function timelineRows(
  enquiry: ImportedEnquiry,
  outcome: PlannedOutcome,
  {
    leadIdOf,
    enquiryId,
    assignee,
    at,
  }: {
    leadIdOf: (id: number) => number;
    enquiryId: number | undefined;
    assignee: { id: number; name: string } | undefined;
    at: string;
  },
): Insertable<Database["lead_events"]>[] {
  const leadId = leadIdOf(leadOf(outcome));
  const data = {
    enquiryId,
    form: enquiry.form,
    page: enquiry.page,
    ...(outcome.kind === "look-alike" ? { duplicateOf: leadIdOf(outcome.leadId) } : {}),
    importId: enquiry.imported.importId,
  };
  const kind =
    outcome.kind !== "same"
      ? "created"
      : outcome.lead.contact_withdrawn_at
        ? "enquiry_after_withdrawal"
        : "repeat_enquiry";
  const rows: Insertable<Database["lead_events"]>[] = [
    { lead_id: leadId, kind, actor_id: null, data: JSON.stringify(data), created_at: at },
  ];
  if (assignee)
    rows.push({
      lead_id: leadId,
      kind: "assigned",
      actor_id: null,
      data: JSON.stringify({ assigneeId: assignee.id, assignee: assignee.name, by: "round-robin" }),
      created_at: at,
    });
  return rows;
}

const COUNTED_AS = { new: "new", same: "merged", "look-alike": "duplicates" } as const;

const emailKeyOf = (enquiry: NewLead) => enquiry.email?.toLowerCase() ?? null;
const newIdOf = (outcome: PlannedOutcome) => (outcome.kind === "same" ? outcome.lead.id : outcome.newId);
const leadOf = newIdOf;

/**
 * A repeat on a stored lead moves it up the queue (its newest enquiry's time, never back), and
 * one on a lead whose person withdrew marks "New enquiry after withdrawal", and reopens e-mail
 * only when a row carried the lead's own address, as createLead does (lead-reopening.server.ts).
 */
async function touchStoredLeads(
  trx: DB,
  rows: readonly { outcome: PlannedOutcome; emailKey: string | null }[],
  newest: Map<number, string>,
  at: string,
) {
  const touched = new Map<number, { withdrawn: boolean; ownAddress: boolean }>();
  for (const { outcome, emailKey } of rows) {
    if (outcome.kind !== "same" || isPlannedLead(outcome.lead.id)) continue;
    // Of a lead's rows, any one with its own address reopens e-mail.
    const ownAddress = isOwnAddress(outcome.lead, emailKey) || Boolean(touched.get(outcome.lead.id)?.ownAddress);
    touched.set(outcome.lead.id, { withdrawn: Boolean(outcome.lead.contact_withdrawn_at), ownAddress });
  }
  for (const [id, { withdrawn, ownAddress }] of touched) {
    const when = newest.get(id)!;
    await trx
      .updateTable("leads")
      .set((eb) => ({
        last_enquiry_at: eb.fn.coalesce(
          eb.case().when("last_enquiry_at", ">", when).then(eb.ref("last_enquiry_at")).else(when).end(),
          eb.val(when),
        ),
        updated_at: at,
        ...(withdrawn ? reopenedBy(at, ownAddress) : {}),
      }))
      .where("id", "=", id)
      .execute();
  }
}

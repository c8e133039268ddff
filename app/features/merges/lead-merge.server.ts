import type { DB } from "#app/db/db.server";
import type { Lead } from "#app/db/schema";
import { serialisedTransaction } from "#app/db/serialised-transaction.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { LEADS_LOCK } from "#app/features/leads/lead-identity.server";
import { addLeadEvent } from "#app/features/leads/lead-timeline.server";
import { refreshFunnelFacts } from "#app/features/leads/funnel-stages.server";
import { moveLeadStatus } from "#app/features/leads/lead-work.server";
import { refreshEmailReopened } from "#app/features/leads/lead-reopening.server";
import { leadRowsOn, moveLeadOwnRows, type LeadOwnRows } from "#app/features/leads/lead-merge-rows.server";
import {
  admissionsRowsOn,
  anyAdmitted,
  moveAdmissionsRows,
  type AdmissionsRows,
} from "#app/features/admissions/admissions-merge.server";
import { moveStatusLinks, statusLinksOn } from "#app/features/status-link/status-link-merge.server";
import { moveSessions, sessionsOn } from "#app/features/counselling/counselling-merge.server";
import { consentHistory, consentNow, withdrawConsent } from "#app/features/leads/consent-ledger.server";
import { getLead, type LeadViewer } from "#app/features/leads/leads-inbox.server";
import type { ConsentPurpose } from "#app/features/leads/lead-fields";
import { MERGE_FIELDS, MERGE_FIELD_NAMES, UNDO_DAYS, type MergeChoices, type MergeField } from "./lead-merge-fields";

/**
 * Merging two leads that staff judge to be one person (docs/decisions/034-enquiries-are-claims.md).
 * The site never merges a look-alike itself; it marks it "Possible duplicate of #N".
 *
 * The older lead survives. Staff choose, field by field, which of the two values it keeps; the
 * other lead's enquiries, timeline and consent records move onto it, and the notes are joined.
 * The merged lead leaves every list but stays in the database, with what the merge changed, so
 * the merge can be undone for 30 days, restoring both leads as they were. Both steps are on the
 * timelines of both leads and in the audit log.
 */

const UNDO_MS = UNDO_DAYS * 24 * 60 * 60 * 1000;

/** The survivor's columns a merge may change, all restored by an undo. */
const RESTORED_COLUMNS = [
  ...MERGE_FIELD_NAMES,
  "email_key",
  "notes",
  "consent_purposes",
  "consent_at",
  "contact_withdrawn_at",
  "enquiry_after_withdrawal_at",
  "email_reopened_at",
  "duplicate_of",
  "last_enquiry_at",
  "first_call_at",
  "next_follow_up_at",
  // An admission brought by the merged lead's applications makes the survivor Admitted.
  "status",
] as const satisfies readonly (keyof Lead)[];
type Snapshot = Pick<Lead, (typeof RESTORED_COLUMNS)[number]>;

/**
 * The rows that moved from the merged lead onto the survivor, by table, each moved by the feature
 * that owns it. Merges recorded before applications, status links, sessions or payments have none.
 */
type Moved = LeadOwnRows &
  AdmissionsRows & {
    /** The student's status links (features/status-link). */
    statusLinks?: number[];
    /** Counselling sessions (features/counselling). */
    sessions?: number[];
  };

/** Two leads a merge may join: both visible to the viewer, neither erased or merged already. */
async function mergeableLead(trx: DB, id: number, viewer: LeadViewer): Promise<Lead> {
  const lead = await getLead(trx, id, viewer);
  if (!lead) throw new Refusal({ code: "merge.lead_not_there", id }, { status: 404 });
  if (lead.erased_at) throw new Refusal({ code: "merge.lead_erased", id });
  if (lead.merged_into) throw new Refusal({ code: "merge.lead_merged_already", id, into: lead.merged_into });
  return lead;
}

/** The pair as the merge screen shows it: the survivor (older) first. */
export async function mergePair(db: DB, ids: [number, number], viewer: LeadViewer) {
  if (ids[0] === ids[1]) throw new Refusal({ code: "merge.same_lead" });
  const [a, b] = await Promise.all(ids.map((id) => mergeableLead(db, id, viewer)));
  return a!.id < b!.id ? { survivor: a!, other: b! } : { survivor: b!, other: a! };
}

/**
 * Merges two leads. Returns the surviving lead's id. Counsellors may merge two leads they may
 * both see; owners any two.
 */
export async function mergeLeads(
  db: DB,
  input: { ids: [number, number]; choices: MergeChoices },
  viewer: LeadViewer,
): Promise<{ survivorId: number; mergeId: number }> {
  return serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const { survivor, other } = await mergePair(trx, input.ids, viewer);
    const at = now();
    const moved = await rowsOf(trx, other.id);
    await moveRows(trx, moved, other.id, survivor.id);
    await joinIntoSurvivor(trx, { survivor, other, choices: input.choices, at });
    await trx
      .updateTable("leads")
      .set({ merged_into: survivor.id, updated_at: at })
      .where("id", "=", other.id)
      .execute();
    // One person: if an application they brought along is an admission, the lead they joined is
    // Admitted, as an application reaching Admitted makes its lead (ADR 044); an undo puts the
    // status back unless it was changed since.
    if (await anyAdmitted(trx, moved.applications ?? [])) {
      await moveLeadStatus(trx, survivor, {
        status: "converted",
        actorId: viewer.id,
        because: { admittedByMerge: other.id },
        at,
      });
    }
    const mergeId = await recordMerge(trx, { survivor, other, moved, choices: input.choices, viewer, at });
    return { survivorId: survivor.id, mergeId };
  });
}

/** The rows of the other lead that move to the survivor, each feature's own: what an undo takes back. */
async function rowsOf(trx: DB, otherId: number): Promise<Moved> {
  return {
    ...(await leadRowsOn(trx, otherId)),
    ...(await admissionsRowsOn(trx, otherId)),
    statusLinks: await statusLinksOn(trx, otherId),
    sessions: await sessionsOn(trx, otherId),
  };
}

/** The survivor's row after the merge: the chosen fields, both notes, one state of consent, the dates of either. */
async function joinIntoSurvivor(
  trx: DB,
  { survivor, other, choices, at }: { survivor: Lead; other: Lead; choices: MergeChoices; at: string },
): Promise<void> {
  const chosen = Object.fromEntries(
    MERGE_FIELD_NAMES.map((field) => [field, choices[field] === "other" ? other[field] : survivor[field]]),
  ) as Pick<Lead, MergeField>;
  // One person, so one state of consent: the latest withdrawal of either stands (and a later
  // enquiry of either is one after it); otherwise each purpose as the two ledgers, now one,
  // say last (lead-level purposes count only for leads from before the ledger).
  const withdrawnAt = latest(survivor.contact_withdrawn_at, other.contact_withdrawn_at);
  const lastEnquiry = latest(survivor.last_enquiry_at, other.last_enquiry_at);
  const afterWithdrawal = withdrawnAt && lastEnquiry && lastEnquiry > withdrawnAt ? lastEnquiry : null;
  const combined = consentNow(await consentHistory(trx, survivor.id), [
    ...(JSON.parse(survivor.consent_purposes) as ConsentPurpose[]),
    ...(JSON.parse(other.consent_purposes) as ConsentPurpose[]),
  ]);
  const purposes = withdrawnAt
    ? []
    : (Object.keys(combined) as ConsentPurpose[]).filter((purpose) => combined[purpose] === "given");
  await trx
    .updateTable("leads")
    .set({
      ...chosen,
      email_key: chosen.email ? chosen.email.toLowerCase() : null,
      notes: [survivor.notes, other.notes].filter(Boolean).join("\n\n"),
      consent_purposes: JSON.stringify(purposes),
      contact_withdrawn_at: withdrawnAt,
      enquiry_after_withdrawal_at: afterWithdrawal,
      duplicate_of: survivor.duplicate_of === other.id ? null : survivor.duplicate_of,
      last_enquiry_at: lastEnquiry,
      first_call_at: earliest(survivor.first_call_at, other.first_call_at),
      next_follow_up_at: survivor.next_follow_up_at ?? other.next_follow_up_at,
      updated_at: at,
    })
    .where("id", "=", survivor.id)
    .execute();
  // E-mail is open again only if an enquiry of either since the withdrawal carried the address
  // the survivor keeps: a phone-only enquiry of the other opens a call, not the inbox (ADR 062).
  await refreshEmailReopened(trx, survivor.id);
}

/** The merge's record (what an undo needs: the survivor before and after, the rows moved) and both leads' timeline events. */
async function recordMerge(
  trx: DB,
  {
    survivor,
    other,
    moved,
    choices,
    viewer,
    at,
  }: { survivor: Lead; other: Lead; moved: Moved; choices: MergeChoices; viewer: LeadViewer; at: string },
): Promise<number> {
  const after = await trx.selectFrom("leads").selectAll().where("id", "=", survivor.id).executeTakeFirstOrThrow();
  const merge = await trx
    .insertInto("lead_merges")
    .values({
      survivor_id: survivor.id,
      merged_id: other.id,
      actor_id: viewer.id,
      survivor_before: JSON.stringify(snapshotOf(survivor)),
      survivor_after: JSON.stringify(snapshotOf(after)),
      moved: JSON.stringify(moved),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const taken = MERGE_FIELD_NAMES.filter((field) => choices[field] === "other");
  await addLeadEvent(trx, {
    leadId: survivor.id,
    kind: "merged",
    actorId: viewer.id,
    at,
    data: { mergeId: merge.id, merged: other.id, fields: taken.map((field) => MERGE_FIELDS[field]) },
  });
  await addLeadEvent(trx, {
    leadId: other.id,
    kind: "merged",
    actorId: viewer.id,
    at,
    data: { mergeId: merge.id, into: survivor.id },
  });
  return merge.id;
}

/** The merges a lead's page offers to undo: those it survived or was merged by, not undone, still in time. */
export async function undoableMerges(db: DB, leadId: number, viewer: LeadViewer, at = new Date()) {
  const merges = await db
    .selectFrom("lead_merges")
    .select(["id", "survivor_id", "merged_id", "created_at"])
    .where((eb) => eb.or([eb("survivor_id", "=", leadId), eb("merged_id", "=", leadId)]))
    .where("undone_at", "is", null)
    .where("survivor_before", "!=", FORGOTTEN)
    .where("created_at", ">", new Date(at.getTime() - UNDO_MS).toISOString())
    .orderBy("id", "desc")
    .execute();
  // Only merges whose other lead the viewer may see: a counsellor is offered no undo they can't do.
  const visible = [];
  for (const merge of merges) {
    const otherId = merge.survivor_id === leadId ? merge.merged_id : merge.survivor_id;
    if (await getLead(db, otherId, viewer)) visible.push(merge);
  }
  return visible;
}

/**
 * Undoes a merge: the moved enquiries, events and consent records go back to the merged lead,
 * the survivor's changed fields get their old values, and the merged lead is back in the lists.
 * What happened on the survivor after the merge (a call, a new enquiry) stays on it.
 */
export async function undoMerge(db: DB, input: { mergeId: number }, viewer: LeadViewer): Promise<void> {
  await serialisedTransaction(db, [LEADS_LOCK], async (trx) => {
    const merge = await trx.selectFrom("lead_merges").selectAll().where("id", "=", input.mergeId).executeTakeFirst();
    if (!merge) throw new Refusal({ code: "merge.not_there" }, { status: 404 });
    const [survivor, other] = await Promise.all([
      getLead(trx, merge.survivor_id, viewer),
      getLead(trx, merge.merged_id, viewer),
    ]);
    if (!survivor || !other) throw new Refusal({ code: "merge.not_there" }, { status: 404 });
    if (merge.undone_at) throw new Refusal({ code: "merge.undone_already" });
    if (merge.survivor_before === FORGOTTEN || survivor.erased_at || other.erased_at)
      throw new Refusal({ code: "merge.erased" });
    if (Date.now() - Date.parse(merge.created_at) > UNDO_MS)
      throw new Refusal({ code: "merge.too_old", days: UNDO_DAYS });
    if (survivor.merged_into)
      throw new Refusal({ code: "merge.merged_since", id: survivor.id, into: survivor.merged_into });
    const later = await trx
      .selectFrom("lead_merges")
      .select("merged_id")
      .where("survivor_id", "=", survivor.id)
      .where("id", ">", merge.id)
      .where("undone_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (later) throw new Refusal({ code: "merge.later_merge", id: later.merged_id });
    const at = now();
    const moved = JSON.parse(merge.moved) as Moved;
    await moveRows(trx, moved, survivor.id, other.id);
    const restored = restoredColumns(
      survivor,
      JSON.parse(merge.survivor_before) as Snapshot,
      merge.survivor_after ? (JSON.parse(merge.survivor_after) as Snapshot) : undefined,
    );
    await trx
      .updateTable("leads")
      .set({ ...restored, updated_at: at })
      .where("id", "=", survivor.id)
      .execute();
    // The status the merge gave (Admitted, by an application it brought) goes back, on the timeline.
    if (restored.status !== undefined && restored.status !== survivor.status) {
      await addLeadEvent(trx, {
        leadId: survivor.id,
        kind: "status_changed",
        actorId: viewer.id,
        at,
        data: { from: survivor.status, to: restored.status, mergeUndone: merge.id },
      });
    }
    await trx.updateTable("leads").set({ merged_into: null, updated_at: at }).where("id", "=", other.id).execute();
    // A withdrawal made on the merged lead since stands for both: it was one person's.
    if (survivor.contact_withdrawn_at && survivor.contact_withdrawn_at > merge.created_at)
      await withdrawConsent(trx, other.id, { purposes: ["contact"], source: "merge-undone", actorId: viewer.id });
    await trx
      .updateTable("lead_merges")
      .set({ undone_at: at, undone_by: viewer.id })
      .where("id", "=", merge.id)
      .execute();
    for (const leadId of [survivor.id, other.id]) {
      await addLeadEvent(trx, {
        leadId,
        kind: "merge_undone",
        actorId: viewer.id,
        at,
        data: { mergeId: merge.id, leads: [survivor.id, other.id] },
      });
    }
  });
}

/** What a merge's snapshot becomes once a person's details are erased: the merge can't be undone. */
const FORGOTTEN = '{"erased":true}';

/**
 * Called by the erasure of a lead (in its transaction): every merge the lead took part in keeps
 * no copy of the person's details, and can no longer be undone. Returns the leads merged into
 * this one, which hold the same person's details and must be erased with it.
 */
export async function forgetMerges(trx: DB, leadId: number): Promise<number[]> {
  const merges = await trx
    .selectFrom("lead_merges")
    .select(["id", "survivor_id", "merged_id", "undone_at"])
    .where((eb) => eb.or([eb("survivor_id", "=", leadId), eb("merged_id", "=", leadId)]))
    .execute();
  if (merges.length === 0) return [];
  await trx
    .updateTable("lead_merges")
    .set({ survivor_before: FORGOTTEN, survivor_after: null })
    .where(
      "id",
      "in",
      merges.map((merge) => merge.id),
    )
    .execute();
  return merges.filter((merge) => merge.survivor_id === leadId && !merge.undone_at).map((merge) => merge.merged_id);
}

/** Each feature moves its own rows; then what each lead has reached in the funnel moves with them. */
async function moveRows(trx: DB, moved: Moved, from: number, to: number): Promise<void> {
  await moveLeadOwnRows(trx, moved, from, to);
  await moveAdmissionsRows(trx, moved, from, to);
  await moveStatusLinks(trx, moved.statusLinks ?? [], from, to);
  await moveSessions(trx, moved.sessions ?? [], from, to);
  await refreshFunnelFacts(trx, [from, to]);
}

/**
 * The survivor's columns an undo gives back: each to its value before the merge, unless it was
 * changed since the merge (a call, a follow-up, a correction, a withdrawal), which stands. Merges
 * from before the "after" copy was kept restore every column.
 */
function restoredColumns(current: Lead, before: Snapshot, after: Snapshot | undefined): Partial<Snapshot> {
  const restored: Partial<Record<keyof Snapshot, unknown>> = {};
  for (const column of RESTORED_COLUMNS) {
    // A column a merge from before it was kept did not copy (undefined) is left as it is.
    if ((!after || current[column] === after[column]) && before[column] !== undefined)
      restored[column] = before[column];
  }
  return restored as Partial<Snapshot>;
}

function snapshotOf(lead: Lead): Snapshot {
  return Object.fromEntries(RESTORED_COLUMNS.map((column) => [column, lead[column]])) as Snapshot;
}

const earliest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The retention job's part: a merge past its undo window keeps no copy of the survivor's old
 * details (data minimisation: nothing can use them any more). Returns how many were blanked.
 */
export async function forgetExpiredMerges(trx: DB, at = new Date()): Promise<number> {
  const result = await trx
    .updateTable("lead_merges")
    .set({ survivor_before: FORGOTTEN, survivor_after: null })
    .where("survivor_before", "!=", FORGOTTEN)
    .where("created_at", "<", new Date(at.getTime() - UNDO_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

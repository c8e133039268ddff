import type { DB } from "#app/db/db.server";
import { now } from "#app/utils/clock";
import { Refusal } from "#app/utils/refusal";
import { getLead, type LeadViewer } from "./leads-inbox.server";
import type { LeadStatus } from "./lead-status";
import { CALL_OUTCOMES, type CallOutcome } from "./lead-work";
import { addLeadEvent } from "./lead-timeline.server";
import { refreshFunnelFacts } from "./funnel-stages.server";
import { mayCall } from "./lead-contact";
import { confirmUpdates } from "./consent-ledger.server";

/**
 * What a counsellor does with a lead: log a call, set the next follow-up, add a note. Each is a
 * timeline event with who and when; nothing earlier is overwritten. A lead the viewer may not
 * see is refused as not found.
 */

/**
 * The lead a member of staff works on: refused as not found when the viewer may not see it (a
 * counsellor and another counsellor's lead), and when it was merged into another.
 */
export async function visibleLead(trx: DB, leadId: number, viewer: LeadViewer) {
  const lead = await getLead(trx, leadId, viewer);
  if (!lead) throw new Refusal({ code: "leads.not_there" }, { status: 404 });
  // Its enquiries and its person are on the lead it was merged into: the work goes there.
  if (lead.merged_into) throw new Refusal({ code: "leads.merged", into: lead.merged_into });
  return lead;
}

/** A lead the viewer may call (lead-contact.ts): refused once the person withdrew all contact or was erased. */
async function callableLead(trx: DB, leadId: number, viewer: LeadViewer) {
  const lead = await visibleLead(trx, leadId, viewer);
  if (lead.erased_at) throw new Refusal({ code: "leads.erased_nobody_to_call" });
  if (!mayCall(lead)) throw new Refusal({ code: "leads.no_contact" });
  return lead;
}

/**
 * Logs a call: its outcome and note on the timeline, the status it leads to, the first call's
 * time (for the dashboard's time to first call), and the next follow-up when one is given. An
 * outcome that ends the lead (not interested, admitted) clears the follow-up.
 */
export async function logCall(
  db: DB,
  input: { leadId: number; outcome: CallOutcome; note: string; followUpAt?: string; updatesAgreed?: boolean },
  viewer: LeadViewer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await callableLead(trx, input.leadId, viewer);
    const at = now();
    const status = CALL_OUTCOMES[input.outcome].status;
    const finished = status === "closed" || status === "converted";
    const followUpAt = finished ? null : (input.followUpAt ?? lead.next_follow_up_at);
    await trx
      .updateTable("leads")
      .set({
        status,
        first_call_at: lead.first_call_at ?? at,
        next_follow_up_at: followUpAt,
        updated_at: at,
      })
      .where("id", "=", lead.id)
      .execute();
    const actorId = viewer.id;
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "call_logged",
      actorId,
      at,
      data: { outcome: input.outcome, note: input.note },
    });
    await refreshFunnelFacts(trx, [lead.id]);
    if (lead.status !== status) {
      await addLeadEvent(trx, {
        leadId: lead.id,
        kind: "status_changed",
        actorId,
        at,
        data: { from: lead.status, to: status },
      });
    }
    if (input.followUpAt && !finished) {
      await addLeadEvent(trx, { leadId: lead.id, kind: "follow_up_set", actorId, at, data: { at: input.followUpAt } });
    }
    if (input.updatesAgreed) await confirmUpdates(trx, lead.id, { source: "call", actorId });
  });
}

/** Sets when to get back to the student. */
export async function setFollowUp(db: DB, input: { leadId: number; at: string }, viewer: LeadViewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await callableLead(trx, input.leadId, viewer);
    const at = now();
    await trx
      .updateTable("leads")
      .set({ next_follow_up_at: input.at, updated_at: at })
      .where("id", "=", lead.id)
      .execute();
    await addLeadEvent(trx, { leadId: lead.id, kind: "follow_up_set", actorId: viewer.id, at, data: { at: input.at } });
  });
}

/** Adds a note to the timeline: notes are added, never overwritten. */
export async function addNote(db: DB, input: { leadId: number; note: string }, viewer: LeadViewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await visibleLead(trx, input.leadId, viewer);
    // An erased lead takes no new words about the person.
    if (lead.erased_at) throw new Refusal({ code: "leads.erased_nothing_written" });
    const at = now();
    // A note is activity: the retention clock (features/privacy) counts from the last one.
    await trx.updateTable("leads").set({ updated_at: at }).where("id", "=", lead.id).execute();
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "note_added",
      actorId: viewer.id,
      at,
      data: { note: input.note },
    });
  });
}

/**
 * Records that a minor's parent or guardian agreed to counselling, with when and who; a
 * counsellor calls the parent first (docs/privacy.md#minors).
 */
export async function confirmParent(db: DB, input: { leadId: number }, viewer: LeadViewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lead = await visibleLead(trx, input.leadId, viewer);
    if (lead.applicant !== "minor") throw new Refusal({ code: "leads.not_minor" });
    if (lead.parent_confirmed_at) return;
    const at = now();
    await trx
      .updateTable("leads")
      .set({ parent_confirmed_at: at, parent_confirmed_by: viewer.id, updated_at: at })
      .where("id", "=", lead.id)
      .execute();
    await addLeadEvent(trx, { leadId: lead.id, kind: "parent_confirmed", actorId: viewer.id, at });
  });
}

/** Sets the status by hand (an owner closing a duplicate, say); the change goes on the timeline. */
export async function changeStatus(db: DB, input: { leadId: number; status: LeadStatus }, viewer: LeadViewer) {
  await db.transaction().execute(async (trx) => {
    const lead = await visibleLead(trx, input.leadId, viewer);
    await moveLeadStatus(trx, lead, { status: input.status, actorId: viewer.id });
  });
}

/**
 * Moves a lead to a status inside the caller's transaction, with its "Status changed" event;
 * `because` says what moved it (an application admitted names the application). Nothing when the
 * lead is already there.
 */
export async function moveLeadStatus(
  trx: DB,
  lead: { id: number; status: string },
  change: { status: LeadStatus; actorId: number; because?: Record<string, unknown>; at?: string },
): Promise<boolean> {
  if (lead.status === change.status) return false;
  const at = change.at ?? now();
  await trx.updateTable("leads").set({ status: change.status, updated_at: at }).where("id", "=", lead.id).execute();
  await addLeadEvent(trx, {
    leadId: lead.id,
    kind: "status_changed",
    actorId: change.actorId,
    at,
    data: { from: lead.status, to: change.status, ...change.because },
  });
  return true;
}

/**
 * Work on a lead in another feature (an application, a step, a document, a payment, a status link)
 * marks the lead changed, as a call or a note does: the inbox's "recently changed" order.
 */
export async function touchLead(trx: DB, leadId: number, at: string): Promise<void> {
  await trx.updateTable("leads").set({ updated_at: at }).where("id", "=", leadId).execute();
}

/**
 * A WhatsApp chat with the student, the first message written for the counsellor: it names the
 * course or college the student asked about, so the student knows at once what it is about.
 */
export function whatsAppLink(
  lead: { name: string; phone: string | null; course: string | null; college_name: string | null },
  brand: string,
) {
  if (!lead.phone) return undefined;
  const about = lead.course ?? lead.college_name;
  const text = `Hello ${lead.name}, this is ${brand} about your enquiry${about ? ` for ${about}` : ""}. Is this a good time to talk?`;
  return `https://wa.me/91${lead.phone}?text=${encodeURIComponent(text)}`;
}

/**
 * Corrects the person's name, phone and e-mail on the lead (and its matching key), when they ask:
 * owners only. The timeline and the audit log say which fields changed, not what they said.
 */
export async function correctDetails(
  db: DB,
  input: { leadId: number; name: string; phone: string; email: string },
  viewer: LeadViewer,
): Promise<void> {
  if (viewer.role !== "owner") throw new Refusal({ code: "leads.correct_owner_only" }, { status: 403 });
  await db.transaction().execute(async (trx) => {
    const lead = await visibleLead(trx, input.leadId, viewer);
    if (lead.erased_at) throw new Refusal({ code: "leads.erased" });
    const next = { name: input.name, phone: input.phone || null, email: input.email || null };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((field) => lead[field] !== next[field]);
    if (changed.length === 0) return;
    const at = now();
    await trx
      .updateTable("leads")
      .set({ ...next, email_key: next.email ? next.email.toLowerCase() : null, updated_at: at })
      .where("id", "=", lead.id)
      .execute();
    // The enquiries hold the same details as the person sent them: corrected too, so what we
    // show the person (an access request) and what we export are right.
    await trx.updateTable("lead_enquiries").set(next).where("lead_id", "=", lead.id).execute();
    await addLeadEvent(trx, {
      leadId: lead.id,
      kind: "details_corrected",
      actorId: viewer.id,
      at,
      data: { fields: changed },
    });
  });
}

import type { DB } from "#app/db/db.server";
import { leadSubject, recordAudit } from "#app/features/audit/audit-log.server";
import { Refusal } from "#app/utils/refusal";
import { consentHistory, consentNow } from "./consent-ledger.server";
import { erasePersonalData } from "./lead-erasure.server";
import { leadEnquiries, leadTimeline } from "./lead-timeline.server";
import { getLead, type LeadViewer } from "./leads-inbox.server";

/**
 * A lead as its page shows it: the lead, its enquiries, timeline and consent ledger. Opening it
 * is recorded in the audit log (who looked at whose details, DPDP Act §8(5)). Undefined when
 * the viewer may not see it.
 */
export async function openLead(db: DB, leadId: number, viewer: LeadViewer & { name: string }) {
  const lead = await getLead(db, leadId, viewer);
  if (!lead) return undefined;
  const [enquiries, timeline, consents] = await Promise.all([
    leadEnquiries(db, lead.id),
    leadTimeline(db, lead.id),
    consentHistory(db, lead.id),
  ]);
  await recordAudit(db, { actor: viewer, action: "lead.viewed", subject: leadSubject(lead.id) });
  return { lead, enquiries, timeline, consents, consent: consentNow(consents, JSON.parse(lead.consent_purposes)) };
}

/**
 * An owner erases a lead by hand (a request made by letter or phone): owners only. The same
 * erasure as a request's and the retention job's, so the person's requests and notifications go too.
 */
export async function eraseLeadByOwner(db: DB, input: { leadId: number }, viewer: LeadViewer): Promise<void> {
  if (viewer.role !== "owner") throw new Refusal({ code: "leads.erase_owner_only" }, { status: 403 });
  // A merged lead's enquiries are on the lead it was merged into: the erasure belongs there.
  const merged = await db.selectFrom("leads").select("merged_into").where("id", "=", input.leadId).executeTakeFirst();
  if (merged?.merged_into) throw new Refusal({ code: "leads.erase_merged", into: merged.merged_into });
  const erased = await db
    .transaction()
    .execute((trx) => erasePersonalData(trx, { leadId: input.leadId }, { reason: "owner", actorId: viewer.id }));
  if (erased.leads === 0) throw new Refusal({ code: "leads.already_erased" });
}

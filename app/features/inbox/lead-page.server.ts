import type { DB } from "#app/db/db.server";
import { leadSubject, recordAudit } from "#app/features/audit/audit-log.server";
import { consentHistory, consentNow } from "#app/features/leads/consent-ledger.server";
import { leadEnquiries, leadTimeline } from "#app/features/leads/lead-timeline.server";
import { getLead, type LeadViewer } from "#app/features/leads/leads-inbox.server";

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

import type { DB } from "#app/db/db.server";
import { leadRowIds, moveLeadRows } from "#app/utils/lead-rows.server";

/** A lead's own rows that a merge (features/merges) moves: its enquiries, timeline and consent records. */
export interface LeadOwnRows {
  enquiries: number[];
  events: number[];
  consents: number[];
}

export async function leadRowsOn(trx: DB, leadId: number): Promise<LeadOwnRows> {
  return {
    enquiries: await leadRowIds(trx, "lead_enquiries", leadId),
    events: await leadRowIds(trx, "lead_events", leadId),
    consents: await leadRowIds(trx, "consent_records", leadId),
  };
}

/** Moves them from one lead to the other; an undo passes the same rows back. */
export async function moveLeadOwnRows(trx: DB, rows: LeadOwnRows, from: number, to: number): Promise<void> {
  await moveLeadRows(trx, "lead_enquiries", rows.enquiries, from, to);
  await moveLeadRows(trx, "lead_events", rows.events, from, to);
  await moveLeadRows(trx, "consent_records", rows.consents, from, to);
}

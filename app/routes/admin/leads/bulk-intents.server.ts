import { BulkAssignFormSchema, BulkStatusFormSchema } from "#app/features/inbox/lead-bulk-schema";
import { LEAD_STATUS_LABELS } from "#app/features/leads/lead-status";
import { bulkUpdateLeads, type BulkOutcome } from "#app/features/inbox/leads-bulk.server";
import { intentFor } from "../admin-action.server";
import { countOf } from "#app/utils/i18n/counts";

/**
 * What the inbox's bulk bar does, by intent (its two buttons name them). Only owners may change
 * many leads at once: bulkUpdateLeads refuses anyone else (403), so the inbox itself stays open
 * to counsellors.
 */

const bulkIntent = intentFor<unknown>();

// The bar shows one line, the first problem, as before: no errors under its two choices.
const bulkMessages = { invalid: (first: string) => first, done: bulkDone, fieldErrors: false };

export const BULK_INTENTS = {
  assign: bulkIntent({
    schema: BulkAssignFormSchema,
    mutate: (change, { db, admin }) => bulkUpdateLeads(db, change, admin),
    messages: bulkMessages,
  }),
  status: bulkIntent({
    schema: BulkStatusFormSchema,
    mutate: (change, { db, admin }) => bulkUpdateLeads(db, change, admin),
    messages: bulkMessages,
  }),
};

function bulkDone(out: BulkOutcome): string {
  const leads = countOf(out.changed, "lead");
  if (out.intent === "assign") return out.assignee ? `Assigned ${leads} to ${out.assignee}.` : `Unassigned ${leads}.`;
  return `Set ${leads} to ${LEAD_STATUS_LABELS[out.status!]}.`;
}

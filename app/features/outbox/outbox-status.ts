import { OUTBOX_STATUSES, type OutboxStatus } from "#app/db/column-values";

/** The states of an outbox row, in the order the outbox page lists them. */
export { OUTBOX_STATUSES };

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  not_configured: "Not configured",
};

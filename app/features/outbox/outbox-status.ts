/** The states of an outbox row, in the order the outbox page lists them. */
export const OUTBOX_STATUSES = ["pending", "failed", "not_configured", "sent"] as const;

export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  not_configured: "Not configured",
};

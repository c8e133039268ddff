import { z } from "zod";
import { LEAD_STATUSES, type LeadStatus } from "#app/db/column-values";
export { LEAD_STATUSES, type LeadStatus };

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  interested: "Interested",
  converted: "Admitted",
  closed: "Closed",
};

/** A lead in one of these is finished: a new enquiry from the same person starts a new lead. */
export const CLOSED_STATUSES: LeadStatus[] = ["converted", "closed"];

/** Taking a lead from the pool: nothing to fill in beyond the intent. */
export const ClaimFormSchema = z.object({ intent: z.literal("claim") });

import { z } from "zod";

/** The pipeline a lead moves through in the inbox. */
export const LEAD_STATUSES = ["new", "contacted", "interested", "converted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

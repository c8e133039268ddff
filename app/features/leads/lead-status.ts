import { z } from "zod";
import { boundedText } from "#app/utils/bounded-text";

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

/** The lead page's form: a status and the notes. */
export const LeadStatusFormSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
  notes: boundedText(5000, "Keep notes under 5000 characters").default(""),
});

/** Taking a lead from the pool: nothing to fill in beyond the intent. */
export const ClaimFormSchema = z.object({ intent: z.literal("claim") });

import { z } from "zod";
import { LEAD_STATUSES, type LeadStatus } from "#app/db/column-values";
import { studentEn } from "#app/utils/i18n/en/student";
export { LEAD_STATUSES, type LeadStatus };

/** The admin area's labels: the words a person's own answer shows too, kept with their Hindi in the catalogue (ADR 069). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = studentEn.privacy.verified.leadStatuses;

/** A lead in one of these is finished: a new enquiry from the same person starts a new lead. */
export const CLOSED_STATUSES: LeadStatus[] = ["converted", "closed"];

/** Taking a lead from the pool: nothing to fill in beyond the intent. */
export const ClaimFormSchema = z.object({ intent: z.literal("claim") });

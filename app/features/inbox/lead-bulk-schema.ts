import { z } from "zod";
import { LEAD_STATUSES } from "#app/features/leads/lead-status";

/** At most this many leads in one bulk change: four pages of the inbox. */
export const BULK_MAX = 100;

/**
 * The ticked leads. Each checkbox is named `ids[<row>]`, so the form reads as an array without
 * repeated keys; rows left unticked leave holes, dropped here.
 */
const ids = z.preprocess(
  (value) =>
    Array.isArray(value) ? value.filter((id) => id !== undefined && id !== "") : value === undefined ? [] : [value],
  z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, "Select leads from the list")
        .transform(Number),
    )
    .min(1, "Select at least one lead")
    .max(BULK_MAX, `Select at most ${BULK_MAX} leads at a time`),
);

/** Who gets leads: a member of staff's id, or "none" for the unassigned pool. */
const assignee = z.string({ error: "Choose who gets them" }).regex(/^(none|[1-9]\d{0,9})$/, "Choose who gets them");

/**
 * The inbox's bulk actions (owners only): give the ticked leads to a member of staff ("none"
 * puts them back in the unassigned pool), or set their status.
 */
export const BulkAssignFormSchema = z.object({
  intent: z.literal("assign"),
  ids,
  assignee,
});

/** An owner's reassignment of one lead from its page (the bulk change, for the page's one lead). */
export const ReassignFormSchema = z.object({ assignee });

export const BulkStatusFormSchema = z.object({
  intent: z.literal("status"),
  ids,
  status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
});

/** The bulk bar's one form, which posts either intent (its two buttons name them). */
export const LeadBulkFormSchema = z.discriminatedUnion("intent", [BulkAssignFormSchema, BulkStatusFormSchema]);

export type LeadBulkChange = z.output<typeof LeadBulkFormSchema>;

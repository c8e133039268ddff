import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { isCalendarDay } from "#app/utils/calendar-date";
import { fromIndiaLocalInput } from "#app/utils/india-time";
import { normalisePhone } from "./lead-schema";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";

/**
 * The forms of a counsellor's work on a lead (features/leads/lead-work.server.ts does the work),
 * and the call outcomes the page lists: shared by the server and the page.
 */

/** What came of a call, and the status it leaves the lead in. */
export const CALL_OUTCOMES = {
  no_answer: { label: "No answer", status: "contacted" },
  call_back: { label: "Call back later", status: "contacted" },
  interested: { label: "Interested", status: "interested" },
  not_interested: { label: "Not interested", status: "closed" },
  admitted: { label: "Admitted", status: "converted" },
} as const satisfies Record<string, { label: string; status: LeadStatus }>;
export type CallOutcome = keyof typeof CALL_OUTCOMES;

const note = boundedText(2000, "Keep the note under 2000 characters");

/**
 * A follow-up time as the form's datetime-local sends it (YYYY-MM-DDTHH:MM), in India time: the
 * counsellors work in IST whatever the server's zone. Stored as UTC ISO.
 */
const followUp = z
  .string()
  .trim()
  .max(40, { message: "Choose a date and time", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { message: "Choose a date and time", abort: true })
  // A day that is not in the calendar (2026-02-30, 2026-99-99) has no instant to store.
  .refine((value) => isCalendarDay(value.slice(0, 10)), "Choose a date and time")
  .transform(fromIndiaLocalInput);

export const LogCallFormSchema = z.object({
  intent: z.literal("call"),
  outcome: z.enum(Object.keys(CALL_OUTCOMES) as [CallOutcome, ...CallOutcome[]], {
    error: "Choose what came of the call",
  }),
  note: note.default(""),
  follow_up_at: z.union([z.literal("").transform(() => undefined), followUp]).optional(),
  /** The person agreed to updates on this call: a counsellor's record is one of the two ways updates start. */
  updates_agreed: z.literal("on").optional(),
});

export const FollowUpFormSchema = z.object({ intent: z.literal("follow-up"), follow_up_at: followUp });

export const NoteFormSchema = z.object({
  intent: z.literal("note"),
  note: note.refine((value) => value.length > 0, "Write the note first"),
});

export const StatusFormSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
});

/** "Parent confirmed": nothing to fill in beyond the intent. */
export const ConfirmParentFormSchema = z.object({ intent: z.literal("parent-confirmed") });

/** An owner's erasure: the box that says the person asked must be ticked. */
export const EraseLeadFormSchema = z.object({ confirm: z.literal("yes", "Tick the box to confirm the erasure.") });

/**
 * An owner's correction of a person's details (their right to correction, DPDP Act §12): the
 * name, phone and e-mail as they should be. Empty phone or e-mail clears it; one of them stays.
 */
export const CorrectDetailsFormSchema = z
  .object({
    intent: z.literal("correct"),
    name: oneLine(boundedText(100, "Keep the name under 100 characters").min(1, "Name is required")),
    phone: boundedText(24, "Enter a valid 10-digit mobile number")
      .transform(normalisePhone)
      .refine((value) => value === "" || /^[0-9]{10}$/.test(value), "Enter a valid 10-digit mobile number"),
    email: boundedText(200, "Enter a valid e-mail address").pipe(
      z.union([z.literal(""), z.email("Enter a valid e-mail address")]),
    ),
  })
  .refine((value) => value.phone || value.email, { path: ["phone"], message: "Keep a phone number or an e-mail" });

import { workingMinutesBetween, type WorkingHours } from "#app/utils/working-minutes";
import { CLOSED_STATUSES } from "#app/features/leads/lead-status";

/**
 * A lead's first-call clock as staff see it (docs/decisions/052-first-call-clock.md): the
 * first call still due, overdue, or made after so many working minutes. Shared by the lead's
 * page and the inbox; worked out on the server at the time the page is read.
 */
export type FirstCallClock =
  | { state: "due"; minutesLeft: number; dueAt: string }
  | { state: "overdue"; dueAt: string }
  | { state: "called"; minutes: number; withinTarget: boolean };

/** What the clock reads now; undefined when the lead has none, or nobody should call it any more. */
export function firstCallClock(
  lead: {
    created_at: string;
    status: string;
    first_call_at: string | null;
    first_call_due_at: string | null;
    first_call_overdue_at: string | null;
    erased_at: string | null;
    contact_withdrawn_at: string | null;
    merged_into: number | null;
  },
  hours: WorkingHours,
  at: Date,
): FirstCallClock | undefined {
  if (!lead.first_call_due_at) return undefined;
  if (lead.first_call_at) {
    return {
      state: "called",
      minutes: Math.round(workingMinutesBetween(lead.created_at, lead.first_call_at, hours)),
      withinTarget: lead.first_call_at <= lead.first_call_due_at,
    };
  }
  // Nobody is to call a closed, erased, withdrawn or merged lead: no clock to show.
  if (lead.erased_at || lead.contact_withdrawn_at || lead.merged_into) return undefined;
  if (CLOSED_STATUSES.some((closed) => closed === lead.status)) return undefined;
  if (lead.first_call_overdue_at || at.toISOString() >= lead.first_call_due_at) {
    return { state: "overdue", dueAt: lead.first_call_due_at };
  }
  return {
    state: "due",
    minutesLeft: Math.max(1, Math.ceil(workingMinutesBetween(at, lead.first_call_due_at, hours))),
    dueAt: lead.first_call_due_at,
  };
}

/** The clock in words: "First call due in 12 working min", "Overdue for first call", "Called after 7 working min". */
export function firstCallClockText(clock: FirstCallClock): string {
  switch (clock.state) {
    case "due":
      return `First call due in ${clock.minutesLeft} working min`;
    case "overdue":
      return "Overdue for first call";
    case "called":
      return `Called after ${clock.minutes} working min`;
  }
}

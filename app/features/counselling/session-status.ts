import { SESSION_STATUSES, type SessionStatus } from "#app/db/column-values";
export { SESSION_STATUSES, type SessionStatus };

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "No-show",
};

/** The words a student is told when the slot they chose went to someone else first. */
export const SLOT_TAKEN = "That slot was just taken; pick another.";
/** A time that is not (or no longer) open for booking: past, a holiday, outside the hours. */
export const SLOT_NOT_OPEN = "That time is not open for booking; pick one of the times shown.";

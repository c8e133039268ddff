import { markSession } from "#app/features/counselling/session-changes.server";
import { MarkSessionFormSchema } from "#app/features/counselling/session-schema";
import { SESSION_STATUS_LABELS } from "#app/features/counselling/session-status";
import { leadIdOf, leadIntent } from "./lead-intent-shared.server";

/** The lead page's counselling forms (docs/decisions/051-counselling-bookings.md). */
export const SESSION_INTENTS = {
  "session-mark": leadIntent({
    schema: MarkSessionFormSchema,
    mutate: ({ session_id, status }, { db, admin, params }) =>
      markSession(db, admin, { sessionId: session_id, leadId: leadIdOf(params), status }),
    messages: {
      invalid: "This mark could not be read. Please reload the page.",
      done: (status: "attended" | "no_show") => `Session marked: ${SESSION_STATUS_LABELS[status]}.`,
    },
  }),
};

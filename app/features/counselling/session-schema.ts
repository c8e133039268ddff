import { z } from "zod";

/** The lead page's Attended / No-show buttons: which session, and which mark. */
export const MarkSessionFormSchema = z.object({
  session_id: z.coerce.number({ error: "Choose a session" }).int().positive("Choose a session"),
  status: z.enum(["attended", "no_show"], { error: "Choose Attended or No-show" }),
});

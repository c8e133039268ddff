import { z } from "zod";

/** The outbox page's Retry button: which row. */
export const RetryFormSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Unknown notification")
    .transform(Number),
});

import { z } from "zod";
import { idField } from "#app/utils/ids";

/** The API keys screen's two forms (features/intake/api-keys.server.ts). */
export const CreateApiKeyFormSchema = z.object({
  intent: z.literal("create"),
  name: z
    .string({ error: "Give the key a name, such as the system that will use it" })
    .trim()
    .min(1, "Give the key a name, such as the system that will use it")
    .max(60, "Keep the name under 60 characters"),
});

export const RevokeApiKeyFormSchema = z.object({
  intent: z.literal("revoke"),
  key_id: idField("That key is not there."),
});

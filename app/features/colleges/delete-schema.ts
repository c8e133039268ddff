import { z } from "zod";
import { idField } from "#app/utils/ids";

/** The confirmed delete of a catalogue row: the intent, so no stray post deletes, and the row's id. */
export const DeleteFormSchema = z.object({
  intent: z.literal("delete", { error: "Nothing to delete." }),
  id: idField("Nothing to delete."),
});

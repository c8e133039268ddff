import { z } from "zod";
import { MERGE_FIELD_NAMES, type MergeField } from "./lead-merge-fields";

/** Undo a merge: which one. */
export const UndoMergeFormSchema = z.object({
  intent: z.literal("undo-merge"),
  merge_id: z.coerce.number({ error: "Choose a merge" }).int().positive(),
});

/**
 * The merge screen's form: the other lead, and for each field which lead's value survives
 * ("survivor": the older lead's, "other": the newer's). A field left out keeps the survivor's.
 */
export const MergeFormSchema = z.object({
  with: z.coerce.number({ error: "Enter the other lead's number" }).int().positive(),
  ...(Object.fromEntries(MERGE_FIELD_NAMES.map((field) => [field, z.enum(["survivor", "other"]).optional()])) as Record<
    MergeField,
    z.ZodOptional<z.ZodEnum<{ survivor: "survivor"; other: "other" }>>
  >),
});

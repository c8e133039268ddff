import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";

/** A category: its name, shared by the add screens, the edit screen and the API. */
export const CategoryFormSchema = z.object({
  name: oneLine(boundedText(100, undefined, "Please Enter Category Name").min(1, "Please Enter Category Name")),
});

export type CategoryInput = z.output<typeof CategoryFormSchema>;

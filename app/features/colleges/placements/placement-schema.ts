import { z } from "zod";
import { boundedText, oneLine } from "#app/utils/bounded-text";
import { idField } from "#app/utils/ids";

/** Add placement company: the spec shows no validation; the server still checks both fields. */
export const PlacementFormSchema = z.object({
  company_name: oneLine(boundedText(200).min(1, "Company name is required")),
  college_id: idField("Choose a college"),
});
